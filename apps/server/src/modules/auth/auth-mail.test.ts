import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFrom, json, signUp, uniqueEmail } from '../../testing/auth-helpers.ts'
import { createTestApp, readJson, type TestApp } from '../../testing/create-test-app.ts'
import { startSmtpServer } from '../../testing/smtp.ts'
import { createMailer } from '../mail/mailer.ts'
import { sendDueMails } from '../mail/outbox.worker.ts'

// The real path: outbox row → worker → nodemailer → a real SMTP server on this machine.
describe('account e-mails over SMTP', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let mailer: ReturnType<typeof createMailer>
  const logger = pino({ level: 'silent' })

  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp()
    mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Spoke & Chain <hello@spokeandchain.example>',
      logger,
    })
  })
  afterAll(async () => {
    mailer.close()
    await t.close()
    await smtp.close()
  })

  const deliver = () => sendDueMails({ database: t.database, mailer, logger, clock: t.clock })
  /** One run of the outbox worker, then the mail to `email` that `filter` accepts. */
  const delivered = async (
    email: string,
    filter?: Parameters<typeof smtp.waitFor>[1],
  ): ReturnType<typeof smtp.waitFor> => {
    await deliver()
    return smtp.waitFor(email, filter)
  }
  const linkIn = (text: string) => {
    const url = text.match(/https?:\/\/\S+/)?.[0]
    if (!url) throw new Error(`no link in:\n${text}`)
    return new URL(url)
  }

  it('verifies an address from the link in the received mail', async () => {
    const email = uniqueEmail('verify')
    const { cookie } = await signUp(t, { email })
    expect((await deliver()).sent).toBeGreaterThan(0)
    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe('Confirm your e-mail address for Spoke & Chain')
    const link = linkIn(mail.text)
    expect(link.pathname).toBe('/api/auth/verify-email')

    const res = await t.request(link.pathname + link.search, { redirect: 'manual' })
    expect([200, 302]).toContain(res.status)
    const session = await readJson(
      await t.request('/api/auth/get-session', { headers: { cookie } }),
    )
    expect(session.user.emailVerified).toBe(true)
  })

  it('resends the verification mail on request', async () => {
    const email = uniqueEmail('resend')
    // Signed up, the link not yet followed.
    const up = await t.request(
      '/api/auth/sign-up/email',
      json({ email, password: 'Correct-Horse-42', name: 'Ria Send' }),
    )
    expect(up.status).toBe(200)
    const res = await t.request('/api/auth/send-verification-email', json({ email }))
    expect(res.status).toBe(200)
    await deliver()
    await smtp.waitFor(email)
    expect(smtp.inbox.filter((m) => m.to.includes(email))).toHaveLength(2)
  })

  it('recovers a password: link → new password works, the old one and other sessions do not', async () => {
    const {
      email,
      password,
      cookie: otherSession,
    } = await signUp(t, { email: uniqueEmail('reset') })
    const ask = await t.request(
      '/api/auth/request-password-reset',
      json({ email, redirectTo: 'http://localhost:3000/signin?mode=reset' }),
    )
    expect(ask.status).toBe(200)
    const mail = await delivered(email, (m) => m.subject.startsWith('Reset your'))
    const link = linkIn(mail.text)

    // The link checks the token and sends the browser to the reset screen with it.
    const hop = await t.request(link.pathname + link.search, { redirect: 'manual' })
    expect(hop.status).toBe(302)
    const screen = new URL(hop.headers.get('location') ?? '')
    expect(screen.pathname).toBe('/signin')
    const token = screen.searchParams.get('token')
    expect(token).toBeTruthy()

    const reset = await t.request(
      '/api/auth/reset-password',
      json({ token, newPassword: 'Fresh-Chain-Lube-7' }),
    )
    expect(reset.status).toBe(200)

    expect(
      (await t.request('/api/auth/sign-in/email', json({ email, password: 'Fresh-Chain-Lube-7' })))
        .status,
    ).toBe(200)
    expect((await t.request('/api/auth/sign-in/email', json({ email, password }))).status).toBe(401)
    const old = await t.request('/api/v1/me/profile', { headers: { cookie: otherSession } })
    expect(old.status).toBe(401)
  })

  it('refuses a weak new password on reset, with reasons', async () => {
    const { email } = await signUp(t, { email: uniqueEmail('reset-weak') })
    await t.request(
      '/api/auth/request-password-reset',
      json({ email, redirectTo: 'http://localhost:3000/signin' }),
    )
    const link = linkIn((await delivered(email, (m) => m.subject.startsWith('Reset'))).text)
    const hop = await t.request(link.pathname + link.search, { redirect: 'manual' })
    const token = new URL(hop.headers.get('location') ?? '').searchParams.get('token')
    const res = await t.request(
      '/api/auth/reset-password',
      json({ token, newPassword: 'password' }),
    )
    expect(res.status).toBe(422)
    expect((await readJson(res)).error.details.reasons).toContain('pwned')
  })

  it('signs in with a one-time code sent by e-mail', async () => {
    const { email } = await signUp(t, { email: uniqueEmail('otp') })
    const send = await t.request(
      '/api/auth/email-otp/send-verification-otp',
      json({ email, type: 'sign-in' }),
    )
    expect(send.status).toBe(200)
    const mail = await delivered(email, (m) => /is your Spoke & Chain code/.test(m.subject))
    const otp = mail.subject.match(/^(\d{6})/)?.[1]
    expect(otp).toMatch(/^\d{6}$/)

    const wrong = await t.request(
      '/api/auth/sign-in/email-otp',
      json({ email, otp: otp === '000000' ? '111111' : '000000' }),
    )
    expect(wrong.status).toBeGreaterThanOrEqual(400)
    const res = await t.request('/api/auth/sign-in/email-otp', json({ email, otp }))
    expect(res.status).toBe(200)
    expect(cookieFrom(res)).toContain('reserva.session_token=')
  })
})
