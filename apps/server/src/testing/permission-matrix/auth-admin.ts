import { eq } from 'drizzle-orm'
import { users } from '../../modules/auth/auth.table.ts'
import { uniqueEmail } from '../auth-helpers.ts'
import type { Actor } from '../records.ts'
import {
  adminOnly,
  atItsPath,
  type Expected,
  everyone,
  type MatrixRow,
  signedIn,
} from './expect.ts'

const auth = '/api/auth/admin'

/** An admin endpoint's call about a fresh user nobody else relies on, with more of a body if given. */
const onTarget = (
  endpoint: string,
  {
    label,
    expect = adminOnly(200),
    more = {},
  }: {
    label?: string
    expect?: Record<Actor, Expected>
    more?: Record<string, unknown>
  } = {},
) =>
  atItsPath('POST', `${auth}/${endpoint}`, expect, {
    label,
    jsonFrom: async (r) => ({ userId: (await r.newTarget()).id, ...more }),
  })

export const authAdminRows: MatrixRow[] = [
  atItsPath('GET', `${auth}/list-users`, adminOnly(200)),
  {
    method: 'GET',
    path: `${auth}/get-user`,
    expect: adminOnly(200),
    request: (r) => ({ path: `${auth}/get-user?id=${r.users.customer.userId}` }),
  },
  atItsPath('POST', `${auth}/create-user`, adminOnly(200), {
    jsonFrom: () => ({
      email: uniqueEmail('made'),
      password: 'Correct-Horse-42',
      name: 'Made By Admin',
    }),
  }),
  onTarget('update-user', { more: { data: { name: 'Renamed' } } }),
  onTarget('set-role', { more: { role: 'operator' } }),
  onTarget('set-role', {
    label: 'to a role that does not exist',
    expect: adminOnly(400),
    more: { role: 'owner' },
  }),
  onTarget('ban-user'),
  {
    method: 'POST',
    path: `${auth}/unban-user`,
    expect: adminOnly(200),
    request: async (r) => {
      const { id: userId } = await r.newTarget()
      await r.call('admin', 'POST', `${auth}/ban-user`, { userId }, 200)
      return { path: `${auth}/unban-user`, json: { userId } }
    },
  },
  atItsPath('POST', `${auth}/list-user-sessions`, adminOnly(200), {
    jsonFrom: (r) => ({ userId: r.users.customer.userId }),
  }),
  atItsPath('POST', `${auth}/revoke-user-session`, adminOnly(200), {
    jsonFrom: async (r) => ({ sessionToken: (await r.newTarget()).sessionToken }),
  }),
  onTarget('revoke-user-sessions'),
  onTarget('remove-user'),
  onTarget('set-user-password', { more: { newPassword: 'Another-Horse-43' } }),
  // Impersonation stays with admins (Better Auth's admin role), and never of another admin.
  onTarget('impersonate-user'),
  {
    method: 'POST',
    path: `${auth}/impersonate-user`,
    label: 'an admin',
    expect: adminOnly(403),
    request: async (r) => {
      const { id: userId } = await r.newTarget()
      await r.t.db.update(users).set({ role: 'admin' }).where(eq(users.id, userId))
      return { path: `${auth}/impersonate-user`, json: { userId } }
    },
  },
  // Nobody here is impersonating anyone.
  atItsPath('POST', `${auth}/stop-impersonating`, { ...everyone(400), visitor: 401 }),
  // Anyone signed in may ask what they may do; the answer is about themselves.
  atItsPath('POST', `${auth}/has-permission`, signedIn(200), {
    json: { permissions: { user: ['list'] } },
  }),
]
