import { services } from '../modules/catalogue/catalogue.table.ts'
import { send, signUpAs } from './auth-helpers.ts'
import { londonInstant } from './calendar.ts'
import { createTestApp, readJson, type TestApp } from './create-test-app.ts'
import { useFixture } from './fixture.ts'

/** The demo business's service ids by service name. */
export const serviceIdsByName = async (t: TestApp): Promise<Record<string, string>> =>
  Object.fromEntries((await t.db.select().from(services)).map((s) => [s.name, s.id]))

/** Inside a `describe`, after `useTestApp`: the demo business's service ids by name, read before its tests. */
export const useServiceIds = (t: TestApp): Record<string, string> =>
  useFixture(
    async () => ({ ids: await serviceIdsByName(t) }),
    () => {},
  ).ids

/** A fresh app with the demo business, two customers and an operator. */
export async function bookingApp() {
  const t = await createTestApp()
  const ids = await serviceIdsByName(t)
  const customer = await signUpAs(t, 'customer', 'Cat Customer')
  const other = await signUpAs(t, 'customer', 'Otis Other')
  const operator = await signUpAs(t, 'operator', 'Olga Operator')
  const slots = async (service: string, from: string, to = from) =>
    readJson(await t.request(`/api/v1/services/${ids[service]}/slots?from=${from}&to=${to}`))
  const book = (cookie: string, body: Record<string, unknown>, key?: string) =>
    t.request('/api/v1/bookings', {
      ...send('POST', body, cookie),
      headers: {
        'content-type': 'application/json',
        cookie,
        ...(key ? { 'idempotency-key': key } : {}),
      },
    })
  /** `who`'s booking of `service` (the safety check unless named) at `time` on `day` in London. */
  const bookedAt = async (
    who: { cookie: string },
    { service = 'Safety check', day, time }: { service?: string; day: string; time: string },
  ) =>
    (
      await readJson(
        await book(who.cookie, { serviceId: ids[service], start: londonInstant(day, time) }),
      )
    ).booking
  return { t, ids, customer, other, operator, slots, book, bookedAt }
}
export type BookingApp = Awaited<ReturnType<typeof bookingApp>>

/**
 * Inside a `describe`: a `bookingApp` for its tests (one for each test with `each: true`, for
 * tests that change the business's settings), closed after them. Destructure it where declared.
 */
export const useBookingApp = (options: { each?: boolean } = {}): BookingApp =>
  useFixture(bookingApp, (b) => b.t.close(), options)
export type Person = BookingApp['customer']

/** The start instants of a slots answer. */
export const starts = (body: { slots: { start: string }[] }) => body.slots.map((s) => s.start)
