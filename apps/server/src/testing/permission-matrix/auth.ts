import { eq } from 'drizzle-orm'
import { users } from '../../modules/auth/auth.table.ts'
import { uniqueEmail } from '../auth-helpers.ts'
import type { Actor, Records } from '../records.ts'
import {
  atItsPath,
  type Expected,
  everyone,
  type MatrixRequest,
  type MatrixRow,
  type Method,
  signedIn,
} from './expect.ts'

// Better Auth's own routes under /api/auth: every one it serves over HTTP has a row.
const auth = '/api/auth'
const password = 'Correct-Horse-42'
const phone = '+447700900987'

/**
 * A session of the actor's own (a fresh user with the actor's role), for calls that end or change
 * the caller's session: sent as a bearer token, so the shared cookies of the records stay valid.
 */
async function ownSession(r: Records, actor: Actor): Promise<Record<string, string>> {
  if (actor === 'visitor') return {}
  const { id, sessionToken } = await r.newTarget()
  const role = actor === 'otherCustomer' ? 'customer' : actor
  await r.t.db.update(users).set({ role }).where(eq(users.id, id))
  return { cookie: 'none=1', authorization: `Bearer ${sessionToken}` }
}

/** A row that calls with a session of the actor's own (see `ownSession`). */
const onOwnSession = (
  method: Method,
  path: string,
  expect: Record<Actor, Expected>,
  { label, json }: { label?: string; json?: unknown } = {},
): MatrixRow => ({
  method,
  path: `${auth}${path}`,
  ...(label ? { label } : {}),
  expect,
  request: async (r, actor): Promise<MatrixRequest> => ({
    path: `${auth}${path}`,
    headers: await ownSession(r, actor),
    ...(json === undefined ? {} : { json }),
  }),
})

const at = (
  method: Method,
  path: string,
  expect: Record<Actor, Expected>,
  options: Parameters<typeof atItsPath>[3] = {},
) => atItsPath(method, `${auth}${path}`, expect, options)

/** A call no one may make over HTTP: 404 to every actor, the admin included. */
const absent = everyone(404)

/** An admin endpoint's call about a fresh user nobody else relies on, with more of a body. */
const adminCall = (endpoint: string, more: Record<string, unknown> = {}, label?: string) =>
  atItsPath('POST', `${auth}/admin/${endpoint}`, absent, {
    label,
    jsonFrom: async (r) => ({ userId: (await r.newTarget()).id, ...more }),
  })

/**
 * Better Auth's admin endpoints act without our audit rows or the guard that keeps an admin:
 * over HTTP they are absent for everyone, the admin included. Admins act through
 * /api/v1/admin/people, which calls them from the server (user-policy.ts).
 */
const adminRows: MatrixRow[] = [
  at('GET', '/admin/list-users', absent),
  {
    method: 'GET',
    path: `${auth}/admin/get-user`,
    expect: absent,
    request: (r) => ({ path: `${auth}/admin/get-user?id=${r.users.customer.userId}` }),
  },
  at('POST', '/admin/create-user', absent, {
    jsonFrom: () => ({ email: uniqueEmail('made'), password, name: 'Made', role: 'admin' }),
  }),
  adminCall('update-user', { data: { role: ['admin', 'operator'] } }),
  adminCall('update-user', { data: { email: uniqueEmail('moved') } }, 'an address'),
  adminCall('update-user', { data: { emailVerified: true } }, 'a verification'),
  adminCall('set-role', { role: 'admin' }),
  adminCall('ban-user'),
  adminCall('unban-user'),
  at('POST', '/admin/list-user-sessions', absent, {
    jsonFrom: (r) => ({ userId: r.users.customer.userId }),
  }),
  at('POST', '/admin/revoke-user-session', absent, {
    jsonFrom: async (r) => ({ sessionToken: (await r.newTarget()).sessionToken }),
  }),
  adminCall('revoke-user-sessions'),
  adminCall('remove-user'),
  adminCall('set-user-password', { newPassword: 'Another-Horse-43' }),
  adminCall('impersonate-user'),
  at('POST', '/admin/stop-impersonating', absent),
  at('POST', '/admin/has-permission', absent, { json: { permissions: { user: ['list'] } } }),
]

/** A session's own business: the signed-in caller's answer, 401 to a visitor. */
const own = (status: Expected) => signedIn(status)

