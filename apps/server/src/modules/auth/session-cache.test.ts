import { describe, expect, it } from 'vitest'
import { cookieFrom, json, signUp, usePeople } from '../../testing/auth-helpers.ts'
import { expectError, useTestApp } from '../../testing/create-test-app.ts'
import { createSessionCache, credentialsKey } from './session-cache.ts'

describe('the session cache', () => {
  const session = (userId: string, inMs = 60_000) => ({
    userId,
    value: { id: userId },
    expiresAt: new Date(clock + inMs),
  })
  let clock = 1_000_000
  const now = () => clock

  it('answers for a few seconds, never past the session, and forgets a user at once', () => {
    const cache = createSessionCache<{ id: string }>({ ttlMs: 5000, now })
    cache.set('a', cache.mark(), session('ann'))
    cache.set('b', cache.mark(), session('bob', 1000))
    cache.set('a2', cache.mark(), session('ann'))
    expect(cache.get('a')).toEqual({ id: 'ann' })
    clock += 1500
    expect(cache.get('b')).toBeUndefined() // its session ended
    expect(cache.get('a')).toEqual({ id: 'ann' })
    cache.forget('ann')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('a2')).toBeUndefined()
    cache.set('a', cache.mark(), session('ann'))
    clock += 5000
    expect(cache.get('a')).toBeUndefined() // its few seconds are over
  })

  it('does not keep a look-up that began before a change of access', () => {
    const cache = createSessionCache<{ id: string }>({ now })
    const mark = cache.mark()
    cache.forget('someone else')
    cache.set('a', mark, session('ann'))
    expect(cache.get('a')).toBeUndefined()
    cache.set('b', cache.mark(), session('bob'))
    cache.forget()
    expect(cache.get('b')).toBeUndefined()
  })

  it('keys a request by its session token or bearer token only', () => {
    const key = (headers: Record<string, string>) => credentialsKey(new Headers(headers))
    expect(key({})).toBeUndefined()
    expect(key({ cookie: 'theme=dark' })).toBeUndefined()
    const token = key({ cookie: 'reserva.session_token=abc.sig' })
    expect(key({ cookie: 'theme=dark; reserva.session_token=abc.sig' })).toBe(token)
    expect(key({ cookie: 'reserva.session_token=abd.sig' })).not.toBe(token)
    expect(key({ cookie: '__Secure-reserva.session_token=abc.sig' })).not.toBe(token)
    expect(key({ authorization: 'Bearer abc' })).toBeDefined()
    expect(key({ authorization: 'Bearer abc' })).not.toBe(key({ authorization: 'Bearer abd' }))
  })
})

describe('access changes reach the next request, with sessions cached', () => {
  const t = useTestApp()
  const { admin } = usePeople(t, { admin: ['admin'] })
  const customers = (cookie: string) => t.request('/api/v1/customers', { headers: { cookie } })
  const profile = (cookie: string) => t.request('/api/v1/me/profile', { headers: { cookie } })
  /** An admin's change to a person through the people routes (`role`, `ban`, `revoke-sessions`). */
  const asAdmin = (action: string, userId: string, body: Record<string, unknown> = {}) =>
    t.request(`/api/v1/admin/people/${userId}/${action}`, json(body, { cookie: admin.cookie }))

  it('a demoted operator is refused at once, a promoted customer let in at once', async () => {
    const person = await signUp(t)
    await expectError(await customers(person.cookie), 403, 'forbidden')
    expect((await asAdmin('role', person.userId, { role: 'operator' })).status).toBe(200)
    expect((await customers(person.cookie)).status).toBe(200)
    expect((await asAdmin('role', person.userId, { role: 'customer' })).status).toBe(200)
    await expectError(await customers(person.cookie), 403, 'forbidden')
  })

  it('a signed-out, banned or revoked session is refused at once', async () => {
    const signedOut = await signUp(t)
    expect((await profile(signedOut.cookie)).status).toBe(200)
    const out = await t.request('/api/auth/sign-out', json({}, { cookie: signedOut.cookie }))
    expect(out.status).toBe(200)
    expect((await profile(signedOut.cookie)).status).toBe(401)

    const banned = await signUp(t)
    expect((await profile(banned.cookie)).status).toBe(200)
    expect((await asAdmin('ban', banned.userId, { reason: 'abuse' })).status).toBe(200)
    expect((await profile(banned.cookie)).status).toBe(401)

    const revoked = await signUp(t)
    expect((await profile(revoked.cookie)).status).toBe(200)
    expect((await asAdmin('revoke-sessions', revoked.userId)).status).toBe(200)
    expect((await profile(revoked.cookie)).status).toBe(401)
  })

  it('changing the password signs the other devices out at once', async () => {
    const { email, password } = await signUp(t)
    const signIn = async () =>
      cookieFrom(await t.request('/api/auth/sign-in/email', json({ email, password })))
    const here = await signIn()
    const elsewhere = await signIn()
    expect((await profile(elsewhere)).status).toBe(200)
    const change = await t.request(
      '/api/auth/change-password',
      json(
        { currentPassword: password, newPassword: 'Tubeless-Tyre-31', revokeOtherSessions: true },
        { cookie: here },
      ),
    )
    expect(change.status).toBe(200)
    expect((await profile(elsewhere)).status).toBe(401)
  })
})
