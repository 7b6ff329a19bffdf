import fc from 'fast-check'
import {
  hostileHeaderValue,
  hostileString,
  hostileValue,
  isHeaderValue,
  mutationsOf,
} from './hostile.ts'
import { arbitraryFor, type JsonSchema, type SchemaContext } from './schema-arbitrary.ts'

/** An operation of the OpenAPI document, as far as the fuzzer reads it. */
export interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[]
  requestBody?: { content: Record<string, { schema?: JsonSchema }> }
}

export const fuzzActors = ['visitor', 'customer', 'admin'] as const
export type FuzzActor = (typeof fuzzActors)[number]

export interface FuzzRequest {
  actor: FuzzActor
  mode: Mode
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array | FormData
  /** What to print when the answer is wrong. */
  summary: string
}

type Mode = 'valid' | 'mutated' | 'hostile'

/** Which pool an `{id}` draws from, by the path segment before it. */
const poolOfSegment: Record<string, string> = {
  bookings: 'bookings',
  quotes: 'quotes',
  resources: 'resources',
  services: 'services',
  holds: 'holds',
  bucket: 'buckets',
}

/**
 * Percent-encodes as a client would, except that a lone surrogate is sent as the three bytes
 * its code unit would take (invalid UTF-8), which is what a hand-made request can carry.
 */
export function encodePart(value: string, { keepSlashes = false } = {}) {
  let out = ''
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i)
    const pair = unit >= 0xd800 && unit <= 0xdbff && /[\udc00-\udfff]/.test(value[i + 1] ?? '')
    if (pair) {
      out += encodeURIComponent(value.slice(i, i + 2))
      i++
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('')
    } else if (keepSlashes && value[i] === '/') out += '/'
    else out += encodeURIComponent(value[i] as string)
  }
  return out
}

/** Valid-shaped, or valid-shaped with hostile parts, or hostile outright, by the mode. */
function shaped(mode: Mode, valid: fc.Arbitrary<unknown>) {
  if (mode === 'valid') return valid
  if (mode === 'mutated') return fc.oneof({ weight: 2, arbitrary: valid }, hostileString)
  return fc.oneof(valid, { weight: 2, arbitrary: hostileString })
}

const jsonTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  '',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/json; charset=latin1',
]
const rawBodies = [
  '{',
  '{"a":',
  '',
  'null',
  '"\\u0000"',
  '\u0000',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"a":1}{"b":2}',
]
const fileTypes = [
  'image/png',
  'text/plain',
  'application/pdf',
  '',
  'text/html',
  'image/svg+xml',
  'application/octet-stream',
  'image/heic',
]
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }),
  fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])),
  fc.constantFrom(0, 300_000).map((n) => new Uint8Array(n)),
)
const fileName = fc.oneof(
  fc.constantFrom('photo.png', 'notes.txt', 'scan.pdf', 'IMG_1.HEIC', 'noext'),
  hostileString,
)

function formBody(mode: Mode) {
  return fc
    .record({
      field: mode === 'valid' ? fc.constant('file') : fc.constantFrom('file', 'file', 'other'),
      name: fileName,
      type: fc.constantFrom(...fileTypes),
      content: bytes,
      cacheControl: fc.option(fc.oneof(fc.constant('max-age=60'), hostileString), {
        nil: undefined,
      }),
    })
    .map(({ field, name, type, content, cacheControl }) => {
      const form = new FormData()
      form.append(field, new File([content], name, { type }))
      if (cacheControl !== undefined) form.append('cacheControl', cacheControl)
      return {
        body: form as FuzzRequest['body'],
        headers: {} as Record<string, string>,
        summary: `form ${field}=${JSON.stringify(name).slice(0, 80)} (${type}, ${content.length} B)`,
      }
    })
}

