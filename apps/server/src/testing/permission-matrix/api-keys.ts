import type { Records } from '../records.ts'
import { adminOnly, atItsPath, inDays, type MatrixRow, v1 } from './expect.ts'

// API keys: admins only (and never a key: api-keys.test.ts).
const keys = `${v1}/admin/api-keys`

/** A fresh key, made as an admin would, to revoke. */
async function newKey(r: Records): Promise<string> {
  const made = await r.call('admin', 'POST', keys, {
    name: 'Matrix',
    scopes: ['bookings:read'],
    expiresAt: inDays(7),
  })
  return made.key.id
}

export const apiKeyRows: MatrixRow[] = [
  atItsPath('GET', keys, adminOnly(200)),
  atItsPath('POST', keys, adminOnly(201), {
    json: { name: 'Calendar sync', scopes: ['bookings:read'], expiresAt: inDays(30) },
  }),
  {
    method: 'POST',
    path: `${keys}/{id}/revoke`,
    expect: adminOnly(200),
    request: async (r) => ({ path: `${keys}/${await newKey(r)}/revoke`, json: {} }),
  },
]
