import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'

/** A stand-in for an object or function made later: every use of it reads `get()` at that time. */
export function readThrough<T extends object>(get: () => T): T {
  // A function target, so that a stand-in for a function can be called too.
  return new Proxy((() => {}) as unknown as T, {
    get: (_target, key) => Reflect.get(get(), key),
    has: (_target, key) => Reflect.has(get(), key),
    apply: (_target, self, args) =>
      Reflect.apply(get() as (...a: unknown[]) => unknown, self, args),
  })
}

/**
 * Inside a `describe`: `make()` before its first test (before each test with `each: true`) and
 * `close` after. Each field of the fixture reads through to the one made, so a file destructures
 * it where it declares it: `const { t, customer } = useFixture(bookingApp, (b) => b.t.close())`;
 * the fields are used in tests and hooks, not while declaring them. Fields are objects or
 * functions: a string or a number cannot be read through.
 */
export function useFixture<Fixture extends Record<string, object>>(
  make: () => Promise<Fixture>,
  close: (fixture: Fixture) => unknown,
  { each = false }: { each?: boolean } = {},
): Fixture {
  let current: Fixture | undefined
  ;(each ? beforeEach : beforeAll)(async () => {
    current = await make()
  })
  ;(each ? afterEach : afterAll)(async () => {
    if (current) await close(current)
    current = undefined
  })
  const made = () => {
    if (!current)
      throw new Error('The fixture is made in a before hook: use it inside a test or hook')
    return current
  }
  return new Proxy({} as Fixture, {
    get: (_target, key) => readThrough(() => Reflect.get(made(), key)),
  })
}
