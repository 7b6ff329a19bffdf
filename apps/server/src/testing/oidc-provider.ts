import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import Provider from 'oidc-provider'

/**
 * A real OpenID Connect provider (`oidc-provider`, with its development login and consent pages)
 * on a free port of this machine, for single sign-on tests: `accounts` by login name, one client.
 */
export async function startOidcProvider({
  client,
  accounts,
  publishForeignKeys = false,
  expiredIdTokens = false,
}: {
  client: { id: string; secret: string; redirectUris: string[] }
  accounts: Record<string, { email: string; name: string; email_verified?: boolean }>
  /** Publishes keys it does not sign with, under its own key ids: its signatures fail. */
  publishForeignKeys?: boolean
  /**
   * Issues ID tokens that live one second and answers the token request only after that
   * second: the client receives an ID token that has already expired.
   */
  expiredIdTokens?: boolean
}) {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => {
      const account = accounts[id]
      if (!account) return undefined
      return {
        accountId: id,
        claims: () => ({ sub: id, email_verified: true, ...account }),
      }
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    ...(expiredIdTokens ? { ttl: { IdToken: 1 } } : {}),
  })
  if (expiredIdTokens)
    provider.use(async (ctx, next) => {
      await next()
      if (ctx.path === '/token') await new Promise((resolve) => setTimeout(resolve, 1100))
    })
  const handle = provider.callback()
  let foreignKeys: Promise<{ keys: JWK[] }> | undefined
  server.on('request', async (req, res) => {
    if (publishForeignKeys && req.url?.startsWith('/jwks') && !req.headers['x-own-keys']) {
      foreignKeys ??= keysLike(issuer)
      res.setHeader('content-type', 'application/jwk-set+json')
      res.end(JSON.stringify(await foreignKeys))
      return
    }
    handle(req, res)
  })
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Keys of the provider's own ids and kinds, but other keys: what an impostor would publish. */
async function keysLike(issuer: string) {
  const own = await fetch(`${issuer}/jwks`, { headers: { 'x-own-keys': '1' } })
  const published = (await own.json()) as { keys: JWK[] }
  const keys = await Promise.all(
    published.keys.map(async (key) => {
      const pair = await generateKeyPair(key.alg ?? 'RS256', { extractable: true })
      return { ...(await exportJWK(pair.publicKey)), kid: key.kid, alg: key.alg, use: key.use }
    }),
  )
  return { keys }
}

/** A browser's cookies for one provider: every cookie it set, sent back on every request. */
function cookieJar() {
  const cookies = new Map<string, string>()
  return {
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair?.indexOf('=') ?? -1
        if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1))
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}

/**
 * What a person does at the provider: opens the authorization URL, signs in as `login` on its
 * development login page and consents; answers where the provider then sends the browser (the
 * callback URL with the code and the state).
 */
export async function signInAtProvider(authorizationUrl: string, login: string) {
  const jar = cookieJar()
  let url = authorizationUrl
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } })
    jar.take(res)
    const location = res.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.origin !== new URL(authorizationUrl).origin) return next.toString()
      url = next.toString()
      continue
    }
    // A page with a form: the login, or the consent.
    const html = await res.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (!action)
      throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`)
    const body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' })
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    jar.take(posted)
    url = new URL(posted.headers.get('location') ?? '', url).toString()
  }
  throw new Error('the provider never sent the browser back')
}
