import { describe, expect, it } from 'vitest'
import { json, signUp } from '../testing/auth-helpers.ts'
import {
  createSiblingApp,
  readJson,
  serveOnSocket,
  testBaseUrl,
  useTestApp,
  withApp,
} from '../testing/create-test-app.ts'

// Over real sockets: the address a limit counts is the connection's, unless a proxy is trusted.
describe('client addresses and rate limits over real connections', () => {
  const t = useTestApp({ auth: { rateLimit: true } })

  const serve = (trustProxy: boolean) => serveOnSocket(createSiblingApp(t, { trustProxy }))

  // A different address each time: wrong passwords for one account are also counted per account
  // (sign-in-guard.ts), which would lock it after five whatever the client's address.
  const attempts = async (port: number, email: string, forwardedFor: (i: number) => string) => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        ...json(
          { email: email.replace('@', `+${i}@`), password: 'Wrong-Pass-1234' },
          { origin: testBaseUrl, 'x-forwarded-for': forwardedFor(i) },
        ),
      })
      statuses.push(res.status)
      if (res.status === 429) expect((await readJson(res)).error.code).toBe('rate_limited')
    }
    return statuses
  }

  const limited = [401, 401, 401, 401, 401, 429]
  it.each([
    {
      what: 'a made-up X-Forwarded-For on every request does not escape the sign-in limit',
      trustProxy: false,
      forwardedFor: (i: number) => `203.0.113.${i}`,
      statuses: limited,
    },
    {
      what: 'behind a trusted proxy (TRUST_PROXY=1) each forwarded client has its own count',
      trustProxy: true,
      forwardedFor: (i: number) => `198.51.100.${i}`,
      statuses: [401, 401, 401, 401, 401, 401],
    },
    {
      what: 'behind a trusted proxy, a made-up address the client puts before the proxy’s own is ignored',
      trustProxy: true,
      // The client sends "X-Forwarded-For: 203.0.113.N"; the proxy appends the address it saw.
      forwardedFor: (i: number) => `203.0.113.${i}, 198.51.100.7`,
      statuses: limited,
    },
  ])('$what', async ({ trustProxy, forwardedFor, statuses }) => {
    const { email } = await signUp(t)
    await withApp(serve(trustProxy), async (server) => {
      expect(await attempts(server.port, email, forwardedFor)).toEqual(statuses)
    })
  })
})
