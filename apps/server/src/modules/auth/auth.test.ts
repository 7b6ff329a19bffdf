import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cookieFrom, json, signUp, uniqueEmail } from '../../testing/auth-helpers.ts'
import { createTestApp, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { outbox } from '../mail/outbox.table.ts'
import { users } from './auth.table.ts'

describe('accounts', () => {
  const t = useTestApp()

  const profileOf = (cookie: string) => t.request('/api/v1/me/profile', { headers: { cookie } })

  it('signs up with e-mail, password and full name, creating a customer profile with that name', async () => {
    const { cookie, userId } = await signUp(t, { name: 'Jo Rider' })
    const res = await profileOf(cookie)
    expect(res.status).toBe(200)
    expect(await readJson(res)).toEqual({
      id: userId,
      fullName: 'Jo Rider',
      phone: null,
      timezone: null,
      // No language chosen: the browser's, else the business's default, is used.
      language: null,
      role: 'customer',
      requestedRole: null,
    })
  })

  it('sends a verification e-mail through the outbox on sign-up', async () => {
    const email = uniqueEmail('verify')
    await signUp(t, { email })
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email))
    expect(mail).toMatchObject({ kind: 'verify_address', status: 'pending' })
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/)
  })

  it('signs in with the right password and refuses a wrong one with the seed’s text', async () => {
    const { email, password } = await signUp(t)
    const ok = await t.request('/api/auth/sign-in/email', json({ email, password }))
    expect(ok.status).toBe(200)
    expect(cookieFrom(ok)).toContain('reserva.session_token=')
    expect(ok.headers.getSetCookie().join()).toMatch(/HttpOnly/i)
    expect(ok.headers.getSetCookie().join()).toMatch(/SameSite=Lax/i)

    const bad = await t.request(
      '/api/auth/sign-in/email',
      json({ email, password: 'Wrong-Pass-99' }),
    )
    expect(bad.status).toBe(401)
    expect(await readJson(bad)).toEqual({
      error: { code: 'auth.invalid_credentials', message: 'Invalid login credentials' },
    })
  })

  it('signs out on the server: the old cookie no longer works', async () => {
    const { cookie } = await signUp(t)
    expect((await profileOf(cookie)).status).toBe(200)
    const out = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } })
    expect(out.status).toBe(200)
    const after = await profileOf(cookie)
    expect(after.status).toBe(401)
    expect(await readJson(after)).toEqual({
      error: { code: 'auth.session_missing', message: 'Auth session missing!' },
    })
  })

  it('updates the editable profile fields, and refuses anything else', async () => {
    const { cookie } = await signUp(t)
    const patch = (body: unknown) =>
      t.request('/api/v1/me/profile', {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const res = await patch({
      fullName: 'Jo Q. Rider',
      phone: '+44 20 7946 0000',
      timezone: 'Europe/Paris',
    })
    expect(res.status).toBe(200)
    expect(await readJson(res)).toMatchObject({
      fullName: 'Jo Q. Rider',
      phone: '+442079460000',
      timezone: 'Europe/Paris',
      role: 'customer',
    })
    const bad = await patch({ timezone: 'Atlantis/Capital', phone: 'twelve' })
    expect(bad.status).toBe(400)
    const body = await readJson(bad)
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'phone',
      'timezone',
    ])
    // Digits that make no number of the business's country (GB): the server's own reading.
    const noNumber = await patch({ phone: '12' })
    expect(noNumber.status).toBe(400)
    expect((await readJson(noNumber)).error).toMatchObject({
      code: 'invalid_phone_number',
      details: { path: 'phone', country: 'GB' },
    })
    expect((await readJson(await patch({}))).phone).toBe('+442079460000')
  })

  it('keeps the account name in step with the profile name', async () => {
    const { cookie } = await signUp(t, { name: 'Old Name' })
    await t.request('/api/v1/me/profile', {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'New Name' }),
    })
    const session = await readJson(
      await t.request('/api/auth/get-session', { headers: { cookie } }),
    )
    expect(session.user.name).toBe('New Name')
  })

  it('answers a profile request without a session with 401', async () => {
    const res = await t.request('/api/v1/me/profile')
    expect(res.status).toBe(401)
  })
})

