import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { json, uniqueEmail } from '../../testing/auth-helpers.ts'
import { useTestApp } from '../../testing/create-test-app.ts'
import { outbox } from '../mail/outbox.table.ts'
import { accountMailCap } from './account-mails.ts'

// Issue #42: 50 reset, verification and code mails reached one address in 25 s, asked for from
// 10 client addresses. Better Auth's limits count per client address; the cap counts per recipient.
describe('account mails to one address', () => {
  // Better Auth's own per-address limits on, as in production: the cap comes on top of them.
  const t = useTestApp({ auth: { rateLimit: true } })
  let from = 0
  /** A request from a client address of its own, so that no per-address limit is reached. */
  const ask = (path: string, body: unknown) =>
    t.request(path, json(body, { 'x-forwarded-for': `198.51.100.${++from % 250}` }))
  const askReset = (email: string) =>
    ask('/api/auth/request-password-reset', { email, redirectTo: 'http://localhost:3000/signin' })
  const askCode = (email: string) =>
    ask('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })
  const mailsTo = (email: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt)
  /** Time passes for the address: its mails were queued `minutes` earlier than they were. */
  const age = (email: string, minutes: number) =>
    t.db
      .update(outbox)
      .set({ createdAt: sql`${outbox.createdAt} - make_interval(mins => ${minutes})` })
      .where(eq(outbox.to, email))
  const refusalsLogged = (email: string) =>
    t.logs.filter(
      (l) => l.to === email && l.msg === 'account mail not sent: the address had its share',
    ).length

  /** A new account, its verification mail queued, signed up from an address of its own. */
  const account = async (prefix: string, name = 'Jo Rider') => {
    const email = uniqueEmail(prefix)
    const res = await ask('/api/auth/sign-up/email', { email, password: 'Correct-Horse-42', name })
    expect(res.status).toBe(200)
    return email
  }

  it('queues at most 5 in 15 minutes, whatever the kind and however many client addresses ask', async () => {
    const email = await account('cap')
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await askReset(email)).status)
    for (let i = 0; i < 6; i++) answers.push((await askCode(email)).status)
    // Nothing in the answers tells that some mails were left out.
    expect(answers).toEqual(Array(12).fill(200))
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(accountMailCap.perQuarterHour)
    expect(mails.map((m) => m.kind)).toEqual([
      'verify_address',
      'password_reset',
      'password_reset',
      'password_reset',
      'password_reset',
    ])
    expect(refusalsLogged(email)).toBe(12 - 4)
  })

  it('holds when the requests come all at once', async () => {
    const email = await account('cap-at-once')
    const answers = await Promise.all(Array.from({ length: 12 }, () => askReset(email)))
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200))
    expect(await mailsTo(email)).toHaveLength(accountMailCap.perQuarterHour)
  })

  it('queues again once 15 minutes passed, up to 20 a day, and again the next day', async () => {
    const email = await account('cap-day')
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 6; i++) await askReset(email)
      expect(await mailsTo(email)).toHaveLength(5 * (round + 1))
      await age(email, 16)
    }
    // 20 in the last day: a quiet quarter of an hour is not enough now.
    await askReset(email)
    await askCode(email)
    expect(await mailsTo(email)).toHaveLength(accountMailCap.perDay)
    await age(email, 24 * 60 - 4 * 16)
    expect((await askCode(email)).status).toBe(200)
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(accountMailCap.perDay + 1)
    expect(mails.at(-1)?.kind).toBe('code_sign_in')
  })

  it('counts only account mails: other mails to the address leave its share alone', async () => {
    const email = await account('cap-others')
    for (let i = 0; i < 6; i++)
      await t.db
        .insert(outbox)
        .values({ kind: 'booking_confirmed', to: email, subject: 'S', text: 'T' })
    await askReset(email)
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'password_reset'))),
    ).toHaveLength(1)
  })

  it('counts an address however its letters are cased', async () => {
    const email = await account('cap-case')
    for (let i = 0; i < 6; i++) await askReset(i % 2 ? email.toUpperCase() : email)
    expect(await mailsTo(email)).toHaveLength(accountMailCap.perQuarterHour)
  })

  it('writes no name in the verification and reset mails: the address is not shown to be theirs', async () => {
    const name = 'Win a prize at https://evil.example'
    const email = await account('no-name', name)
    await askReset(email)
    const mails = await mailsTo(email)
    expect(mails.map((m) => m.kind)).toEqual(['verify_address', 'password_reset'])
    for (const mail of mails) {
      expect(mail.text).toMatch(/^Hello,\n/)
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain('evil.example')
    }
  })
})
