import { describe, expect, it } from 'vitest'
import { cookieFrom, json, signUp } from '../../testing/auth-helpers.ts'
import { createTestApp, readJson, useTestApp, withApp } from '../../testing/create-test-app.ts'

describe('sessions and passwords of a signed-in user', () => {
  const t = useTestApp()

  const signIn = async (email: string, password: string, userAgent: string) =>
    cookieFrom(
      await t.request(
        '/api/auth/sign-in/email',
        json({ email, password }, { 'user-agent': userAgent }),
      ),
    )

  it('lists active sessions with their devices, and revokes one of them', async () => {
    const { email, password } = await signUp(t)
    const laptop = await signIn(email, password, 'Laptop Firefox')
    const phone = await signIn(email, password, 'Phone Safari')
    const list = await readJson(
      await t.request('/api/auth/list-sessions', { headers: { cookie: laptop } }),
    )
    const agents = list.map((s: { userAgent: string }) => s.userAgent)
    expect(agents).toEqual(expect.arrayContaining(['Laptop Firefox', 'Phone Safari']))

    const phoneSession = list.find((s: { userAgent: string }) => s.userAgent === 'Phone Safari')
    const revoke = await t.request(
      '/api/auth/revoke-session',
      json({ token: phoneSession.token }, { cookie: laptop }),
    )
    expect(revoke.status).toBe(200)
    expect((await t.request('/api/v1/me/profile', { headers: { cookie: phone } })).status).toBe(401)
    expect((await t.request('/api/v1/me/profile', { headers: { cookie: laptop } })).status).toBe(
      200,
    )
  })

  it('changes the password (the current one is checked, weak ones refused), signing other devices out', async () => {
    const { email, password } = await signUp(t)
    const here = await signIn(email, password, 'Here')
    const elsewhere = await signIn(email, password, 'Elsewhere')
    const change = (body: Record<string, unknown>) =>
      t.request(
        '/api/auth/change-password',
        json({ revokeOtherSessions: true, ...body }, { cookie: here }),
      )

    const wrong = await change({
      currentPassword: 'Not-My-Pass-1',
      newPassword: 'Tubeless-Tyre-31',
    })
    expect(wrong.status).toBe(400)
    const weak = await change({ currentPassword: password, newPassword: 'tyre' })
    expect(weak.status).toBe(422)
    expect((await readJson(weak)).error.details.reasons).toEqual(
      expect.arrayContaining(['length', 'characters']),
    )

    const ok = await change({ currentPassword: password, newPassword: 'Tubeless-Tyre-31' })
    expect(ok.status).toBe(200)
    expect((await t.request('/api/v1/me/profile', { headers: { cookie: elsewhere } })).status).toBe(
      401,
    )
    expect(
      (await t.request('/api/auth/sign-in/email', json({ email, password: 'Tubeless-Tyre-31' })))
        .status,
    ).toBe(200)
  })
})

describe('our own sign-up route is rate limited too', () => {
  it('answers 429 with Retry-After after five phone sign-ups a minute from one address', async () => {
    await withApp(createTestApp({ auth: { rateLimit: true } }), async (t) => {
      const statuses: number[] = []
      let last: Response | undefined
      for (let i = 0; i < 6; i++) {
        last = await t.request(
          '/api/v1/auth/sign-up/phone',
          json(
            { name: 'P', phoneNumber: `+1201555020${i}`, password: 'Gravel-Grinder-88' },
            { 'x-forwarded-for': '198.51.100.9' },
          ),
        )
        statuses.push(last.status)
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
      expect((await readJson(last as Response)).error.code).toBe('rate_limited')
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
      // Another address is not affected.
      const other = await t.request(
        '/api/v1/auth/sign-up/phone',
        json(
          { name: 'Q', phoneNumber: '+12015550299', password: 'Gravel-Grinder-88' },
          { 'x-forwarded-for': '198.51.100.10' },
        ),
      )
      expect(other.status).toBe(200)
    })
  })
})
