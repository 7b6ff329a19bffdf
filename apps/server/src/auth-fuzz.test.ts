import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp } from './testing/create-test-app.ts'
import { allTables, knownValues, rowCounts } from './testing/fuzz/database-state.ts'
import { type FuzzRequest, type Operation, requestsFor } from './testing/fuzz/requests.ts'
import type { JsonSchema } from './testing/fuzz/schema-arbitrary.ts'
import { isErrorBody, sendFuzzRequest } from './testing/fuzz/send.ts'
import { createRecords } from './testing/records.ts'

/**
 * Better Auth's routes under /api/auth, fuzzed as api-fuzz.test.ts fuzzes ours: requests made from
 * each endpoint's own schemas (valid-shaped, with hostile parts, hostile outright) as a visitor,
 * a customer and an admin. Each answer is 2xx, a redirect or a 4xx in our error shape, never a
 * 5xx and never a value the database had to refuse; a 4xx leaves every table's row count as it
 * was. FUZZ_SEED and FUZZ_RUNS (per route) change the run.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_260_508)
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 12)

const t = await createTestApp()
const records = await createRecords(t)
const tables = await allTables(t.db)
afterAll(() => t.close())

interface Endpoint {
  path?: string
  options?: {
    method?: string | string[]
    body?: z.ZodType
    query?: z.ZodType
    metadata?: { SERVER_ONLY?: boolean }
  }
}

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/** An endpoint as an OpenAPI operation, as far as the fuzzer reads one. */
function operationOf(endpoint: Endpoint, template: string): Operation {
  const query = endpoint.options?.query ? toJsonSchema(endpoint.options.query) : undefined
  const queryProps = (query?.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((query?.required as string[] | undefined) ?? [])
  const pathParams = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
  return {
    parameters: [
      ...pathParams.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(queryProps).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      })),
    ],
    ...(endpoint.options?.body
      ? {
          requestBody: {
            content: { 'application/json': { schema: toJsonSchema(endpoint.options.body) } },
          },
        }
      : {}),
  }
}

const served = (Object.values(t.auth.api) as Endpoint[])
  .filter((e) => e.path && !e.options?.metadata?.SERVER_ONLY)
  .flatMap((e) =>
    [e.options?.method].flat().map((method) => {
      const template = `/api/auth${e.path?.replace(/:(\w+)/g, '{$1}')}`
      return { method: String(method).toLowerCase(), template, operation: operationOf(e, template) }
    }),
  )

const send = (request: FuzzRequest) => sendFuzzRequest(t, records, request, { redirect: 'manual' })

describe(`every route of Better Auth, fuzzed (seed ${seed}, ${runsPerRoute} runs each)`, () => {
  it('covers every route it serves', () => {
    expect(served.length).toBeGreaterThanOrEqual(68)
  })

  for (const [index, { template, method, operation }] of served.entries()) {
    it(`${method.toUpperCase()} ${template} answers 2xx, 3xx or 4xx, and a 4xx changes nothing`, async () => {
      const known = await knownValues(t.db, { starts: [records.freeStart()] })
      let counts = await rowCounts(t.db, tables)
      const property = fc.asyncProperty(
        requestsFor({ method, template, operation, ctx: { resolve: () => ({}), known } }),
        async (request) => {
          const logged = t.logs.length
          const res = await send(request)
          const text = await res.text()
          const before = counts
          counts = await rowCounts(t.db, tables)
          const said = `${request.summary}\n  answered ${res.status}: ${text.slice(0, 500)}`
          const refused = t.logs.slice(logged).find((line) => line.sqlState || line.err)
          if (refused) {
            throw new Error(`the database refused (${refused.sqlState ?? refused.msg})\n${said}`)
          }
          if (res.status >= 500) throw new Error(`a 5xx\n${said}`)
          if (res.status < 400) return
          let body: unknown = null
          try {
            body = JSON.parse(text)
          } catch {}
          if (!isErrorBody(body)) throw new Error(`a 4xx not in the error shape\n${said}`)
          // A wrong password is counted against its account on purpose (sign-in-guard.ts).
          const counted = (table: string) =>
            table === 'public.sign_in_failures' &&
            res.status === 401 &&
            request.path.startsWith('/api/auth/sign-in/')
          const changed = tables.filter(
            (table) => before[table] !== counts[table] && !counted(table),
          )
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
