import { beforeAll, describe, expect, it } from 'vitest'
import { readJson, type TestApp, useTestApp } from './testing/create-test-app.ts'
import {
  customerSecrets,
  type Expected,
  type MatrixRow,
  permissionMatrix,
} from './testing/permission-matrix.ts'
import { type Actor, actors, createRecords, type Records } from './testing/records.ts'

const matches = (status: number, expected: Expected) =>
  typeof expected === 'number'
    ? status === expected
    : Math.floor(status / 100) === Number(expected[0])

/** Paths as the OpenAPI document writes them: Better Auth's `:id` is `{id}` there. */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`

/** Every route the app documents, and every route Better Auth serves over HTTP (/api/auth). */
async function everyRoute(t: TestApp) {
  const { documented, served } = await routesOf(t)
  return [...new Set([...documented, ...served])]
}

/** The routes of the published document, and those Better Auth serves, apart. */
async function routesOf(t: TestApp) {
  const doc = await readJson(await t.request('/api/openapi.json'))
  const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, methods]) => Object.keys(methods).map((method) => routeKey(method, path)),
  )
  const endpoints = Object.values(t.auth.api) as { path?: string; options?: { method?: unknown } }[]
  const served = endpoints
    .filter(
      (e) =>
        e.path && !(e.options as { metadata?: { SERVER_ONLY?: boolean } })?.metadata?.SERVER_ONLY,
    )
    .flatMap((e) => {
      const methods = [e.options?.method].flat().filter((m): m is string => typeof m === 'string')
      return methods.map((method) => routeKey(method, `/api/auth${e.path}`))
    })
  return { documented, served }
}

describe('the permission matrix', () => {
  const t = useTestApp()
  let r: Records

  beforeAll(async () => {
    r = await createRecords(t)
  })

  it('has a row for every documented route and every route of Better Auth, and no row for a route that is gone', async () => {
    const routes = await everyRoute(t)
    const rows = new Set(permissionMatrix.map((row) => routeKey(row.method, row.path)))
    expect(
      routes.filter((route) => !rows.has(route)),
      'routes without a row',
    ).toEqual([])
    expect(
      [...rows].filter((row) => !routes.includes(row)),
      'rows without a route',
    ).toEqual([])
    // Better Auth 1.7.7 with our plugins: fewer means the list above went wrong.
    expect(routes.filter((route) => route.includes('/api/auth/')).length).toBeGreaterThanOrEqual(68)
    expect(
      routes.filter((route) => route.includes('/api/auth/admin/')).length,
    ).toBeGreaterThanOrEqual(15)
  })

  it('describes in the OpenAPI document every route a client can call, and no route that answers 404 to all', async () => {
    const { documented, served } = await routesOf(t)
    const answers404 = ['GET /api/auth/reference', 'GET /api/auth/open-api/generate-schema']
    const callable = served.filter(
      (route) => !route.includes(' /api/auth/admin/') && !answers404.includes(route),
    )
    expect(
      callable.filter((route) => !documented.includes(route)),
      'served, not documented',
    ).toEqual([])
    expect(documented.filter((route) => route.includes(' /api/auth/admin/'))).toEqual([])
    for (const route of answers404) expect(documented).not.toContain(route)
    const doc = await readJson(await t.request('/api/openapi.json'))
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'apiKey',
      'cookieSession',
      'sessionToken',
    ])
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { security?: unknown[] }>>,
    ))
      for (const [method, op] of Object.entries(operations))
        expect(op.security, `${method} ${path}`).toBeInstanceOf(Array)
    expect(doc.paths['/api/v1/bookings'].get.security).toContainEqual({ apiKey: ['bookings:read'] })
    expect(doc.paths['/api/v1/admin/people'].get.security).toEqual([
      { cookieSession: [] },
      { sessionToken: [] },
    ])
  })

  it('answers every actor as the matrix says, on real records, and shows no one else the customer’s records', async () => {
    const wrong: string[] = []
    const secrets = customerSecrets(r)
    const run = async (row: MatrixRow, actor: Actor) => {
      const spec = await row.request(r, actor)
      const headers = new Headers(spec.headers)
      const cookie = r.cookieOf(actor)
      if (cookie && !headers.has('cookie')) headers.set('cookie', cookie)
      if (spec.json !== undefined) headers.set('content-type', 'application/json')
      const res = await t.request(spec.path, {
        method: row.method,
        headers,
        body: spec.json !== undefined ? JSON.stringify(spec.json) : spec.body,
      })
      const body = await res.text()
      const name = `${routeKey(row.method, row.path)}${row.label ? ` (${row.label})` : ''} as ${actor}`
      if (!matches(res.status, row.expect[actor])) {
        wrong.push(`${name}: ${res.status}, expected ${row.expect[actor]}: ${body.slice(0, 200)}`)
      }
      if (actor === 'visitor' || actor === 'otherCustomer') {
        const leaked = secrets.filter((secret) => body.includes(secret))
        if (leaked.length > 0) wrong.push(`${name}: the answer shows ${leaked.join(', ')}`)
      }
    }
    for (const row of permissionMatrix) {
      for (const actor of actors) await run(row, actor)
    }
    expect(wrong).toEqual([])
  }, 240_000)
})
