import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, signUp } from '../../testing/auth-helpers.ts'
import { createTestApp, readJson, withApp } from '../../testing/create-test-app.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('session checks under the rate limits', () => {
  // Hundreds of requests, one after the other.
  it('answers every session check of a steady trickle from one address, which the common limit refuses, and still limits sign-in attempts', {
    timeout: 120_000,
  }, async () => {
    await withApp(createTestApp({ auth: { rateLimit: true } }), async (t) => {
      const { cookie, email } = await signUp(t)
      const fromOneAddress = { 'x-forwarded-for': '198.51.100.40' }
      const check = (path: string) =>
        t.request(`/api/auth/${path}`, { headers: { ...fromOneAddress, cookie } })
      // Only Date: the rate limiter reads the time from it, and the database keeps its timers.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })

      // Seventeen checks a minute (a few open tabs) for a little over six minutes. A path under
      // the common rule (100 a minute) asked as often never has a minute without a request,
      // which alone starts its count again: its 101st request is refused.
      const statuses: Record<string, number[]> = {
        'get-session': [],
        token: [],
        'list-sessions': [],
      }
      for (let i = 0; i < 105; i++) {
        vi.setSystemTime(Date.now() + 60_000 / 17)
        for (const [path, seen] of Object.entries(statuses)) seen.push((await check(path)).status)
      }
      expect(new Set(statuses['get-session'])).toEqual(new Set([200]))
      expect(new Set(statuses.token)).toEqual(new Set([200]))
      expect(statuses['list-sessions']?.indexOf(429)).toBe(100)
      const session = await readJson(await check('get-session'))
      expect(session.user.email).toBe(email)

      // A flood is still held back: 150 checks in the same instant pass, the next one waits
      // until a second has passed without one.
      vi.setSystemTime(Date.now() + 1_000)
      const flood: number[] = []
      for (let i = 0; i < 151; i++) flood.push((await check('token')).status)
      expect(flood.slice(0, 150)).toEqual(Array(150).fill(200))
      expect(flood[150]).toBe(429)
      vi.setSystemTime(Date.now() + 1_000)
      expect((await check('token')).status).toBe(200)

      // Sign-in attempts from the same address keep their own limit: five a minute.
      const attempts: number[] = []
      for (let i = 0; i < 6; i++) {
        const attempt = await t.request(
          '/api/auth/sign-in/email',
          json({ email, password: 'Wrong-Pass-1234' }, fromOneAddress),
        )
        attempts.push(attempt.status)
      }
      expect(attempts).toEqual([401, 401, 401, 401, 401, 429])
    })
  })
})
