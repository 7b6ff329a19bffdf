import fc from 'fast-check'

/**
 * What an attacker sends instead of a value: characters the database cannot store, dates and
 * numbers outside every range, long strings, the wrong type, look-alikes of ids and paths.
 */
export const hostileStrings = [
  '\u0000',
  'bike\u0000lock',
  '\ud800',
  'x\udfffy',
  '\udbff\udbff',
  'ends in a high surrogate \ud83d',
  '9999-12-31',
  '0000-01-01',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  '2026-02-30T10:00:00Z',
  '+275760-09-13T00:00:00Z',
  '1999-12-31T23:59:59-23:59',
  '2147483648',
  '-2147483649',
  '1e400',
  'NaN',
  '',
  ' ',
  ' \t\n ',
  '../../../etc/passwd',
  '..',
  'a//b',
  '%00',
  '%ZZ',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '\u202e\u0301\u200b',
  '🚲'.repeat(40),
  'RSV-000000',
  'QTE-2222222',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '__proto__',
  'constructor',
  'scope=all',
  'all',
  'no-show,cancel',
]

export const hostileNumbers = [
  2_147_483_648,
  -2_147_483_649,
  2_147_483_647,
  -2_147_483_648,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.5,
  -0,
  -1,
  1e-320,
]

/** Long text, below the 1 MB body limit: plain, multi-byte and with NUL at the end. */
const longString = fc
  .constantFrom(5_000, 60_000, 250_000)
  .chain((n) =>
    fc.constantFrom('x'.repeat(n), 'é🚲'.repeat(Math.floor(n / 3)), `${'y'.repeat(n)}\u0000`),
  )

export const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: longString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
)

/** Anything at all in place of a JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      [],
      {},
      [null],
      JSON.parse('{"__proto__":{"role":"admin"}}'),
      [[[[]]]],
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

type Json = unknown
type Step = { at: number; op: 'replace' | 'delete' | 'add'; value: unknown; key: string }

/** Every place inside a JSON value, as key paths ([] is the value itself). */
function placesIn(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const here = [path]
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => placesIn(v, [...path, i])))
  if (value && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([k, v]) => placesIn(v, [...path, k])))
  }
  return here
}

function apply(value: Json, { at, op, value: replacement, key }: Step): Json {
  const places = placesIn(value)
  const path = places[at % places.length] ?? []
  if (path.length === 0) return op === 'replace' ? replacement : value
  const copy = structuredClone(value) as Record<string | number, unknown>
  let parent = copy
  for (const part of path.slice(0, -1)) parent = parent[part] as Record<string | number, unknown>
  const last = path.at(-1) as string | number
  if (op === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else delete parent[last]
  } else if (op === 'add' && parent && typeof parent === 'object' && !Array.isArray(parent)) {
    parent[key] = replacement
  } else parent[last] = replacement
  return copy
}

/** A valid value with one or two of its parts replaced, removed or joined by an extra field. */
export const mutationsOf = (valid: fc.Arbitrary<Json>) =>
  fc
    .tuple(
      valid,
      fc.array(
        fc.record({
          at: fc.nat(),
          op: fc.constantFrom(
            'replace' as const,
            'replace' as const,
            'delete' as const,
            'add' as const,
          ),
          value: hostileValue,
          key: fc.constantFrom('role', 'id', 'customerId', 'status', 'priceMinor', 'x'),
        }),
        { minLength: 1, maxLength: 2 },
      ),
    )
    .map(([value, steps]) => steps.reduce(apply, value))

/** Whether fetch can send this as a header value (no CR, LF, NUL or characters past U+00FF). */
export function isHeaderValue(value: string) {
  try {
    new Headers({ x: value })
    return true
  } catch {
    return false
  }
}

/** Header values a client can send, odd ones included. */
export const hostileHeaderValue = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'é',
    '\u00ff'.repeat(100),
    'x'.repeat(8_000),
    '"',
    'true',
    'TRUE',
    '0',
    '-1',
  ),
  fc.string({ maxLength: 40 }).filter(isHeaderValue),
)
