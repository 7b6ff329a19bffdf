import { describe, expect, it } from 'vitest'
import { json, signUp } from '../testing/auth-helpers.ts'
import {
  createSiblingApp,
  readJson,
  serveOnSocket,
  testBaseUrl,
  useTestApp,
} from '../testing/create-test-app.ts'

// Over real sockets: the address a limit counts is the connection's, unless a proxy is trusted.
describe('client addresses and rate limits over real connections', () => {
  const t = useTestApp({ auth: { rateLimit: true } })

  const serve = (trustProxy: boolean) => serveOnSocket(createSiblingApp(t, { trustProxy }))

  const attempts = async (port: number, email: string, forwardedFor: (i: number) => string) => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
        ...json(
          { email, password: 'Wrong-Pass-1234' },
          { origin: testBaseUrl, 'x-forwarded-for': forwardedFor(i) },
        ),
      })
      statuses.push(res.status)
      if (res.status === 429) expect((await readJson(res)).error.code).toBe('rate_limited')
    }
    return statuses
  }

  it('a made-up X-Forwarded-For on every request does not escape the sign-in limit', async () => {
    const { email } = await signUp(t)
    const server = await serve(false)
    try {
      expect(await attempts(server.port, email, (i) => `203.0.113.${i}`)).toEqual([
        401, 401, 401, 401, 401, 429,
      ])
    } finally {
      await server.close()
    }
  })

  it('behind a trusted proxy (TRUST_PROXY=1) each forwarded client has its own count', async () => {
    const { email } = await signUp(t)
    const server = await serve(true)
    try {
      expect(await attempts(server.port, email, (i) => `198.51.100.${i}`)).toEqual([
        401, 401, 401, 401, 401, 401,
      ])
    } finally {
      await server.close()
    }
  })

  it('behind a trusted proxy, a made-up address the client puts before the proxy’s own is ignored', async () => {
    const { email } = await signUp(t)
    const server = await serve(true)
    try {
      // The client sends "X-Forwarded-For: 203.0.113.N"; the proxy appends the address it saw.
      expect(await attempts(server.port, email, (i) => `203.0.113.${i}, 198.51.100.7`)).toEqual([
        401, 401, 401, 401, 401, 429,
      ])
    } finally {
      await server.close()
    }
  })
})
