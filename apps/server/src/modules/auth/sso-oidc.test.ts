import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFrom, json, send, signUpAs } from '../../testing/auth-helpers.ts'
import {
  createTestApp,
  readJson,
  type TestApp,
  testBaseUrl,
  testTrustedOrigins,
} from '../../testing/create-test-app.ts'
import { signInAtProvider, startOidcProvider } from '../../testing/oidc-provider.ts'
import { users } from './auth.table.ts'

// Single sign-on end to end (issue #43 item 3): a real OpenID Connect provider (`oidc-provider`)
// started here, registered by an admin through our route, and people of its domain signing in
// there through the authorization-code flow, as a browser would.

const domain = 'staff.example.test'
const providerId = 'sso-staff-example-test'
const client = {
  id: 'reserva',
  secret: 'a-client-secret-of-32-characters!',
  redirectUris: [`${testBaseUrl}/api/auth/sso/callback/${providerId}`],
}

describe('single sign-on against a real OpenID Connect provider', () => {
  let t: TestApp
  let idp: Awaited<ReturnType<typeof startOidcProvider>>
  let admin: { cookie: string }

  beforeAll(async () => {
    idp = await startOidcProvider({
      client,
      accounts: {
        olga: { email: `olga@${domain}`, name: 'Olga Okoro' },
        eve: { email: 'eve@elsewhere.test', name: 'Eve Elsewhere' },
      },
    })
    t = await createTestApp({
      demo: false,
      // The provider's discovery document is read only from a trusted origin.
      auth: { trustedOrigins: [...testTrustedOrigins, idp.issuer] },
    })
    admin = await signUpAs(t, 'admin', 'Ada Admin')
    const res = await t.request(
      '/api/v1/admin/sso-providers',
      send(
        'POST',
        {
          issuer: idp.issuer,
          domain,
          clientId: client.id,
          clientSecret: client.secret,
          role: 'operator',
        },
        admin.cookie,
      ),
    )
    expect(res.status, await res.clone().text()).toBe(201)
  })
  afterAll(async () => {
    await t.close()
    await idp.close()
  })

  /** Starts a sign-in for `email`; answers the provider's URL and the cookies our server set. */
  async function start(email: string) {
    const res = await t.request(
      '/api/auth/sign-in/sso',
      json({ email, callbackURL: '/operator-dashboard', errorCallbackURL: '/signin' }),
    )
    return { res, cookie: cookieFrom(res) }
  }

  /** Our server's answer to the provider sending the browser back to `callback`. */
  const callbackAt = (callback: string, cookie: string) => {
    const url = new URL(callback)
    expect(url.origin).toBe(testBaseUrl)
    return t.request(`${url.pathname}${url.search}`, { headers: { cookie }, redirect: 'manual' })
  }

  it('offers single sign-on on the sign-in page once a provider is registered', async () => {
    const options = await readJson(await t.request('/api/v1/auth/options'))
    expect(options.singleSignOn).toBe(true)
  })

  it('lists the provider for admins, never with its secret', async () => {
    const list = await readJson(
      await t.request('/api/v1/admin/sso-providers', { headers: { cookie: admin.cookie } }),
    )
    expect(JSON.stringify(list)).not.toContain(client.secret)
    expect(list.providers).toEqual([
      expect.objectContaining({ issuer: idp.issuer, domain, role: 'operator' }),
    ])
  })

  it('signs a person of the domain in at the provider, with the role the admin chose', async () => {
    const { res, cookie } = await start(`olga@${domain}`)
    expect(res.status, await res.clone().text()).toBe(200)
    const { url } = await readJson(res)
    expect(new URL(url).origin).toBe(idp.issuer)
    const callback = await signInAtProvider(url, 'olga')
    const back = await callbackAt(callback, cookie)
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe('/operator-dashboard')
    const session = cookieFrom(back)
    const profile = await readJson(
      await t.request('/api/v1/me/profile', { headers: { cookie: session } }),
    )
    expect(profile).toMatchObject({ fullName: 'Olga Okoro', role: 'operator' })

    // The provider's answer works once: the same callback again opens no session.
    const replay = await callbackAt(callback, cookie)
    expect(replay.status).toBe(302)
    expect(replay.headers.get('location')).toMatch(/^\/signin\?error=/)
    expect(cookieFrom(replay)).not.toContain('reserva.session_token=')
  })

  it('offers no single sign-on for an address outside a provider’s domain', async () => {
    const { res } = await start('someone@elsewhere.test')
    expect(res.status).toBe(404)
    expect((await readJson(res)).error.code).toBe('auth.sso_not_offered')
  })

  it('refuses a callback with a state it did not issue', async () => {
    const { res, cookie } = await start(`olga@${domain}`)
    const { url } = await readJson(res)
    const callback = new URL(await signInAtProvider(url, 'olga'))
    callback.searchParams.set('state', 'forged-state')
    const back = await callbackAt(callback.toString(), cookie)
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toMatch(/^\/signin\?error=/)
    expect(cookieFrom(back)).not.toContain('reserva.session_token=')
  })

  it('refuses a person the provider names with an address outside its domain', async () => {
    const before = await t.db.select({ id: users.id }).from(users)
    const { res, cookie } = await start(`olga@${domain}`)
    const { url } = await readJson(res)
    const back = await callbackAt(await signInAtProvider(url, 'eve'), cookie)
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toMatch(/^\/signin\?error=/)
    expect(cookieFrom(back)).not.toContain('reserva.session_token=')
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length)
  })
})

