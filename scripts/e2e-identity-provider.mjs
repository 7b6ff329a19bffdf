// An OpenID Connect identity provider for the browser tests: the real `oidc-provider` with its
// development login and consent pages, on http://127.0.0.1:${E2E_IDP_PORT ?? 3102}. It signs in
// anyone who types a login, as `<login>@staff.e2e.test`, for one client whose redirect URI is
// Reserva's callback for that domain (the provider id follows from the domain).
import http from 'node:http'
import Provider from 'oidc-provider'

export const identityProviderDomain = 'staff.e2e.test'

/** Starts the provider for the Reserva at `appOrigin`; answers its issuer and a close. */
export async function startIdentityProvider({ port, appOrigin }) {
  const issuer = `http://127.0.0.1:${port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'reserva-e2e',
        client_secret: 'reserva-e2e-client-secret-of-32-characters',
        redirect_uris: [
          `${appOrigin}/api/auth/sso/callback/sso-${identityProviderDomain.replace(/\./g, '-')}`,
        ],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => ({
        sub: login,
        email: `${login}@${identityProviderDomain}`,
        email_verified: true,
        name: `${login[0]?.toUpperCase() ?? ''}${login.slice(1)} Staff`,
      }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['reserva-e2e-identity-provider'] },
  })
  const server = http.createServer(provider.callback())
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { issuer, close: () => new Promise((resolve) => server.close(resolve)) }
}
