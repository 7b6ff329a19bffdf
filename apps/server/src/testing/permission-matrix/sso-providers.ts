import { adminOnly, type MatrixRow, v1 } from './expect.ts'

// Single sign-on providers: admins only. No identity provider answers in the matrix, so an
// admin's registration is refused at discovery (422) and a removal finds no provider (404).
const providers = `${v1}/admin/sso-providers`

export const ssoProviderRows: MatrixRow[] = [
  { method: 'GET', path: providers, expect: adminOnly(200), request: () => ({ path: providers }) },
  {
    method: 'POST',
    path: providers,
    expect: adminOnly(422),
    request: () => ({
      path: providers,
      json: {
        issuer: 'https://idp.example.test',
        domain: 'example.test',
        clientId: 'reserva',
        clientSecret: 'a-secret',
        role: 'operator',
      },
    }),
  },
  {
    method: 'DELETE',
    path: `${providers}/{providerId}`,
    expect: adminOnly(404),
    request: () => ({ path: `${providers}/sso-nobody-example-test` }),
  },
]
