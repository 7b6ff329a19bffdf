import type { Actor, Records } from '../records.ts'

/** An exact status, or any status of a class. */
export type Expected = number | '2xx' | '4xx'
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface MatrixRequest {
  /** The concrete path, with its query. */
  path: string
  /** JSON (sent as application/json), or a ready body such as FormData. */
  json?: unknown
  body?: RequestInit['body']
  headers?: Record<string, string>
}

export interface MatrixRow {
  method: Method
  /** As the OpenAPI document writes it (`{id}`), or Better Auth's path under /api/auth. */
  path: string
  /** Tells apart rows of one route that check different cases (an action, a scope). */
  label?: string
  expect: Record<Actor, Expected>
  /** The call for one actor; made on fresh records where the call changes them. */
  request: (r: Records, actor: Actor) => MatrixRequest | Promise<MatrixRequest>
}

/**
 * A row whose call is the route at its own path, with a query or a JSON body if given; `jsonFrom`
 * makes the body from the records (a fresh one for each call).
 */
export const atItsPath = (
  method: Method,
  path: string,
  expect: Record<Actor, Expected>,
  {
    label,
    query,
    json,
    jsonFrom,
  }: {
    label?: string
    query?: string
    json?: unknown
    jsonFrom?: (r: Records) => unknown
  } = {},
): MatrixRow => ({
  method,
  path,
  ...(label ? { label } : {}),
  expect,
  request: async (r) => {
    const body = jsonFrom ? await jsonFrom(r) : json
    return {
      path: query ? `${path}?${query}` : path,
      ...(body === undefined ? {} : { json: body }),
    }
  },
})

export const everyone = (status: Expected): Record<Actor, Expected> => ({
  visitor: status,
  customer: status,
  otherCustomer: status,
  operator: status,
  admin: status,
})
export const signedIn = (status: Expected) => ({ ...everyone(status), visitor: 401 })
export const adminOnly = (status: Expected) => ({
  ...everyone(403),
  visitor: 401,
  admin: status,
})
export const staffOnly = (status: Expected) => ({ ...adminOnly(status), operator: status })
/** The first customer's record: theirs and staff's; another customer is told it does not exist. */
export const ownerOrStaff = (status: Expected) => ({ ...signedIn(status), otherCustomer: 404 })
/** Staff's work on a customer's record: the owner may see it (403), a stranger may not (404). */
export const staffOnOwned = (status: Expected) => ({ ...staffOnly(status), otherCustomer: 404 })
/** The customer's own decision on their record: staff see it but may not decide (403). */
export const ownerOnly = (status: Expected) => ({ ...ownerOrStaff(403), customer: status })

/** A collection's list (scope=all for staff alone) and one record of it, the first customer's. */
export const listAndOne = (
  collection: string,
  one: (r: Records) => { id: string },
): MatrixRow[] => [
  atItsPath('GET', collection, signedIn(200)),
  atItsPath('GET', collection, staffOnly(200), { label: 'scope=all', query: 'scope=all' }),
  {
    method: 'GET',
    path: `${collection}/{id}`,
    expect: ownerOrStaff(200),
    request: (r) => ({ path: `${collection}/${one(r).id}` }),
  },
]

export const day = 86_400_000
export const inDays = (days: number) => new Date(Date.now() + days * day).toISOString()
export const isoDay = (days: number) => inDays(days).slice(0, 10)
export const v1 = '/api/v1'
