import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../lib/clock.ts'
import { cookieFrom, json, send, signUp, uniqueEmail } from '../../testing/auth-helpers.ts'
import {
  createTestApp,
  expectError,
  readJson,
  type TestApp,
} from '../../testing/create-test-app.ts'
import { latestMail } from '../../testing/guest-helpers.ts'
import { auditLog } from '../audit/audit.table.ts'
import { guestConfirmations } from '../guests/guests.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { accounts, users } from './auth.table.ts'

const password = 'Correct-Horse-42'
const hour = 3_600_000

describe('Changing one’s e-mail address (/api/v1/me/email)', () => {
  let t: TestApp
  // The app's clock, which a test moves on to see a link expire; Better Auth reads the machine's.
  let offset = 0
  const clock: Clock = { now: () => new Date(Date.now() + offset) }
  beforeAll(async () => {
    t = await createTestApp({ demo: false, clock })
  })
  afterAll(async () => {
    await t.close()
  })

  const ask = (cookie: string, body: unknown) =>
    t.request('/api/v1/me/email', send('POST', body, cookie))
  const confirm = (token: string, cookie = '') =>
    t.request('/api/v1/me/email/confirm', send('POST', { token }, cookie))
  const whoAmI = async (cookie: string) =>
    readJson(await t.request('/api/auth/get-session', { headers: { cookie } }))
  const signIn = async (email: string) => {
    const res = await t.request('/api/auth/sign-in/email', json({ email, password }))
    expect(res.status).toBe(200)
    return cookieFrom(res)
  }
  /** The token in the newest link mailed to `email`. */
  const mailedToken = async (email: string) => {
    const mail = await latestMail(t, email, 'email_change_link')
    const token = mail.text.match(/\/confirm-email#([A-Za-z0-9_-]{43})/)?.[1]
    if (!token) throw new Error(`no link in:\n${mail.text}`)
    return token
  }
  const mailsTo = (email: string) =>
    t.db.select({ kind: outbox.kind, text: outbox.text }).from(outbox).where(eq(outbox.to, email))

  it('mails a link to the new address only, changes nothing before it is followed, then moves the account', async () => {
    const person = await signUp(t)
    const elsewhere = await signIn(person.email)
    const before = await mailsTo(person.email)
    const next = uniqueEmail('moved')

    const res = await ask(person.cookie, { newEmail: next.toUpperCase(), password })
    expect(res.status).toBe(202)
    expect((await readJson(res)).sentTo).toBe(next)
    // Nothing for the old address yet, and the account is as it was.
    expect(await mailsTo(person.email)).toHaveLength(before.length)
    expect((await whoAmI(person.cookie)).user.email).toBe(person.email)
    const token = await mailedToken(next)

    const done = await confirm(token, person.cookie)
    expect(done.status).toBe(200)
    expect(await readJson(done)).toEqual({ email: next, signedIn: true })

    // The session that followed the link stays, with the new address; the other one has ended.
    const me = await whoAmI(person.cookie)
    expect(me.user).toMatchObject({ email: next, emailVerified: true })
    expect(await whoAmI(elsewhere)).toBeNull()
    const profile = await readJson(
      await t.request('/api/v1/me/email', { headers: { cookie: person.cookie } }),
    )
    expect(profile).toEqual({ email: next, proof: 'password' })

    // The old address is told, with what to do, and is given nothing but the new domain.
    const told = await latestMail(t, person.email, 'email_changed')
    expect(told.subject).toMatch(/^The e-mail address of your .+ account was changed$/)
    expect(told.text).toContain('example.test')
    expect(told.text).not.toContain(next)
    expect(told.text).toContain('If it was not you')

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, person.userId), eq(auditLog.action, 'user.email_changed')))
    expect(row?.actorId).toBe(person.userId)
    expect(row?.data).toEqual({
      fromDomain: 'example.test',
      toDomain: 'example.test',
      sessionsEnded: 1,
    })

    // The new address signs in; the old one no longer does.
    expect(
      (await t.request('/api/auth/sign-in/email', json({ email: next, password }))).status,
    ).toBe(200)
    const old = await t.request('/api/auth/sign-in/email', json({ email: person.email, password }))
    expect(old.status).toBe(401)
  })

  it('signs every session out when the link is followed by a browser not signed in as the person', async () => {
    const person = await signUp(t)
    const next = uniqueEmail('elsewhere')
    expect((await ask(person.cookie, { newEmail: next, password })).status).toBe(202)
    const done = await confirm(await mailedToken(next))
    expect(await readJson(done)).toEqual({ email: next, signedIn: false })
    expect(await whoAmI(person.cookie)).toBeNull()
  })

  it('refuses a link used once, altered, replaced by a newer one, or expired', async () => {
    const person = await signUp(t)
    const first = uniqueEmail('first')
    await ask(person.cookie, { newEmail: first, password })
    const firstToken = await mailedToken(first)
    const second = uniqueEmail('second')
    await ask(person.cookie, { newEmail: second, password })
    const secondToken = await mailedToken(second)
    // Only the newest link works.
    await expectError(await confirm(firstToken, person.cookie), 400, 'email_change.link_invalid')
    const altered = `${secondToken.slice(0, -1)}${secondToken.endsWith('A') ? 'B' : 'A'}`
    await expectError(await confirm(altered, person.cookie), 400, 'email_change.link_invalid')
    expect((await confirm(secondToken, person.cookie)).status).toBe(200)
    await expectError(await confirm(secondToken, person.cookie), 400, 'email_change.link_invalid')

    const third = uniqueEmail('late')
    await ask(person.cookie, { newEmail: third, password })
    const late = await mailedToken(third)
    offset = hour + 1000
    try {
      await expectError(await confirm(late, person.cookie), 400, 'email_change.link_invalid')
    } finally {
      offset = 0
    }
    expect((await whoAmI(person.cookie)).user.email).toBe(second)
  })

  it('answers a taken address as a free one, tells its owner, and never moves onto it', async () => {
    const person = await signUp(t)
    const owner = await signUp(t)
    const res = await ask(person.cookie, { newEmail: owner.email, password })
    expect(res.status).toBe(202)
    const mails = await mailsTo(owner.email)
    expect(mails.map((m) => m.kind)).toContain('email_change_taken')
    expect(mails.map((m) => m.kind)).not.toContain('email_change_link')

    // Taken between the request and the link: refused, and the account keeps its address.
    const next = uniqueEmail('raced')
    await ask(person.cookie, { newEmail: next, password })
    const token = await mailedToken(next)
    await t.db.update(users).set({ email: next }).where(eq(users.id, owner.userId))
    await expectError(await confirm(token, person.cookie), 409, 'email_change.address_taken')
    expect((await whoAmI(person.cookie)).user.email).toBe(person.email)
  })

  it('refuses a wrong password, the same address, and a body out of bounds', async () => {
    const person = await signUp(t)
    const next = uniqueEmail('wrong')
    await expectError(
      await ask(person.cookie, { newEmail: next, password: 'Wrong-Horse-1' }),
      403,
      'email_change.wrong_proof',
    )
    await expectError(await ask(person.cookie, { newEmail: next }), 403, 'email_change.wrong_proof')
    expect(await mailsTo(next)).toHaveLength(0)
    await expectError(
      await ask(person.cookie, { newEmail: person.email, password }),
      400,
      'email_change.same_address',
    )
    await expectError(
      await ask(person.cookie, { newEmail: `${'a'.repeat(250)}@example.test`, password }),
      400,
      'validation_failed',
    )
    await expectError(await ask('', { newEmail: next, password }), 401, 'auth.session_missing')
  })

  it('lets a person without a password prove it with a code mailed to the current address', async () => {
    const person = await signUp(t)
    await t.db.update(accounts).set({ password: null }).where(eq(accounts.userId, person.userId))
    const me = await readJson(
      await t.request('/api/v1/me/email', { headers: { cookie: person.cookie } }),
    )
    expect(me).toEqual({ email: person.email, proof: 'code' })
    const sent = await t.request('/api/v1/me/email/code', send('POST', {}, person.cookie))
    expect(sent.status).toBe(204)
    const code = (await latestMail(t, person.email, 'code_change_email')).text.match(
      /\b(\d{6})\b/,
    )?.[1]
    expect(code).toBeDefined()
    const next = uniqueEmail('coded')
    const wrong = code === '000000' ? '111111' : '000000'
    await expectError(
      await ask(person.cookie, { newEmail: next, code: wrong }),
      403,
      'email_change.wrong_proof',
    )
    expect((await ask(person.cookie, { newEmail: next, code })).status).toBe(202)
    // A code works once.
    await expectError(
      await ask(person.cookie, { newEmail: next, code }),
      403,
      'email_change.wrong_proof',
    )
    expect((await confirm(await mailedToken(next), person.cookie)).status).toBe(200)
  })

  it('tells a phone or wallet account it has no address to change', async () => {
    const person = await signUp(t)
    await t.db
      .update(users)
      .set({ email: `447700900${Date.now() % 1000}@phone.invalid` })
      .where(eq(users.id, person.userId))
    const me = await readJson(
      await t.request('/api/v1/me/email', { headers: { cookie: person.cookie } }),
    )
    expect(me).toEqual({ email: null, proof: null })
    await expectError(
      await ask(person.cookie, { newEmail: uniqueEmail(), password }),
      409,
      'email_change.no_address',
    )
  })

  it('drops a guest confirmation still waiting on the old address, so its inbox adds nothing to the account', async () => {
    const person = await signUp(t)
    // What a visitor's booking with the old address leaves while its code is unanswered.
    const now = new Date()
    await t.db.insert(guestConfirmations).values({
      userId: person.userId,
      request: {
        serviceId: crypto.randomUUID(),
        start: now.toISOString(),
        seats: 1,
        notes: '',
        phone: null,
        name: 'Someone',
      },
      tokenHash: crypto.randomUUID(),
      expiresAt: new Date(now.getTime() + hour),
      createdAt: now,
    })
    const next = uniqueEmail('guest-moved')
    await ask(person.cookie, { newEmail: next, password })
    expect((await confirm(await mailedToken(next), person.cookie)).status).toBe(200)
    const left = await t.db
      .select()
      .from(guestConfirmations)
      .where(eq(guestConfirmations.userId, person.userId))
    expect(left).toHaveLength(0)
  })

  it('limits requests per person', async () => {
    const person = await signUp(t)
    for (let i = 0; i < 5; i++)
      expect(
        (await ask(person.cookie, { newEmail: uniqueEmail('many'), password: 'Wrong-Horse-1' }))
          .status,
      ).toBe(403)
    await expectError(
      await ask(person.cookie, { newEmail: uniqueEmail('many'), password }),
      429,
      'rate_limited',
    )
  })
})