/**
 * Providers that do not behave: each its own provider for a domain of its own, registered by the
 * admin, then a person of that domain signing in there.
 */
describe('single sign-on with a provider that misbehaves', () => {
  const started: { close: () => Promise<void> }[] = []
  afterAll(async () => {
    await Promise.all(started.map((idp) => idp.close()))
  })

  /** A provider for `label.example.test` with `options`, and an app that trusts its origin. */
  async function providerFor(
    label: string,
    options: Parameters<typeof startOidcProvider>[0] extends infer O ? Partial<O> : never = {},
  ) {
    const domain = `${label}.example.test`
    const providerId = `sso-${label}-example-test`
    const idp = await startOidcProvider({
      client: { ...client, redirectUris: [`${testBaseUrl}/api/auth/sso/callback/${providerId}`] },
      accounts: { pat: { email: `pat@${domain}`, name: 'Pat Person' } },
      ...options,
    })
    started.push(idp)
    return { idp, domain }
  }

  async function register(app: TestApp, issuer: string, domain: string) {
    const admin = await signUpAs(app, 'admin', 'Ada Admin')
    return app.request(
      '/api/v1/admin/sso-providers',
      send(
        'POST',
        { issuer, domain, clientId: client.id, clientSecret: client.secret, role: 'operator' },
        admin.cookie,
      ),
    )
  }

  /** An app that trusts `origins` as well (the providers' discovery documents). */
  const appTrusting = (origins: string[]) =>
    createTestApp({ demo: false, auth: { trustedOrigins: [...testTrustedOrigins, ...origins] } })

  async function signInThrough(app: TestApp, domain: string) {
    const res = await app.request(
      '/api/auth/sign-in/sso',
      json({
        email: `pat@${domain}`,
        callbackURL: '/operator-dashboard',
        errorCallbackURL: '/signin',
      }),
    )
    expect(res.status, await res.clone().text()).toBe(200)
    const callback = new URL(await signInAtProvider((await readJson(res)).url, 'pat'))
    return app.request(`${callback.pathname}${callback.search}`, {
      headers: { cookie: cookieFrom(res) },
      redirect: 'manual',
    })
  }

  /** Sent back to the sign-in page with the provider's error, and no session. */
  const expectNoSession = (res: Response) => {
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toMatch(/^\/signin\?error=invalid_provider/)
    expect(cookieFrom(res)).not.toContain('reserva.session_token=')
  }

  it('refuses a provider whose discovery names another issuer', async () => {
    const { idp, domain } = await providerFor('wrong-issuer')
    // The same server under another name: its discovery document says 127.0.0.1.
    const other = idp.issuer.replace('127.0.0.1', 'localhost')
    const app = await appTrusting([other])
    try {
      const res = await register(app, other, domain)
      expect(res.status).toBe(422)
      expect((await readJson(res)).error.code).toBe('sso_providers.discovery_failed')
    } finally {
      await app.close()
    }
  })

  it('refuses an ID token whose signature its published keys do not check', async () => {
    const { idp, domain } = await providerFor('bad-signature', { publishForeignKeys: true })
    const app = await appTrusting([idp.issuer])
    try {
      expect((await register(app, idp.issuer, domain)).status).toBe(201)
      expectNoSession(await signInThrough(app, domain))
    } finally {
      await app.close()
    }
  })

  it('refuses an ID token that has expired when it arrives', async () => {
    const { idp, domain } = await providerFor('expired-token', { expiredIdTokens: true })
    const app = await appTrusting([idp.issuer])
    try {
      expect((await register(app, idp.issuer, domain)).status).toBe(201)
      const before = await app.db.select({ id: users.id }).from(users)
      expectNoSession(await signInThrough(app, domain))
      expect(await app.db.select({ id: users.id }).from(users)).toHaveLength(before.length)
    } finally {
      await app.close()
    }
  })
})
