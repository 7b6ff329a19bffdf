import { eq } from 'drizzle-orm'
import { users } from '../../modules/auth/auth.table.ts'
import { uniqueEmail } from '../auth-helpers.ts'
import { adminOnly, atItsPath, everyone, type MatrixRow, signedIn } from './expect.ts'

const auth = '/api/auth/admin'

export const authAdminRows: MatrixRow[] = [
  atItsPath('GET', `${auth}/list-users`, adminOnly(200)),
  {
    method: 'GET',
    path: `${auth}/get-user`,
    expect: adminOnly(200),
    request: (r) => ({ path: `${auth}/get-user?id=${r.users.customer.userId}` }),
  },
  {
    method: 'POST',
    path: `${auth}/create-user`,
    expect: adminOnly(200),
    request: () => ({
      path: `${auth}/create-user`,
      json: { email: uniqueEmail('made'), password: 'Correct-Horse-42', name: 'Made By Admin' },
    }),
  },
  {
    method: 'POST',
    path: `${auth}/update-user`,
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${auth}/update-user`,
      json: { userId: (await r.newTarget()).id, data: { name: 'Renamed' } },
    }),
  },
  {
    method: 'POST',
    path: `${auth}/set-role`,
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${auth}/set-role`,
      json: { userId: (await r.newTarget()).id, role: 'operator' },
    }),
  },
  {
    method: 'POST',
    path: `${auth}/set-role`,
    label: 'to a role that does not exist',
    expect: adminOnly(400),
    request: async (r) => ({
      path: `${auth}/set-role`,
      json: { userId: (await r.newTarget()).id, role: 'owner' },
    }),
  },
  {
    method: 'POST',
    path: `${auth}/ban-user`,
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${auth}/ban-user`,
      json: { userId: (await r.newTarget()).id },
    }),
  },
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
  {
    method: 'POST',
    path: `${auth}/list-user-sessions`,
    expect: adminOnly(200),
    request: (r) => ({
      path: `${auth}/list-user-sessions`,
      json: { userId: r.users.customer.userId },
    }),
  },
  {
    method: 'POST',
    path: `${auth}/revoke-user-session`,
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${auth}/revoke-user-session`,
      json: { sessionToken: (await r.newTarget()).sessionToken },
    }),
  },
  {
    method: 'POST',
    path: `${auth}/revoke-user-sessions`,
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${auth}/revoke-user-sessions`,
      json: { userId: (await r.newTarget()).id },
    }),
  },
  {
    method: 'POST',
    path: `${auth}/remove-user`,
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${auth}/remove-user`,
      json: { userId: (await r.newTarget()).id },
    }),
  },
  {
    method: 'POST',
    path: `${auth}/set-user-password`,
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${auth}/set-user-password`,
      json: { userId: (await r.newTarget()).id, newPassword: 'Another-Horse-43' },
    }),
  },
  {
    method: 'POST',
    path: `${auth}/impersonate-user`,
    // Impersonation stays with admins (Better Auth's admin role), and never of another admin.
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${auth}/impersonate-user`,
      json: { userId: (await r.newTarget()).id },
    }),
  },
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