const signInRows: MatrixRow[] = [
  at('POST', '/sign-up/email', everyone(200), {
    jsonFrom: () => ({ email: uniqueEmail('joined'), password, name: 'Jo Joined' }),
  }),
  at('POST', '/sign-in/email', everyone(401), {
    json: { email: 'nobody@example.test', password: 'Wrong-Horse-1' },
  }),
  at('POST', '/sign-in/social', everyone('4xx'), { json: { provider: 'google' } }),
  {
    method: 'GET',
    path: `${auth}/callback/{id}`,
    expect: everyone(302),
    request: () => ({ path: `${auth}/callback/google?state=x&code=y` }),
  },
  {
    method: 'POST',
    path: `${auth}/callback/{id}`,
    expect: everyone(302),
    request: () => ({ path: `${auth}/callback/google`, json: { state: 'x', code: 'y' } }),
  },
  at('GET', '/get-session', everyone(200)),
  // The open-api plugin: its document (merged into /api/openapi.json) and its page, both off.
  at('GET', '/open-api/generate-schema', everyone(404)),
  at('GET', '/reference', everyone(404)),
  // Only with deferSessionRefresh, which is off.
  at('POST', '/get-session', everyone(405)),
  onOwnSession('POST', '/sign-out', everyone(200)),
  at('GET', '/token', own(200)),
  at('GET', '/jwks', everyone(200)),
  at('GET', '/ok', everyone(200)),
  // Sends the browser on to the sign-in page, which says what failed (onAPIError.errorURL).
  at('GET', '/error', everyone(302)),
  at('POST', '/sign-in/phone-number', everyone(401), {
    json: { phoneNumber: phone, password: 'Wrong-Horse-1' },
  }),
  at('POST', '/phone-number/send-otp', everyone(200), { json: { phoneNumber: phone } }),
  at('POST', '/phone-number/verify', everyone(400), {
    json: { phoneNumber: phone, code: '000000' },
  }),
  at('POST', '/phone-number/request-password-reset', everyone(200), {
    json: { phoneNumber: phone },
  }),
  // A wrong code, then too many of them (403) for the one number every actor tries.
  at('POST', '/phone-number/reset-password', everyone('4xx'), {
    json: { phoneNumber: phone, otp: '000000', newPassword: 'Another-Horse-43' },
  }),
  at('POST', '/email-otp/send-verification-otp', everyone(200), {
    jsonFrom: () => ({ email: uniqueEmail('otp'), type: 'email-verification' }),
  }),
  at('POST', '/email-otp/check-verification-otp', everyone('4xx'), {
    json: { email: 'nobody@example.test', type: 'email-verification', otp: '000000' },
  }),
  at('POST', '/email-otp/verify-email', everyone('4xx'), {
    json: { email: 'nobody@example.test', otp: '000000' },
  }),
  at('POST', '/sign-in/email-otp', everyone('4xx'), {
    json: { email: 'nobody@example.test', otp: '000000' },
  }),
  at('POST', '/email-otp/request-password-reset', everyone(200), {
    json: { email: 'nobody@example.test' },
  }),
  at('POST', '/forget-password/email-otp', everyone(200), {
    json: { email: 'nobody@example.test' },
  }),
  at('POST', '/email-otp/reset-password', everyone('4xx'), {
    json: { email: 'nobody@example.test', otp: '000000', password: 'Another-Horse-43' },
  }),
  at('POST', '/email-otp/request-email-change', own('4xx'), {
    json: { newEmail: 'moved@example.test' },
  }),
  at('POST', '/email-otp/change-email', own('4xx'), {
    json: { newEmail: 'moved@example.test', otp: '000000' },
  }),
  // Wallet sign-in (wallet-sign-in.ts): a nonce for anyone; a message is judged alike for every
  // caller, and one with a nonce the server never issued is refused.
  at('POST', '/siwe/nonce', everyone(200)),
  at('POST', '/siwe/get-nonce', everyone(200)),
  at('POST', '/siwe/verify', everyone(401), {
    json: {
      message: [
        'localhost:3000 wants you to sign in with your Ethereum account:',
        '0x0000000000000000000000000000000000000001',
        '',
        'URI: http://localhost:3000',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: a1b2c3d4e5f60718',
        'Issued At: 2030-01-01T00:00:00.000Z',
      ].join('\n'),
      signature: '0x00',
    },
  }),
]

