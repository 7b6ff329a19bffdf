import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  cookieFrom,
  followVerificationLink,
  json,
  signUp,
  uniqueEmail,
} from '../../testing/auth-helpers.ts'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'
import { outbox } from '../mail/outbox.table.ts'
import { users } from './auth.table.ts'

// Issue #42: a sign-up never says whether an address has an account. The address is confirmed
// before the account has a session, so a taken address can be answered just as a new one is.
describe('sign-up with an e-mail address', () => {
  const t = useTestApp()
  const password = 'Correct-Horse-42'
  const mailsTo = (to: string) =>
    t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt)
  const signUpBody = (email: string, name = 'Noor Haddad') => json({ email, password, name })

  it('opens no session until the address is confirmed by the link mailed to it', async () => {
    const email = uniqueEmail('fresh')
    const res = await t.request('/api/auth/sign-up/email', signUpBody(email))
    expect(res.status).toBe(200)
    expect(cookieFrom(res)).not.toContain('session_token')
    const body = await readJson(res)
    expect(body.token).toBeNull()
    expect(body.user).toMatchObject({ email, emailVerified: false, name: 'Noor Haddad' })

    // The right password before the link: 403 and a second link on its way.
    const early = await t.request('/api/auth/sign-in/email', json({ email, password }))
    expect(early.status).toBe(403)
    expect((await readJson(early)).error.code).toBe('auth.email_not_verified')
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['verify_address', 'verify_address'])

    const cookie = await followVerificationLink(t, email)
    const session = await readJson(
      await t.request('/api/auth/get-session', { headers: { cookie } }),
    )
    expect(session.user).toMatchObject({ email, emailVerified: true })
    const later = await t.request('/api/auth/sign-in/email', json({ email, password }))
    expect(later.status).toBe(200)
  })

  it('answers a taken address as a new one, makes nothing, and mails the owner instead', async () => {
    const owner = await signUp(t, { email: uniqueEmail('taken'), name: 'Ada Owner' })
    const before = await mailsTo(owner.email)

    const lure = 'Your account is suspended. Pay at https://evil.example/pay'
    const res = await t.request(
      '/api/auth/sign-up/email',
      signUpBody(owner.email.toUpperCase(), lure),
    )
    expect(res.status).toBe(200)
    expect(cookieFrom(res)).not.toContain('session_token')
    const body = await readJson(res)
    const fresh = await readJson(
      await t.request('/api/auth/sign-up/email', signUpBody(uniqueEmail('other'), lure)),
    )
    // The same shape and the same kind of values as a new account's answer.
    expect(Object.keys(body).sort()).toEqual(Object.keys(fresh).sort())
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(fresh.user).sort())
    expect(body.token).toBeNull()
    expect(body.user).toMatchObject({ email: owner.email, emailVerified: false, name: lure })
    expect(body.user.id).not.toBe(owner.userId)

    // Nothing was made or changed: one account with that address, the owner's name and password.
    const rows = await t.db.select().from(users).where(eq(users.email, owner.email))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: owner.userId, name: 'Ada Owner', emailVerified: true })
    const signIn = await t.request(
      '/api/auth/sign-in/email',
      json({ email: owner.email, password }),
    )
    expect(signIn.status).toBe(200)

    // The owner hears of it, in our words only: nothing the caller wrote, no verification link.
    const after = (await mailsTo(owner.email)).slice(before.length)
    expect(after.map((m) => m.kind)).toEqual(['sign_up_attempt'])
    const [mail] = after
    expect(`${mail?.subject}\n${mail?.text}\n${mail?.html}`).not.toMatch(/suspended|evil/)
    expect(mail?.text).not.toContain('verify-email')
  })

  it('answers a taken address whose owner never confirmed it alike, and makes no second account', async () => {
    const email = uniqueEmail('unconfirmed')
    await t.request('/api/auth/sign-up/email', signUpBody(email, 'First Comer'))
    const again = await t.request('/api/auth/sign-up/email', signUpBody(email, 'Second Comer'))
    expect(again.status).toBe(200)
    expect((await readJson(again)).token).toBeNull()
    const rows = await t.db.select().from(users).where(eq(users.email, email))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.name).toBe('First Comer')
    const kinds = (await mailsTo(email)).map((m) => m.kind)
    expect(kinds).toEqual(['verify_address', 'sign_up_attempt'])
  })
})
