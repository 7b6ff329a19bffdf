import { profiles } from '../../modules/profiles/profiles.table.ts'
import { uniqueEmail } from '../auth-helpers.ts'
import type { Records } from '../records.ts'
import { adminOnly, atItsPath, isoDay, type MatrixRow, signedIn, v1 } from './expect.ts'

// People, the audit log and statistics: admins only.
const people = `${v1}/admin/people`

/** A fresh user with a session and a profile, optionally asking to be an operator. */
async function target(r: Records, requestedRole: 'operator' | null = null) {
  const made = await r.newTarget()
  await r.t.db.insert(profiles).values({ id: made.id, fullName: 'Tara Target', requestedRole })
  return made.id
}

export const peopleRows: MatrixRow[] = [
  {
    method: 'GET',
    path: people,
    expect: adminOnly(200),
    request: () => ({ path: `${people}?search=cora&role=customer&sort=name&order=asc` }),
  },
  {
    method: 'POST',
    path: people,
    expect: adminOnly(201),
    request: () => ({
      path: people,
      json: {
        name: 'Made By Admin',
        email: uniqueEmail('made'),
        password: 'Correct-Horse-42',
        role: 'operator',
      },
    }),
  },
  {
    method: 'GET',
    path: `${people}/{id}`,
    expect: adminOnly(200),
    request: (r) => ({ path: `${people}/${r.users.customer.userId}` }),
  },
  {
    method: 'POST',
    path: `${people}/{id}/role`,
    expect: adminOnly(200),
    request: async (r) => ({ path: `${people}/${await target(r)}/role`, json: { role: 'admin' } }),
  },
  {
    method: 'POST',
    path: `${people}/{id}/operator-request`,
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${people}/${await target(r, 'operator')}/operator-request`,
      json: { decision: 'approve' },
    }),
  },
  {
    method: 'POST',
    path: `${people}/{id}/ban`,
    expect: adminOnly(200),
    request: async (r) => ({
      path: `${people}/${await target(r)}/ban`,
      json: { reason: 'Spam', expiresAt: `${isoDay(30)}T00:00:00Z` },
    }),
  },
  {
    method: 'POST',
    path: `${people}/{id}/unban`,
    expect: adminOnly(200),
    request: async (r) => {
      const id = await target(r)
      await r.call('admin', 'POST', `${people}/${id}/ban`, { reason: 'Spam' }, 200)
      return { path: `${people}/${id}/unban` }
    },
  },
  {
    method: 'POST',
    path: `${people}/{id}/erase`,
    expect: adminOnly(200),
    request: async (r) => ({ path: `${people}/${await target(r)}/erase`, json: {} }),
  },
  // Deleting one's own account: a wrong password never deletes anything (staff are refused
  // before it is checked: an admin erases them).
  atItsPath(
    'POST',
    `${v1}/me/delete-account`,
    { ...signedIn(400), operator: 403, admin: 403 },
    {
      json: { password: 'not the password' },
    },
  ),
  {
    method: 'POST',
    path: `${people}/{id}/revoke-sessions`,
    expect: adminOnly(200),
    request: async (r) => ({ path: `${people}/${await target(r)}/revoke-sessions` }),
  },
  {
    method: 'GET',
    path: `${v1}/admin/audit`,
    expect: adminOnly(200),
    request: (r) => ({ path: `${v1}/admin/audit?entity=booking&entityId=${r.booking.id}` }),
  },
  {
    method: 'GET',
    path: `${v1}/admin/audit.csv`,
    expect: adminOnly(200),
    request: (r) => ({ path: `${v1}/admin/audit.csv?entity=booking&entityId=${r.booking.id}` }),
  },
  {
    method: 'GET',
    path: `${v1}/admin/statistics`,
    expect: adminOnly(200),
    request: () => ({
      path: `${v1}/admin/statistics?from=${isoDay(-30)}&to=${isoDay(30)}&granularity=week`,
    }),
  },
  {
    method: 'GET',
    path: `${v1}/admin/system`,
    expect: adminOnly(200),
    request: () => ({ path: `${v1}/admin/system` }),
  },
]
