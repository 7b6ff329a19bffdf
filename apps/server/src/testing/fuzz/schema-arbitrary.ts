import { int4Max, int4Min } from '@reserva/shared'
import fc from 'fast-check'

/** The part of JSON Schema (2020-12, as zod writes it into the OpenAPI document) we generate from. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

/**
 * Values that exist in the database, by the name a field or path parameter gives them
 * (`serviceId`, `bucket`, `path`…), so generated requests reach past "not found".
 */
export type KnownValues = Record<string, readonly string[]>

export interface SchemaContext {
  resolve: (ref: string) => JsonSchema
  known: KnownValues
}

/** Which pool of known values a field of this name draws from. */
const poolOfName: Record<string, string> = {
  serviceId: 'services',
  resourceIds: 'resources',
  customerId: 'users',
  attachmentId: 'attachments',
  timeOffId: 'timeOff',
  reference: 'references',
  bucket: 'buckets',
  bucketId: 'buckets',
  path: 'objects',
  sourceKey: 'objects',
  destinationKey: 'objects',
  prefixes: 'objects',
  prefix: 'folders',
  start: 'starts',
  proposedStart: 'starts',
}

const day = 86_400_000
/** Instants a booking could take: quarter hours from now to the booking horizon. */
const nearInstant = fc
  .integer({ min: 0, max: 60 * 24 * 4 })
  .map((quarters) => new Date(Math.floor(Date.now() / 900_000) * 900_000 + quarters * 900_000))
const instant = fc.oneof(
  nearInstant.map((d) => d.toISOString()),
  fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString()),
)
const calendarDate = fc
  .integer({ min: -30, max: 120 })
  .map((days) => new Date(Date.now() + days * day).toISOString().slice(0, 10))

/** Strings a form would send: words, names, any language. */
const plainText = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.lorem({ maxCount: 8 }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.string({ minLength, maxLength }),
  )

const byName: Record<string, fc.Arbitrary<unknown>> = {
  // UK mobile numbers (the demo business is in the UK): international, or as dialled there.
  phoneNumber: fc
    .integer({ min: 0, max: 999_999 })
    .map((n) => `+447400${String(n).padStart(6, '0')}`),
  phone: fc.integer({ min: 0, max: 999_999 }).map((n) => `07400 ${String(n).padStart(6, '0')}`),
  timezone: fc.constantFrom('Europe/London', 'UTC', 'America/New_York', 'Asia/Kolkata'),
  password: fc.constantFrom('Correct-Horse-42', 'short', 'a'.repeat(300)),
  contactEmail: fc.emailAddress(),
  currency: fc.constantFrom('GBP', 'EUR', 'USD'),
}

function withKnown(name: string | undefined, ctx: SchemaContext, made: fc.Arbitrary<unknown>) {
  const pool = name ? ctx.known[poolOfName[name] ?? name] : undefined
  return pool && pool.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, made)
    : made
}

function stringFor(schema: JsonSchema, name: string | undefined, ctx: SchemaContext) {
  const minLength = schema.minLength ?? 0
  const maxLength = Math.min(schema.maxLength ?? 60, 60)
  let made: fc.Arbitrary<unknown>
  if (schema.format === 'uuid') made = fc.uuid()
  else if (schema.format === 'date-time') made = instant
  else if (schema.format === 'date') made = calendarDate
  else if (name && byName[name]) made = byName[name]
  else if (schema.pattern) {
    try {
      made = fc.stringMatching(new RegExp(schema.pattern))
    } catch {
      made = plainText(minLength, maxLength)
    }
  } else made = plainText(minLength, Math.max(minLength, maxLength))
  return withKnown(name, ctx, made)
}

function numberFor(schema: JsonSchema, integer: boolean) {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1)
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1000 : schema.exclusiveMaximum - 1)
  // Whole bounds are the interesting values; fast-check also favours them.
  const lo = Math.max(min, -Number.MAX_SAFE_INTEGER)
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER)
  return integer
    ? fc.oneof(
        fc.integer({ min: Math.max(lo, int4Min), max: Math.min(hi, int4Max) }),
        fc.constantFrom(lo, hi),
      )
    : fc.double({ min: lo, max: hi, noNaN: true })
}

/**
 * Values that fit `schema` (within what JSON Schema can say: a refinement such as "the end after
 * the start" is not in it, so some are still refused, as they should be). Lengths are kept short;
 * the hostile values bring the long ones.
 */
export function arbitraryFor(
  schema: JsonSchema,
  ctx: SchemaContext,
  name?: string,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(ctx.resolve(schema.$ref), ctx, name)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fc.oneof(...choices.map((s) => arbitraryFor(s, ctx, name)))
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], ctx, name)
  const types = [schema.type ?? 'string'].flat()
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type }, ctx, name)))
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return numberFor(schema, true)
    case 'number':
      return numberFor(schema, false)
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, ctx, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      })
    case 'object': {
      const properties = schema.properties ?? {}
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, arbitraryFor(s, ctx, key)]),
      )
      return fc.record(model, {
        requiredKeys: (schema.required ?? []).filter((k) => k in properties),
      })
    }
    default:
      return stringFor(schema, name, ctx)
  }
}