const accountRows: MatrixRow[] = [
  at('POST', '/request-password-reset', everyone(200), {
    json: { email: 'nobody@example.test', redirectTo: '/reset-password' },
  }),
  at('POST', '/reset-password', everyone(400), {
    json: { token: 'not-a-token', newPassword: 'Another-Horse-43' },
  }),
  {
    method: 'GET',
    path: `${auth}/reset-password/{token}`,
    expect: everyone(302),
    request: () => ({ path: `${auth}/reset-password/not-a-token?callbackURL=/reset-password` }),
  },
  at('GET', '/verify-email', everyone('4xx'), { query: 'token=not-a-token' }),
  // Signed in, only for one's own address.
  at(
    'POST',
    '/send-verification-email',
    { ...everyone(400), visitor: 200 },
    {
      json: { email: 'nobody@example.test' },
    },
  ),
  at('POST', '/verify-password', own('4xx'), { json: { password: 'Wrong-Horse-1' } }),
  at('POST', '/change-password', own('4xx'), {
    json: { currentPassword: 'Wrong-Horse-1', newPassword: 'Another-Horse-43' },
  }),
  at('POST', '/change-email', own('4xx'), { json: { newEmail: 'moved@example.test' } }),
  onOwnSession('POST', '/update-user', own(200), { json: { name: 'Renamed Self' } }),
  onOwnSession('POST', '/update-user', own(400), {
    label: 'a role of their choosing',
    json: { role: 'admin' },
  }),
  onOwnSession('POST', '/update-user', own('4xx'), {
    label: 'their address',
    json: { email: 'moved@example.test' },
  }),
  onOwnSession('POST', '/update-session', own(400), { json: {} }),
  onOwnSession('POST', '/delete-user', own('4xx'), { json: {} }),
  at('GET', '/delete-user/callback', everyone('4xx'), { query: 'token=not-a-token' }),
  at('GET', '/list-sessions', own(200)),
  at('POST', '/revoke-session', own(200), { json: { token: 'not-a-session' } }),
  onOwnSession('POST', '/revoke-sessions', own(200), { json: {} }),
  onOwnSession('POST', '/revoke-other-sessions', own(200), { json: {} }),
  at('GET', '/list-accounts', own(200)),
  at('POST', '/link-social', own('4xx'), { json: { provider: 'google' } }),
  // No linked account to act on: refused for everyone (a visitor's body is judged first).
  at('POST', '/unlink-account', everyone('4xx'), { json: { providerId: 'google' } }),
  at('POST', '/refresh-token', everyone('4xx'), { json: { providerId: 'google' } }),
  at('POST', '/get-access-token', everyone('4xx'), { json: { providerId: 'google' } }),
  at('GET', '/account-info', own('4xx'), { query: 'accountId=not-an-account' }),
  at('POST', '/two-factor/get-totp-uri', own('4xx'), { json: { password: 'Wrong-Horse-1' } }),
  at('POST', '/two-factor/enable', own('4xx'), { json: { password: 'Wrong-Horse-1' } }),
  at('POST', '/two-factor/disable', own('4xx'), { json: { password: 'Wrong-Horse-1' } }),
  at('POST', '/two-factor/generate-backup-codes', own('4xx'), {
    json: { password: 'Wrong-Horse-1' },
  }),
  at('POST', '/two-factor/verify-totp', everyone('4xx'), { json: { code: '000000' } }),
  at('POST', '/two-factor/send-otp', everyone('4xx'), { json: {} }),
  at('POST', '/two-factor/verify-otp', everyone('4xx'), { json: { code: '000000' } }),
  at('POST', '/two-factor/verify-backup-code', everyone('4xx'), { json: { code: 'xxxx-xxxx' } }),
]

/**
 * Single sign-on (single-sign-on.ts): a sign-in and the provider's answer are open to everyone;
 * Better Auth's provider endpoints are absent over HTTP, the admin included (admins register
 * providers at /api/v1/admin/sso-providers).
 */
const ssoRows: MatrixRow[] = [
  at('POST', '/sign-in/sso', everyone('4xx'), {
    json: { email: 'someone@no-provider.test', callbackURL: '/' },
  }),
  {
    method: 'GET',
    path: `${auth}/sso/callback/:providerId`,
    expect: everyone(302),
    request: () => ({ path: `${auth}/sso/callback/sso-nobody-test?code=x&state=y` }),
  },
  at('GET', '/sso/callback', absent, { query: 'code=x&state=y' }),
  at('POST', '/sso/register', absent, {
    json: {
      providerId: 'sso-evil-test',
      issuer: 'https://idp.evil.test',
      domain: 'evil.test',
      oidcConfig: { clientId: 'c', clientSecret: 's' },
    },
  }),
  at('GET', '/sso/providers', absent),
  at('GET', '/sso/get-provider', absent, { query: 'providerId=sso-nobody-test' }),
  at('POST', '/sso/update-provider', absent, {
    json: { providerId: 'sso-nobody-test', domain: 'evil.test' },
  }),
  at('POST', '/sso/delete-provider', absent, { json: { providerId: 'sso-nobody-test' } }),
  at('GET', '/sso/saml2/sp/metadata', absent, { query: 'providerId=sso-nobody-test' }),
  ...(['GET', 'POST'] as const).flatMap((method) =>
    ['acs', 'slo'].map(
      (kind): MatrixRow => ({
        method,
        path: `${auth}/sso/saml2/sp/${kind}/:providerId`,
        expect: absent,
        request: () => ({
          path: `${auth}/sso/saml2/sp/${kind}/sso-nobody-test`,
          ...(method === 'POST' ? { json: {} } : {}),
        }),
      }),
    ),
  ),
  {
    method: 'POST',
    path: `${auth}/sso/saml2/logout/:providerId`,
    expect: absent,
    request: () => ({ path: `${auth}/sso/saml2/logout/sso-nobody-test`, json: {} }),
  },
]

export const authRows: MatrixRow[] = [...adminRows, ...signInRows, ...accountRows, ...ssoRows]