function bodyFor(mode: Mode, operation: Operation, ctx: SchemaContext) {
  const content = operation.requestBody?.content ?? {}
  const choices: fc.Arbitrary<{
    body: FuzzRequest['body']
    headers: Record<string, string>
    summary: string
  }>[] = []
  const jsonSchema = content['application/json']?.schema
  if (jsonSchema) {
    const valid = arbitraryFor(jsonSchema, ctx)
    const value =
      mode === 'valid'
        ? valid
        : mode === 'mutated'
          ? mutationsOf(valid)
          : fc.oneof(mutationsOf(valid), hostileValue)
    const text = fc.oneof(
      { weight: 6, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
      { weight: mode === 'hostile' ? 2 : 0, arbitrary: fc.constantFrom(...rawBodies) },
    )
    const type =
      mode === 'hostile' ? fc.constantFrom(...jsonTypes) : fc.constant('application/json')
    choices.push(
      fc.tuple(text, type).map(([body, contentType]) => ({
        body,
        headers: contentType ? { 'content-type': contentType } : ({} as Record<string, string>),
        summary: `${contentType || 'no type'}: ${body.slice(0, 300)}${body.length > 300 ? `… (${body.length} chars)` : ''}`,
      })),
    )
  }
  if (content['multipart/form-data']) choices.push(formBody(mode))
  if (content['application/octet-stream']) {
    choices.push(
      fc.tuple(bytes, fc.constantFrom(...fileTypes)).map(([body, type]) => ({
        body,
        headers: type ? { 'content-type': type } : ({} as Record<string, string>),
        summary: `${type || 'no type'}: ${body.length} bytes`,
      })),
    )
  }
  if (choices.length === 0)
    return fc.constant({
      body: undefined,
      headers: {} as Record<string, string>,
      summary: 'no body',
    })
  return fc.oneof(...choices)
}

/** One request to `method path` (the document's template), as visitor, customer or admin. */
export function requestsFor({
  method,
  template,
  operation,
  ctx,
}: {
  method: string
  template: string
  operation: Operation
  ctx: SchemaContext
}): fc.Arbitrary<FuzzRequest> {
  const params = operation.parameters ?? []
  const segments = template.split('/')
  const poolName = (name: string) => {
    if (name !== 'id') return name
    const before = segments[segments.indexOf('{id}') - 1] ?? ''
    return poolOfSegment[before] ?? name
  }
  const mode = fc.constantFrom<Mode>('valid', 'valid', 'mutated', 'mutated', 'mutated', 'hostile')
  return mode.chain((m) => {
    const pathValues = fc.tuple(
      ...params
        .filter((p) => p.in === 'path')
        .map((p) =>
          shaped(m, arbitraryFor(p.schema ?? {}, ctx, poolName(p.name))).map(
            (v) => [p.name, String(v)] as const,
          ),
        ),
    )
    const query = fc.tuple(
      ...params
        .filter((p) => p.in === 'query')
        .map((p) => {
          const value = shaped(m, arbitraryFor(p.schema ?? {}, ctx, p.name)).map(String)
          return (p.required || m === 'valid' ? value : fc.option(value, { nil: undefined })).map(
            (v) => [p.name, v] as const,
          )
        }),
      m === 'hostile'
        ? fc.option(fc.tuple(fc.constantFrom('scope', 'status', 'from', 'x'), hostileString))
        : fc.constant(null),
    )
    const headerValues = fc.tuple(
      ...params
        .filter((p) => p.in === 'header')
        .map((p) => {
          const valid = arbitraryFor(p.schema ?? {}, ctx, p.name)
            .map(String)
            .filter(isHeaderValue)
          const value = m === 'valid' ? valid : fc.oneof(valid, hostileHeaderValue)
          return fc.option(value, { nil: undefined }).map((v) => [p.name, v] as const)
        }),
      m === 'hostile'
        ? fc.option(
            fc.oneof(
              hostileHeaderValue.map((v) => ['if-none-match', v] as const),
              fc.constant(['cookie', 'reserva.session_token=forged.token'] as const),
              hostileHeaderValue.map((v) => ['authorization', `Bearer ${v}`] as const),
            ),
          )
        : fc.constant(null),
    )
    return fc
      .record({
        actor: fc.constantFrom(...fuzzActors),
        pathValues,
        query,
        headerValues,
        body:
          method === 'get'
            ? fc.constant({ body: undefined, headers: {}, summary: '' })
            : bodyFor(m, operation, ctx),
      })
      .map(({ actor, pathValues: values, query: q, headerValues: hv, body }) => {
        let path = template
        for (const [name, value] of values) {
          path = path.replace(`{${name}}`, encodePart(value, { keepSlashes: name === 'path' }))
        }
        const pairs = q.filter(
          (pair): pair is readonly [string, string] => Array.isArray(pair) && pair[1] !== undefined,
        )
        if (pairs.length > 0) path += `?${pairs.map(([k, v]) => `${k}=${encodePart(v)}`).join('&')}`
        const headers: Record<string, string> = { ...body.headers }
        for (const pair of hv) if (pair && pair[1] !== undefined) headers[pair[0]] = pair[1]
        const upper = method.toUpperCase()
        return {
          actor,
          mode: m,
          method: upper,
          path,
          headers,
          body: body.body,
          summary: `${m} ${upper} ${path.slice(0, 400)} as ${actor}\n  headers ${JSON.stringify(headers).slice(0, 300)}\n  body ${body.summary}`,
        }
      })
  })
}
