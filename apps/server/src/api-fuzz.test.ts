import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { ErrorHandler } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { createRouter } from './lib/http.ts'
import { createTestApp, expectError, readJson, testBaseUrl } from './testing/create-test-app.ts'
import { allTables, knownValues, rowCounts } from './testing/fuzz/database-state.ts'
import { type FuzzRequest, type Operation, requestsFor } from './testing/fuzz/requests.ts'
import type { JsonSchema } from './testing/fuzz/schema-arbitrary.ts'
import { isErrorBody, sendFuzzRequest } from './testing/fuzz/send.ts'
import { createRecords } from './testing/records.ts'

/**
 * Bad input is never a 5xx. Every route of the OpenAPI document gets generated requests
 * (valid-shaped from its own schemas, valid-shaped with hostile parts, hostile outright) as a
 * visitor, a customer and an admin. Each answer must be 2xx or 4xx, a 4xx in our error shape, and a
 * 4xx must leave every table's row count as it was. FUZZ_SEED and FUZZ_RUNS (per route) change the
 * run; a failure prints the seed to replay.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_260_508)
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 20)
/** FUZZ_STATS=1 prints how each route answered, by mode: how deep the requests got. */
const stats = process.env.FUZZ_STATS === '1' ? new Map<string, Map<string, number>>() : undefined

const t = await createTestApp()
const records = await createRecords(t)
const doc = await readJson(await t.request('/api/openapi.json'))
const tables = await allTables(t.db)
afterAll(async () => {
  if (stats) {
    for (const [route, tally] of stats) {
      console.log(
        route,
        [...tally]
          .sort()
          .map(([k, n]) => `${k}×${n}`)
          .join(', '),
      )
    }
  }
  await t.close()
})

// Better Auth's routes, merged into the document, are fuzzed from its endpoints' own schemas
// (auth-fuzz.test.ts).
const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>)
  .filter(([template]) => !template.startsWith('/api/auth/'))
  .flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ template, method, operation })),
  )
const resolve = (ref: string) =>
  doc.components.schemas[ref.replace('#/components/schemas/', '')] as JsonSchema

const send = (request: FuzzRequest) => sendFuzzRequest(t, records, request)

/** Routes whose requests may take up a time: bookings, holds, guests, quotes and their links. */
const takesTimes = (template: string) =>
  /\/api\/v1\/(bookings|holds|guest|quotes|manage)\b/.test(template)
let starts: string[] | undefined

describe(`every documented route, fuzzed (seed ${seed}, ${runsPerRoute} runs each)`, () => {
  it('covers the whole document, the object-path storage routes included', () => {
    const names = operations.map((o) => `${o.method.toUpperCase()} ${o.template}`)
    expect(names.length).toBeGreaterThan(50)
    expect(names).toContain('POST /api/v1/storage/object/{bucket}/{path}')
    expect(names).toContain('GET /api/v1/storage/object/signed/{bucket}/{path}')
    expect(names).toContain('POST /api/v1/quotes/{id}/attachments')
  })

  for (const [index, { template, method, operation }] of operations.entries()) {
    it(`${method.toUpperCase()} ${template} answers 2xx or 4xx, and a 4xx changes nothing`, async () => {
      // Fresh free times for the routes that book or move a time; the others reuse the last two,
      // so that the days the fixture has free last for every route.
      if (!starts || takesTimes(template)) starts = [records.freeStart(), records.freeStart()]
      const known = await knownValues(t.db, { starts })
      let counts = await rowCounts(t.db, tables)
      const property = fc.asyncProperty(
        requestsFor({ method, template, operation, ctx: { resolve, known } }),
        async (request) => {
          const logged = t.logs.length
          const res = await send(request)
          const text = await res.text()
          // What a request kicked in the background (a data export's archive and its mail) is
          // done before the rows are counted, so that it is never taken for the next request's.
          await t.dataExports.tick()
          const before = counts
          counts = await rowCounts(t.db, tables)
          const tally = stats?.get(template + method) ?? new Map<string, number>()
          const key = `${request.mode} ${res.status}${res.status >= 400 ? ` ${text.match(/"code":"([^"]+)"/)?.[1]}` : ''}`
          tally.set(key, (tally.get(key) ?? 0) + 1)
          stats?.set(template + method, tally)
          const said = `${request.summary}\n  answered ${res.status}: ${text.slice(0, 500)}`
          // The app's last line of defence must not be what answers: fix the schema instead.
          const refused = t.logs.slice(logged).find((line) => line.sqlState || line.err)
          if (refused) {
            throw new Error(`the database refused (${refused.sqlState ?? refused.msg})\n${said}`)
          }
          const ok = (res.status >= 200 && res.status < 300) || res.status === 304
          if (!ok && !(res.status >= 400 && res.status < 500))
            throw new Error(`not 2xx/4xx\n${said}`)
          if (res.status < 400) return
          let body: unknown = null
          try {
            body = JSON.parse(text)
          } catch {}
          if (!isErrorBody(body)) throw new Error(`a 4xx not in the error shape\n${said}`)
          const changed = tables.filter((table) => before[table] !== counts[table])
          if (changed.length > 0) {
            const diff = changed.map((table) => `${table} ${before[table]}→${counts[table]}`)
            throw new Error(`a 4xx changed rows (${diff.join(', ')})\n${said}`)
          }
        },
      )
      await fc.assert(property, { seed: seed + index, numRuns: runsPerRoute, endOnFailure: true })
    }, 120_000)
  }
})

