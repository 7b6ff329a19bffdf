import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send } from '../../testing/auth-helpers.ts'
import { starts, useBookingApp } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { resources } from '../catalogue/catalogue.table.ts'
import { outbox } from '../mail/outbox.table.ts'

/**
 * Moving a booking: the times it can move to are its own (its length, its places, itself not in the
 * way), it keeps its resource whenever that one is free, and the customer is told when it does not.
 * "Safety check" is delivered by Alex Morgan and Sam Okafor.
 */
describe('moving a booking', () => {
  const { t, ids, customer, other, operator, book } = useBookingApp()
  const monday = nextWeekday(1)
  const tuesday = nextWeekday(2)
  const resourceId = async (name: string) =>
    (await t.db.select().from(resources).where(eq(resources.name, name)))[0]?.id as string
  const get = (path: string, cookie: string) => t.request(path, { headers: { cookie } })
  const movesOf = async (bookingId: string, day: string, cookie = customer.cookie) => {
    const res = await get(`/api/v1/bookings/${bookingId}/slots?from=${day}&to=${day}`, cookie)
    expect(res.status, await res.clone().text()).toBe(200)
    return (await readJson(res)).slots as {
      start: string
      end: string
      resource: { id: string; name: string }
    }[]
  }
  /** Staff's booking of a safety check for the customer on `resource` at `time` on `day`. */
  const bookedWith = async (resource: string, day: string, time: string) => {
    const res = await book(operator.cookie, {
      serviceId: ids['Safety check'],
      start: londonInstant(day, time),
      customerId: customer.userId,
      resourceId: await resourceId(resource),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    return (await readJson(res)).booking
  }
  const reschedule = (bookingId: string, start: string, cookie = customer.cookie) =>
    t.request(`/api/v1/bookings/${bookingId}/reschedule`, send('POST', { start }, cookie))

  it('keeps the booking with its resource when that one is free at the new time', async () => {
    const booking = await bookedWith('Sam Okafor', monday, '10:00')
    const moves = await movesOf(booking.id, tuesday)
    expect(moves.find((m) => m.start === londonInstant(tuesday, '11:00'))?.resource.name).toBe(
      'Sam Okafor',
    )
    const res = await reschedule(booking.id, londonInstant(tuesday, '11:00'))
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await readJson(res)).booking).toMatchObject({
      start: londonInstant(tuesday, '11:00'),
      resource: { name: 'Sam Okafor' },
    })
  })

  it('says before and after the move when the booking changes resource', async () => {
    const booking = await bookedWith('Sam Okafor', monday, '14:00')
    // Sam is busy on Tuesday at 15:00; Alex is free then.
    const busy = await book(operator.cookie, {
      serviceId: ids['Safety check'],
      start: londonInstant(tuesday, '15:00'),
      customerId: other.userId,
      resourceId: await resourceId('Sam Okafor'),
    })
    expect(busy.status).toBe(201)
    const moves = await movesOf(booking.id, tuesday)
    expect(moves.find((m) => m.start === londonInstant(tuesday, '15:00'))?.resource.name).toBe(
      'Alex Morgan',
    )
    expect(moves.find((m) => m.start === londonInstant(tuesday, '16:00'))?.resource.name).toBe(
      'Sam Okafor',
    )

    const res = await reschedule(booking.id, londonInstant(tuesday, '15:00'))
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await readJson(res)).booking.resource.name).toBe('Alex Morgan')
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.kind} = 'booking_changed' and ${outbox.subject} like ${`%${booking.reference}%`}`,
      )
    expect(mail?.text).toContain('It is now with Alex Morgan instead of Sam Okafor.')
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.entityId} = ${booking.id} and ${auditLog.action} = 'booking.rescheduled'`,
      )
    expect(audit?.data).toMatchObject({
      fromResourceId: await resourceId('Sam Okafor'),
      toResourceId: await resourceId('Alex Morgan'),
    })
  })

  it('does not count the booking against itself, and a booking made from a quote keeps its length', async () => {
    // A four-hour custom build made from an offer, on Monday morning.
    const asked = await t.request(
      '/api/v1/quotes',
      send(
        'POST',
        {
          serviceId: ids['Custom build'],
          title: 'Wheel build',
          details: 'Two hand-built wheels with dynamo hub.',
        },
        customer.cookie,
      ),
    )
    const { quote } = await readJson(asked)
    await t.request(
      `/api/v1/quotes/${quote.id}/offer`,
      send(
        'POST',
        {
          priceMinor: 90000,
          validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          serviceId: ids['Custom build'],
          durationMinutes: 120,
        },
        operator.cookie,
      ),
    )
    const accepted = await t.request(
      `/api/v1/quotes/${quote.id}/accept`,
      send('POST', { start: londonInstant(monday, '13:30') }, customer.cookie),
    )
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    const { booking } = await readJson(accepted)

    // Its own Monday afternoon is free to it: 14:00 overlaps only itself.
    const moves = await movesOf(booking.id, monday)
    expect(starts({ slots: moves })).toContain(londonInstant(monday, '14:00'))
    // Two hours a move: nothing after 15:30 on the afternoon, which ends at 17:30.
    expect(starts({ slots: moves }).at(-1)).toBe(londonInstant(monday, '15:30'))
    const moved = await reschedule(booking.id, londonInstant(monday, '14:00'))
    expect(moved.status, await moved.clone().text()).toBe(200)
    expect((await readJson(moved)).booking).toMatchObject({
      start: londonInstant(monday, '14:00'),
      end: londonInstant(monday, '16:00'),
    })
  })

  it('shows where a booking can move to its customer and staff only, and not once it is closed', async () => {
    const booking = await bookedWith('Alex Morgan', monday, '16:00')
    expect((await movesOf(booking.id, tuesday, operator.cookie)).length).toBeGreaterThan(0)
    await expectError(
      await get(`/api/v1/bookings/${booking.id}/slots?from=${tuesday}&to=${tuesday}`, other.cookie),
      404,
      'not_found',
    )
    await t.request(`/api/v1/bookings/${booking.id}/cancel`, send('POST', {}, customer.cookie))
    await expectError(
      await get(
        `/api/v1/bookings/${booking.id}/slots?from=${tuesday}&to=${tuesday}`,
        customer.cookie,
      ),
      409,
      'bookings.invalid_transition',
    )
  })
})
