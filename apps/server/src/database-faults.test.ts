import { describe, expect, it, vi } from 'vitest'
import { isDatabaseUnavailable } from './db/errors.ts'
import { signUp } from './testing/auth-helpers.ts'
import { createTestApp, readJson, type TestApp, withApp } from './testing/create-test-app.ts'
import { emptyDatabase, takeDatabaseAway } from './testing/db-faults.ts'
import { testDbKind } from './testing/test-db.ts'

/** Requests that read the database in different ways: ours, Better Auth's, with and without a session. */
const requests = (cookie: string): [string, RequestInit][] => [
  ['/api/health', {}],
  ['/api/v1/settings/public', {}],
  ['/api/v1/bookings', { headers: { cookie } }],
  ['/api/v1/me/profile', { headers: { cookie } }],
  ['/api/auth/get-session', { headers: { cookie } }],
  [
    '/api/auth/sign-in/email',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.test', password: 'Correct-Horse-42' }),
    },
  ],
]

/**
 * Every request is answered 503 with Retry-After and the common error shape. Better Auth's router
 * prints a query that failed inside one of its endpoints (`# SERVER_ERROR:`) unless its
 * `onAPIError.throw` is set; these are asserted here, one per failed query, each a database's.
 */
async function expectUnavailable(t: TestApp, cookie: string) {
  const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
  for (const [path, init] of requests(cookie)) {
    const res = await t.request(path, init)
    expect(res.status, path).toBe(503)
    expect(res.headers.get('retry-after'), path).toBe('5')
    expect(await readJson(res), path).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'The database does not answer. Please try again shortly.',
        details: { retryAfter: 5 },
      },
    })
  }
  for (const [label, error] of printed.mock.calls) {
    expect(label).toBe('# SERVER_ERROR: ')
    expect(isDatabaseUnavailable(error)).toBe(true)
  }
  printed.mockClear()
}

describe(`a database that cannot be reached (${testDbKind})`, () => {
  it('is answered 503 with Retry-After on every kind of route, never a 500 or a missing session', async () => {
    await withApp(createTestApp(), async (t) => {
      const { cookie } = await signUp(t)
      // Each answers as usual first (the sign-in of an unknown address: 401).
      for (const [path, init] of requests(cookie)) {
        expect([200, 401], path).toContain((await t.request(path, init)).status)
      }
      const away = await takeDatabaseAway(t.database)
      try {
        await expectUnavailable(t, cookie)
      } finally {
        await away.restore()
      }
      // PostgreSQL's comes back under its name, and so does every answer.
      if (testDbKind === 'postgres') {
        expect((await t.request('/api/health')).status).toBe(200)
        expect((await t.request('/api/v1/bookings', { headers: { cookie } })).status).toBe(200)
      }
    })
  })

  it('is answered 503 when it was dropped and made again empty, health included', async () => {
    await withApp(createTestApp(), async (t) => {
      const { cookie } = await signUp(t)
      await emptyDatabase(t.db)
      await expectUnavailable(t, cookie)
    })
  })
})