describe('what an attacker found (issue #8), now refused where it arrives', () => {
  const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
  const cases: {
    what: string
    as: 'customer' | 'operator' | 'admin'
    method: string
    path: () => string
    body?: () => unknown
    status: number
    code: string
  }[] = [
    {
      what: 'a NUL byte in a text field',
      as: 'customer',
      method: 'POST',
      path: () => '/api/v1/quotes',
      body: () => ({ title: 'Wheel\u0000build', details: 'Two wheels, 32 spokes each.' }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'an unpaired surrogate in a name',
      as: 'customer',
      method: 'PATCH',
      path: () => '/api/v1/me/profile',
      body: () => ({ fullName: 'Jo \ud800' }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'a NUL byte in a bucket name in the path',
      as: 'customer',
      method: 'GET',
      path: () => `/api/v1/storage/object/files%00/${records.objectName}`,
      status: 404,
      code: 'storage.not_found',
    },
    {
      what: 'a NUL byte in an object path',
      as: 'customer',
      method: 'GET',
      path: () => `/api/v1/storage/object/${records.bucket}/notes%00.txt`,
      status: 400,
      code: 'storage.invalid_path',
    },
    {
      what: 'a booking in the year 9999',
      as: 'customer',
      method: 'POST',
      path: () => '/api/v1/bookings',
      body: () => ({ serviceId: records.serviceId('Safety check'), start: '9999-12-31T23:59:59Z' }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'a hold in the year 0',
      as: 'customer',
      method: 'POST',
      path: () => '/api/v1/holds',
      body: () => ({ serviceId: records.serviceId('Safety check'), start: '0000-01-01T00:00:00Z' }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'a hold for 2147483648 seats',
      as: 'customer',
      method: 'POST',
      path: () => '/api/v1/holds',
      body: () => ({
        serviceId: records.serviceId('Safety check'),
        start: later(5),
        seats: 2_147_483_648,
      }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'a reschedule to the year 9999',
      as: 'customer',
      method: 'POST',
      path: () => `/api/v1/bookings/${records.booking.id}/reschedule`,
      body: () => ({ start: '9999-12-31T00:00:00Z' }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'time off from the year 0 to 9999',
      as: 'operator',
      method: 'POST',
      path: () => `/api/v1/resources/${records.resource.id}/time-off`,
      body: () => ({ start: '0000-01-01T00:00:00Z', end: '9999-12-31T00:00:00Z' }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'an offer valid until 9999',
      as: 'operator',
      method: 'POST',
      path: () => `/api/v1/quotes/${records.quote.id}/offer`,
      body: () => ({
        priceMinor: 1000,
        validUntil: '9999-12-31T23:59:59Z',
        serviceId: records.serviceId('Bike fitting'),
      }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'a list filter from the year 0',
      as: 'operator',
      method: 'GET',
      path: () => '/api/v1/bookings?scope=all&from=0000-01-01T00:00:00Z',
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'free slots from 30 February',
      as: 'customer',
      method: 'GET',
      path: () =>
        `/api/v1/services/${records.serviceId('Safety check')}/slots?from=2026-02-30&to=2026-03-02`,
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'a preferred date of 30 February',
      as: 'customer',
      method: 'POST',
      path: () => '/api/v1/quotes',
      body: () => ({
        title: 'Wheel build',
        details: 'Two wheels, 32 spokes each.',
        preferredDates: ['2026-02-30'],
      }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'a sort order past int4',
      as: 'admin',
      method: 'PATCH',
      path: () => `/api/v1/admin/services/${records.serviceId('Maintenance class')}`,
      body: () => ({ sortOrder: 2_147_483_648 }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'a new service with one resource listed twice',
      as: 'admin',
      method: 'POST',
      path: () => '/api/v1/admin/services',
      body: () => ({
        name: 'Wheel truing',
        durationMinutes: 30,
        pricing: 'quote',
        priceMinor: null,
        resourceIds: [records.resource.id, records.resource.id],
      }),
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'an empty change to a resource (it changes nothing)',
      as: 'admin',
      method: 'PATCH',
      path: () => `/api/v1/admin/resources/${records.resource.id}`,
      body: () => ({}),
      status: 200,
      code: '',
    },
  ]

  for (const c of cases) {
    it(`answers ${c.what} with ${c.status}${c.code ? ` ${c.code}` : ''}, not a 500`, async () => {
      const logged = t.logs.length
      const body = c.body?.()
      const res = await t.request(c.path(), {
        method: c.method,
        headers: {
          cookie: records.users[c.as].cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      expect(res.status).toBe(c.status)
      if (c.code) expect((await readJson(res)).error.code).toBe(c.code)
      // Refused by a schema, not by the database behind the last line of defence.
      expect(t.logs.slice(logged).filter((line) => line.sqlState || line.err)).toEqual([])
    })
  }
})

describe('the last line of defence', () => {
  /** A route that hands the database a value no schema checked, behind the app's own onError. */
  function appWithUnguardedRoute() {
    const app = createRouter()
    const casts = {
      nul: sql`select ${'bike\u0000lock'}::text`,
      year0: sql`select ${'0000-01-01'}::date`,
      int4: sql`select ${'2147483648'}::int4`,
      uuid: sql`select ${'RSV-7K3F9Q'}::uuid`,
    }
    app.get('/api/unguarded/:kind', async (c) => {
      await t.db.execute(casts[c.req.param('kind') as keyof typeof casts])
      return c.json({ ok: true })
    })
    // Hono keeps the handler in a field TypeScript calls private; this is the app's own onError.
    app.onError((t.app as unknown as { errorHandler: ErrorHandler }).errorHandler)
    return app
  }

  it('answers a value the database refuses (SQLSTATE class 22) with 400 validation_failed, and warns with the route', async () => {
    const app = appWithUnguardedRoute()
    const logged = t.logs.length
    for (const [kind, sqlState] of [
      ['nul', '22021'],
      ['year0', '22008'],
      ['int4', '22003'],
      ['uuid', '22P02'],
    ]) {
      const res = await app.request(`${testBaseUrl}/api/unguarded/${kind}`)
      await expectError(res, 400, 'validation_failed', kind)
      expect(t.logs.slice(logged)).toContainEqual(
        expect.objectContaining({
          level: 40,
          sqlState,
          method: 'GET',
          route: '/api/unguarded/:kind',
        }),
      )
    }
    expect(t.logs.slice(logged).filter((line) => line.msg === 'unhandled error')).toEqual([])
  })
})
