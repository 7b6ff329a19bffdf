import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send, usePeople } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { readJson, usePublished, useTestApp } from '../../testing/create-test-app.ts'

// Decision 006: bookings say what changed through the event bus; mails subscribe in the
// transaction, live updates after it.
describe('what bookings and holds publish', () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  const { customer, other, operator } = usePeople(t, {
    customer: ['customer', 'Cat Customer'],
    other: ['customer', 'Otis Other'],
    operator: ['operator', 'Olga Operator'],
  })
  const during = usePublished(t)
  const day = nextWeekday(2, { minDays: 3 })

  const call = async (cookie: string, path: string, body: unknown, status: number) => {
    const res = await t.request(path, send('POST', body, cookie))
    expect(res.status, await res.clone().text()).toBe(status)
    return readJson(res)
  }

  it('publishes a hold, its release when its holder books, and the booking with its time and resource', async () => {
    const start = londonInstant(day, '10:00')
    let hold: { id: string; end: string } | undefined
    expect(
      await during(async () => {
        ;({ hold } = await call(
          customer.cookie,
          '/api/v1/holds',
          { serviceId: ids['Safety check'], start },
          201,
        ))
      }),
    ).toEqual([
      {
        type: 'hold.created',
        holdId: hold?.id,
        customerId: customer.userId,
        resourceIds: [expect.any(String)],
        startsAt: start,
        endsAt: hold?.end,
      },
    ])

    let booking: { id: string; end: string; resource: { id: string } } | undefined
    const published = await during(async () => {
      ;({ booking } = await call(
        customer.cookie,
        '/api/v1/bookings',
        { serviceId: ids['Safety check'], start },
        201,
      ))
    })
    expect(published).toEqual([
      expect.objectContaining({ type: 'hold.released', holdId: hold?.id }),
      {
        type: 'booking.created',
        bookingId: booking?.id,
        customerId: customer.userId,
        status: 'confirmed',
        resourceIds: [booking?.resource.id],
        startsAt: start,
        endsAt: booking?.end,
      },
    ])
  })

  it('publishes a move with where it was, and a cancel as a change of status', async () => {
    const start = londonInstant(day, '14:00')
    const { booking } = await call(
      other.cookie,
      '/api/v1/bookings',
      { serviceId: ids['Safety check'], start },
      201,
    )
    const later = londonInstant(day, '16:00')
    expect(
      await during(() =>
        call(other.cookie, `/api/v1/bookings/${booking.id}/reschedule`, { start: later }, 200),
      ),
    ).toEqual([
      {
        type: 'booking.rescheduled',
        bookingId: booking.id,
        customerId: other.userId,
        resourceIds: [expect.any(String)],
        startsAt: later,
        endsAt: expect.any(String),
        previous: { resourceIds: [booking.resource.id], startsAt: start, endsAt: booking.end },
      },
    ])
    expect(
      await during(() =>
        call(operator.cookie, `/api/v1/bookings/${booking.id}/cancel`, undefined, 200),
      ),
    ).toEqual([
      {
        type: 'booking.status_changed',
        bookingId: booking.id,
        customerId: other.userId,
        from: 'confirmed',
        to: 'cancelled',
        actorId: operator.userId,
        resourceIds: [expect.any(String)],
      },
    ])
  })

  it('publishes nothing for a refused change', async () => {
    const start = londonInstant(day, '09:00')
    const fitting = { serviceId: ids['Bike fitting'], start }
    await call(customer.cookie, '/api/v1/bookings', fitting, 201)
    expect(await during(() => call(other.cookie, '/api/v1/bookings', fitting, 409))).toEqual([])
  })

  it('makes a booking and its mail together or not at all: a failing mail subscriber undoes the booking', async () => {
    const start = londonInstant(day, '11:00')
    const count = async (table: 'bookings' | 'outbox') =>
      Number(
        (
          (await t.db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table)}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      )
    const before = [await count('bookings'), await count('outbox')]
    const off = t.events.inTransaction('booking.created', () => {
      throw new Error('the outbox is unreachable')
    })
    try {
      expect(
        await during(() =>
          call(customer.cookie, '/api/v1/bookings', { serviceId: ids['Safety check'], start }, 500),
        ),
      ).toEqual([])
    } finally {
      off()
    }
    expect([await count('bookings'), await count('outbox')]).toEqual(before)
    // The time is still free.
    await call(customer.cookie, '/api/v1/bookings', { serviceId: ids['Safety check'], start }, 201)
  })
})
