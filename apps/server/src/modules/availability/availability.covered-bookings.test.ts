import type { CoveredBooking } from '@reserva/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send } from '../../testing/auth-helpers.ts'
import { useBookingApp } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { resources } from '../catalogue/catalogue.table.ts'

/**
 * Schedule changes over bookings: hours, a date's hours or time off that would
 * leave open bookings outside the resource's time list them and are saved only when staff say so;
 * time off the resource already has is refused.
 */
describe('a schedule change over bookings', () => {
  const { t, ids, customer, operator, book } = useBookingApp()
  const resourceId = async (name: string) =>
    (await t.db.select().from(resources).where(eq(resources.name, name)))[0]?.id as string
  const change = async (method: string, path: string, body?: unknown) =>
    t.request(`/api/v1/resources/${path}`, send(method, body, operator.cookie))
  /** Staff's booking of a safety check for the customer with Sam at `time` on `day`. */
  const bookedWithSam = async (day: string, time: string) => {
    const res = await book(operator.cookie, {
      serviceId: ids['Safety check'],
      start: londonInstant(day, time),
      customerId: customer.userId,
      resourceId: await resourceId('Sam Okafor'),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    return (await readJson(res)).booking
  }
  /** `res` is the refusal `code` (409); answers its body. */
  const refusedWith = async (res: Response, code: string) => {
    const body = (await res.clone().json()) as {
      error: { details: { bookings: CoveredBooking[] } }
    }
    await expectError(res, 409, code)
    return body
  }
  const samNow = async () =>
    (
      await readJson(await t.request('/api/v1/resources', { headers: { cookie: operator.cookie } }))
    ).resources.find((r: { name: string }) => r.name === 'Sam Okafor')
  const lastAudit = async (action: string) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.action} = ${action}`)
        .orderBy(sql`${auditLog.at} desc`)
        .limit(1)
    )[0]

  it('lists the bookings time off would cover, and adds it only when staff say so', async () => {
    const day = nextWeekday(1, { minDays: 8 })
    const sam = await resourceId('Sam Okafor')
    const booking = await bookedWithSam(day, '11:30')
    const off = { start: londonInstant(day, '09:00'), end: londonInstant(day, '13:00') }

    const refused = await change('POST', `${sam}/time-off`, { ...off, reason: 'Course' })
    const body = await refusedWith(refused, 'catalogue.covers_bookings')
    expect(body.error.details.bookings).toEqual([
      {
        id: booking.id,
        reference: booking.reference,
        start: londonInstant(day, '11:30'),
        end: londonInstant(day, '12:00'),
        serviceName: 'Safety check',
        customerName: 'Cat Customer',
      },
    ])
    expect((await samNow()).timeOff).toEqual([])

    const saved = await change('POST', `${sam}/time-off`, {
      ...off,
      reason: 'Course',
      acknowledgeBookings: true,
    })
    expect(saved.status, await saved.clone().text()).toBe(201)
    expect((await readJson(saved)).resource.timeOff).toHaveLength(1)
    expect((await lastAudit('resource.time_off_added'))?.data).toMatchObject({
      coveredBookings: [booking.reference],
    })
    // The booking stays as it was: staff move or cancel it themselves.
    const still = await t.request(`/api/v1/bookings/${booking.id}`, {
      headers: { cookie: operator.cookie },
    })
    expect((await readJson(still)).booking.status).toBe('confirmed')
  })

  it('refuses time off the resource already has, and takes time off that only overlaps', async () => {
    const day = nextWeekday(2, { minDays: 8 })
    const alex = await resourceId('Alex Morgan')
    const off = {
      start: londonInstant(day, '13:30'),
      end: londonInstant(day, '17:30'),
      reason: 'Dentist',
    }
    expect((await change('POST', `${alex}/time-off`, off)).status).toBe(201)
    await expectError(
      await change('POST', `${alex}/time-off`, off),
      409,
      'catalogue.time_off_exists',
    )
    await expectError(
      await change('POST', `${alex}/time-off`, {
        ...off,
        start: londonInstant(day, '14:00'),
        end: londonInstant(day, '15:00'),
      }),
      409,
      'catalogue.time_off_exists',
    )
    const overlapping = await change('POST', `${alex}/time-off`, {
      ...off,
      start: londonInstant(day, '17:00'),
      end: londonInstant(nextWeekday(3, { minDays: 8 }), '10:00'),
    })
    expect(overlapping.status, await overlapping.clone().text()).toBe(201)
  })

  it('lists the bookings new weekly hours leave out, and not again once they are outside', async () => {
    const friday = nextWeekday(5, { minDays: 8 })
    const sam = await resourceId('Sam Okafor')
    const booking = await bookedWithSam(friday, '15:00')
    // Sam stops working on Friday afternoons.
    const intervals = [1, 2, 3, 4, 5].flatMap((weekday) =>
      weekday === 5
        ? [{ weekday, start: '09:00', end: '12:30' }]
        : [
            { weekday, start: '09:00', end: '12:30' },
            { weekday, start: '13:30', end: '17:30' },
          ],
    )
    const refused = await change('PUT', `${sam}/hours`, { intervals })
    const body = await refusedWith(refused, 'catalogue.covers_bookings')
    expect(body.error.details.bookings.map((b) => b.reference)).toContain(booking.reference)
    const saved = await change('PUT', `${sam}/hours`, { intervals, acknowledgeBookings: true })
    expect(saved.status, await saved.clone().text()).toBe(200)

    // Saved again, the same hours leave nothing newly outside (the booking was outside already):
    // no question this time.
    expect((await change('PUT', `${sam}/hours`, { intervals })).status).toBe(200)
  })

  it('asks before a date’s own hours close over a booking, and before giving them back does', async () => {
    const day = nextWeekday(4, { minDays: 15 })
    const sam = await resourceId('Sam Okafor')
    const booking = await bookedWithSam(day, '10:00')
    const closing = await change('PUT', `${sam}/overrides`, { date: day, intervals: [] })
    const body = await refusedWith(closing, 'catalogue.covers_bookings')
    expect(body.error.details.bookings[0]?.reference).toBe(booking.reference)
    // A shorter day that still holds the booking is no question.
    const shorter = await change('PUT', `${sam}/overrides`, {
      date: day,
      intervals: [{ start: '09:30', end: '12:00' }],
    })
    expect(shorter.status, await shorter.clone().text()).toBe(200)

    // Sam works one Saturday; a booking is made on it; giving the day back its (closed) weekly
    // hours would leave the booking outside.
    const saturday = nextWeekday(6, { minDays: 15 })
    expect(
      (
        await change('PUT', `${sam}/overrides`, {
          date: saturday,
          intervals: [{ start: '09:00', end: '13:00' }],
        })
      ).status,
    ).toBe(200)
    const onSaturday = await bookedWithSam(saturday, '09:30')
    const back = await change('DELETE', `${sam}/overrides/${saturday}`)
    const refusal = await refusedWith(back, 'catalogue.covers_bookings')
    expect(refusal.error.details.bookings[0]?.reference).toBe(onSaturday.reference)
    const acknowledged = await change(
      'DELETE',
      `${sam}/overrides/${saturday}?acknowledgeBookings=true`,
    )
    expect(acknowledged.status, await acknowledged.clone().text()).toBe(200)
  })
})
