import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFrom, json } from '../../testing/auth-helpers.ts'
import { createTestApp, readJson, type TestApp } from '../../testing/create-test-app.ts'
import { interceptProviderHosts, startProviderStub } from '../../testing/oauth-provider-stub.ts'
import { accounts, users } from './auth.table.ts'

const google = { clientId: 'google-client.apps.example', clientSecret: 'google-secret' }
const apple = { clientId: 'com.example.reserva.web', clientSecret: 'apple-client-secret-jwt' }

describe('Google and Apple sign-in (real redirect and callback code, stubbed provider endpoints)', () => {
  let t: TestApp
  let stub: Awaited<ReturnType<typeof startProviderStub>>
  let restoreFetch: () => void

  beforeAll(async () => {
    stub = await startProviderStub({ google, apple })
    restoreFetch = interceptProviderHosts(stub.origin)
    t = await createTestApp({ auth: { socialProviders: { google, apple } } })
  })
  afterAll(async () => {
    restoreFetch()
    await t.close()
    await stub.close()
  })

  /** Asks our server where to send the browser; returns that URL and the cookies it set. */
  async function start(provider: 'google' | 'apple') {
    const res = await t.request(
      '/api/auth/sign-in/social',
      json({ provider, callbackURL: '/dashboard', errorCallbackURL: '/signin' }),
    )
    expect(res.status).toBe(200)
    const body = await readJson(res)
    expect(body.redirect).toBe(true)
    return { url: body.url as string, cookie: cookieFrom(res) }
  }

  it('Google: redirects with state and PKCE, and the callback signs the person in with a profile', async () => {
    const { url, cookie } = await start('google')
    const { code, state, params } = stub.authorize(url, {
      sub: 'google-user-1',
      email: 'gina@example.test',
      email_verified: true,
      name: 'Gina Gears',
    })
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google')
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(params.get('response_type')).toBe('code')

    const callback = await t.request(`/api/auth/callback/google?code=${code}&state=${state}`, {
      headers: { cookie },
      redirect: 'manual',
    })
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe('/dashboard')
    // The token request carried the verifier that matches the challenge (the stub checked it).
    expect(stub.tokenRequests.at(-1)?.code_verifier).toBeTruthy()

    const session = cookieFrom(callback)
    const profile = await readJson(
      await t.request('/api/v1/me/profile', { headers: { cookie: session } }),
    )
    expect(profile).toMatchObject({ fullName: 'Gina Gears', role: 'customer' })
  })

  it('Google: a callback with a state that was not issued is refused and signs nobody in', async () => {
    const { url, cookie } = await start('google')
    const { code } = stub.authorize(url, {
      sub: 'g-2',
      email: 'x@example.test',
      email_verified: true,
    })
    const res = await t.request(`/api/auth/callback/google?code=${code}&state=forged-state`, {
      headers: { cookie },
      redirect: 'manual',
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toContain('error=')
    expect(cookieFrom(res)).not.toContain('reserva.session_token=')
    expect(await t.db.select().from(users).where(eq(users.email, 'x@example.test'))).toEqual([])
  })

  it('Apple: form_post callback with the name from the first authorization and a private-relay address', async () => {
    const relay = 'k7x2q9@privaterelay.appleid.com'
    const signInOnce = async (withName: boolean) => {
      const { url, cookie } = await start('apple')
      const { code, state, params } = stub.authorize(url, {
        sub: '001234.apple-user',
        email: relay,
        email_verified: 'true',
        is_private_email: 'true',
      })
      expect(params.get('response_mode')).toBe('form_post')
      const form = new URLSearchParams({ code, state })
      if (withName) {
        form.set(
          'user',
          JSON.stringify({ name: { firstName: 'Ana', lastName: 'López' }, email: relay }),
        )
      }
      // Apple POSTs the form from its own origin to our callback.
      const posted = await t.request('/api/auth/callback/apple', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://appleid.apple.com',
        },
        body: form.toString(),
        redirect: 'manual',
      })
      expect(posted.status).toBe(302)
      // Our server hands the browser back to its own GET callback, where the state cookie is sent.
      const next = new URL(posted.headers.get('location') ?? '', 'http://localhost:3000')
      const done = await t.request(next.pathname + next.search, {
        headers: { cookie },
        redirect: 'manual',
      })
      expect(done.status).toBe(302)
      expect(done.headers.get('location')).toBe('/dashboard')
      return cookieFrom(done)
    }

    const first = await signInOnce(true)
    const profile = await readJson(
      await t.request('/api/v1/me/profile', { headers: { cookie: first } }),
    )
    expect(profile).toMatchObject({ fullName: 'Ana López', role: 'customer' })

    // Apple sends the name only the first time; a later sign-in keeps it and the same account.
    const second = await signInOnce(false)
    const again = await readJson(
      await t.request('/api/v1/me/profile', { headers: { cookie: second } }),
    )
    expect(again.id).toBe(profile.id)
    expect(again.fullName).toBe('Ana López')
    const linked = await t.db.select().from(accounts).where(eq(accounts.userId, profile.id))
    expect(linked.map((a) => [a.providerId, a.accountId])).toEqual([['apple', '001234.apple-user']])
  })
})