describe('roles are never taken from the client', () => {
  const t = useTestApp()

  const roleOf = async (userId: string) =>
    (await t.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role

  it('a sign-up that carries role "admin" does not make an admin', async () => {
    const email = uniqueEmail('sneaky')
    const res = await t.request(
      '/api/auth/sign-up/email',
      json({ email, password: 'Correct-Horse-42', name: 'Sneaky', role: 'admin' }),
    )
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.email, email))
    // Refused outright, or accepted as a customer: never an admin.
    expect(row?.role ?? 'none').not.toBe('admin')
    if (res.status === 200) expect(row?.role).toBe('customer')
    else expect(res.status).toBe(400)
  })

  it('a profile update that carries role "admin" is refused and changes nothing', async () => {
    const { cookie, userId } = await signUp(t)
    const res = await t.request('/api/v1/me/profile', {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin' }),
    })
    expect(res.status).toBe(400)
    expect(await roleOf(userId)).toBe('customer')
  })

  it('a user update through the auth API that carries role "operator" changes nothing', async () => {
    const { cookie, userId } = await signUp(t)
    await t.request(
      '/api/auth/update-user',
      json({ role: 'operator', name: 'Still Me' }, { cookie }),
    )
    expect(await roleOf(userId)).toBe('customer')
  })

  it('a customer cannot use the admin endpoints to change their own role: they are not there', async () => {
    const { cookie, userId } = await signUp(t)
    const res = await t.request(
      '/api/auth/admin/set-role',
      json({ userId, role: 'admin' }, { cookie }),
    )
    expect(res.status).toBe(404)
    expect(await roleOf(userId)).toBe('customer')
  })

  it('a sign-up may request operator access, which is recorded but not granted', async () => {
    const { cookie, userId } = await signUp(t, { extra: { requestedRole: 'operator' } })
    const profile = await readJson(await t.request('/api/v1/me/profile', { headers: { cookie } }))
    expect(profile).toMatchObject({ role: 'customer', requestedRole: 'operator' })
    expect(await roleOf(userId)).toBe('customer')
  })
})

describe('password strength, judged by the server', () => {
  const t = useTestApp()

  const attempt = (password: string) =>
    t.request(
      '/api/auth/sign-up/email',
      json({ email: uniqueEmail('weak'), password, name: 'Weak' }),
    )

  it.each([
    ['Sh0rt', ['length']],
    ['alllowercase-but-long', ['characters']],
    ['Password123', ['pwned']],
    ['qwerty', ['length', 'characters', 'pwned']],
  ])('refuses %s with 422 weak_password and reasons %j', async (password, reasons) => {
    const res = await attempt(password)
    expect(res.status).toBe(422)
    const body = await readJson(res)
    expect(body.error.code).toBe('weak_password')
    expect(body.error.details.reasons.sort()).toEqual([...reasons].sort())
  })

  it('accepts a long, mixed password that is not on the common list', async () => {
    expect((await attempt('Velodrome-Sprint-2026')).status).toBe(200)
  })

  it('follows the configured minimum length and character classes', async () => {
    const strict = await createTestApp({
      auth: { passwordPolicy: { minLength: 16, requiredClasses: ['symbol'] } },
    })
    try {
      const res = await strict.request(
        '/api/auth/sign-up/email',
        json({ email: uniqueEmail(), password: 'Velodrome2026', name: 'X' }),
      )
      expect((await readJson(res)).error.details.reasons.sort()).toEqual(['characters', 'length'])
    } finally {
      await strict.close()
    }
  })
})
