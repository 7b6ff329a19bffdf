import crypto from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'

/**
 * Google and Apple as far as our server can tell: a real HTTP server answering their token and
 * key endpoints, checking PKCE, client credentials and redirect URIs, and signing id_tokens with
 * a test key. Outgoing requests to their hosts are sent here by `interceptProviderHosts`.
 */

const hosts = ['oauth2.googleapis.com', 'www.googleapis.com', 'appleid.apple.com'] as const

export interface ProviderProfile {
  sub: string
  email: string
  email_verified: boolean | string
  name?: string
  is_private_email?: string
}

interface Grant {
  provider: 'google' | 'apple'
  clientId: string
  redirectUri: string
  challenge: string | null
  profile: ProviderProfile
  nonce: string | null
}

const base64url = (buf: Buffer) => buf.toString('base64url')

export async function startProviderStub({
  google,
  apple,
}: {
  google: { clientId: string; clientSecret: string }
  apple: { clientId: string; clientSecret: string }
}) {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const kid = 'test-key-1'
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const grants = new Map<string, Grant>()
  const tokenRequests: Record<string, string>[] = []

  const idToken = (provider: 'google' | 'apple', profile: ProviderProfile, nonce: string | null) =>
    new SignJWT({ ...profile, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(
        provider === 'google' ? 'https://accounts.google.com' : 'https://appleid.apple.com',
      )
      .setAudience(provider === 'google' ? google.clientId : apple.clientId)
      .setSubject(profile.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey)

  const app = new Hono()
  const tokenEndpoint = (provider: 'google' | 'apple') => async (c: import('hono').Context) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text())) as Record<
      string,
      string
    >
    tokenRequests.push(form)
    const creds = provider === 'google' ? google : apple
    const basic = c.req.header('authorization')?.replace(/^Basic /, '')
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : []
    const clientId = form.client_id ?? decodeURIComponent(basicId ?? '')
    const clientSecret = form.client_secret ?? decodeURIComponent(basicSecret ?? '')
    if (clientId !== creds.clientId || clientSecret !== creds.clientSecret) {
      return c.json({ error: 'invalid_client' }, 401)
    }
    const grant = grants.get(form.code ?? '')
    if (!grant || grant.provider !== provider) return c.json({ error: 'invalid_grant' }, 400)
    grants.delete(form.code ?? '')
    if (grant.redirectUri !== form.redirect_uri)
      return c.json({ error: 'redirect_uri_mismatch' }, 400)
    if (grant.challenge) {
      const expected = base64url(
        crypto
          .createHash('sha256')
          .update(form.code_verifier ?? '')
          .digest(),
      )
      if (expected !== grant.challenge)
        return c.json({ error: 'invalid_grant', error_description: 'PKCE' }, 400)
    }
    return c.json({
      access_token: `access-${crypto.randomUUID()}`,
      token_type: 'Bearer',
      expires_in: 3599,
      id_token: await idToken(provider, grant.profile, grant.nonce),
    })
  }
  app.post('/oauth2.googleapis.com/token', tokenEndpoint('google'))
  app.post('/appleid.apple.com/auth/token', tokenEndpoint('apple'))
  app.get('/www.googleapis.com/oauth2/v3/certs', (c) => c.json({ keys: [jwk] }))
  app.get('/appleid.apple.com/auth/keys', (c) => c.json({ keys: [jwk] }))

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    tokenRequests,
    /**
     * What the provider's consent screen does: checks the authorization URL our server sent the
     * browser to, and hands back a code for `profile` with the state.
     */
    authorize(authorizationUrl: string, profile: ProviderProfile) {
      const url = new URL(authorizationUrl)
      const provider =
        url.host === 'accounts.google.com'
          ? 'google'
          : url.host === 'appleid.apple.com'
            ? 'apple'
            : null
      if (!provider) throw new Error(`not a provider URL: ${authorizationUrl}`)
      const p = url.searchParams
      const clientId = p.get('client_id') ?? ''
      if (clientId !== (provider === 'google' ? google : apple).clientId)
        throw new Error('wrong client_id')
      const state = p.get('state')
      if (!state) throw new Error('no state')
      const code = `code-${crypto.randomUUID()}`
      grants.set(code, {
        provider,
        clientId,
        redirectUri: p.get('redirect_uri') ?? '',
        challenge: p.get('code_challenge_method') === 'S256' ? p.get('code_challenge') : null,
        profile,
        nonce: p.get('nonce'),
      })
      return { code, state, params: p }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Sends this process's requests for the providers' hosts to the stub; returns the undo. */
export function interceptProviderHosts(stubOrigin: string) {
  const original = globalThis.fetch
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if ((hosts as readonly string[]).includes(url.host)) {
      const target = `${stubOrigin}/${url.host}${url.pathname}${url.search}`
      return input instanceof Request
        ? original(new Request(target, input), init)
        : original(target, init)
    }
    return original(input, init)
  }
  return () => {
    globalThis.fetch = original
  }
}
