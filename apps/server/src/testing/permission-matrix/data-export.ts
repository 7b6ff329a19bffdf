import type { Records } from '../records.ts'
import { adminOnly, atItsPath, type MatrixRow, signedIn, v1 } from './expect.ts'

// A person's data export (decision 051): one's own for anyone signed in, anyone's for admins,
// and the archive for whoever asked for it alone.

/** The customer's export, asked for and prepared once per set of records. */
const prepared = new WeakMap<Records, Promise<string>>()
const customersExport = (r: Records) => {
  let id = prepared.get(r)
  if (!id) {
    id = (async () => {
      const made = await r.call('customer', 'POST', `${v1}/me/data-export`, {}, 202)
      await r.t.dataExports.tick()
      return made.export.id as string
    })()
    prepared.set(r, id)
  }
  return id
}

export const dataExportRows: MatrixRow[] = [
  atItsPath('GET', `${v1}/me/data-export`, signedIn(200)),
  atItsPath('POST', `${v1}/me/data-export`, signedIn(202), { json: {} }),
  {
    method: 'GET',
    path: `${v1}/admin/people/{id}/data-export`,
    expect: adminOnly(200),
    request: (r) => ({ path: `${v1}/admin/people/${r.users.customer.userId}/data-export` }),
  },
  {
    method: 'POST',
    path: `${v1}/admin/people/{id}/data-export`,
    expect: adminOnly(202),
    request: (r) => ({
      path: `${v1}/admin/people/${r.users.customer.userId}/data-export`,
      json: {},
    }),
  },
  {
    method: 'GET',
    path: `${v1}/data-exports/{id}/archive`,
    expect: { visitor: 401, customer: 200, otherCustomer: 404, operator: 404, admin: 404 },
    request: async (r) => ({ path: `${v1}/data-exports/${await customersExport(r)}/archive` }),
  },
]
