import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../lib/clock.ts'
import { send, usePeople } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant } from '../../testing/calendar.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { resources } from '../catalogue/catalogue.table.ts'

/** Wednesday 5 March 2031, 12:00 in London (GMT): the demo business is open 09:00–17:30. */
const clock: Clock = { now: () => new Date('2031-03-05T12:00:00Z') }
const day = '2031-03-05'

describe('staff booking outside the times offered', () => {
  const t = useTestApp({ clock })
  const ids = useServiceIds(t)
  const { customer, operator } = usePeople(t, {
    customer: ['customer', 'Cat Customer'],
    operator: ['operator', 'Olga Operator'],
  })
  let alex = ''
  beforeAll(async () => {
    const [row] = await t.db.select().from(resources).where(eq(resources.name, 'Alex Morgan'))
    alex = row?.id ?? ''
  })

  const book = (cookie: string, body: Record<string, unknown>) =>
    t.request(
      '/api/v1/bookings',
      send(
        'POST',
        { serviceId: ids['Safety check'], customerId: customer.userId, ...body },
        cookie,
      ),
    )

  it('books before opening with a reason, audited, and refuses the same time without one', async () => {
    const early = londonInstant(day, '07:30')
    await expectError(
      await book(operator.cookie, {
        start: londonInstant('2031-03-06', '07:30'),
        resourceId: alex,
      }),
      422,
      'bookings.not_a_slot',
    )
    const res = await book(operator.cookie, {
      start: early,
      resourceId: alex,
      override: { reason: 'Opening early for a courier' },
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { booking } = await readJson(res)
    expect(booking).toMatchObject({ status: 'confirmed', source: 'staff', start: early })
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id))
    expect(audit).toMatchObject({
      action: 'booking.created',
      actorId: operator.userId,
      data: expect.objectContaining({ override: 'Opening early for a courier' }),
    })
    // The resource's time is still its own: a second booking over it is refused.
    await expectError(
      await book(operator.cookie, {
        start: early,
        resourceId: alex,
        override: { reason: 'Twice' },
      }),
      409,
      'bookings.slot_taken',
    )
  })

  it('records a walk-in already being served, which staff can complete at once and undo', async () => {
    const res = await book(operator.cookie, {
      start: londonInstant(day, '11:40'),
      resourceId: alex,
      override: { reason: 'Walk-in, served straight away' },
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { booking } = await readJson(res)
    const act = (action: string) =>
      t.request(`/api/v1/bookings/${booking.id}/${action}`, {
        method: 'POST',
        headers: { cookie: operator.cookie },
      })
    expect((await readJson(await act('complete'))).booking.status).toBe('completed')
    expect((await readJson(await act('undo'))).booking.status).toBe('confirmed')
    await expectError(
      await book(operator.cookie, {
        start: londonInstant('2031-03-04', '23:00'),
        resourceId: alex,
        override: { reason: 'Last night' },
      }),
      422,
      'bookings.override_too_early',
    )
  })

  it('is staff work, on a named resource, with a reason', async () => {
    const start = londonInstant(day, '19:00')
    const override = { reason: 'Late fitting' }
    await expectError(
      await t.request(
        '/api/v1/bookings',
        send('POST', { serviceId: ids['Safety check'], start, override }, customer.cookie),
      ),
      403,
      'forbidden',
    )
    await expectError(
      await book(operator.cookie, { start, override }),
      422,
      'bookings.override_needs_resource',
    )
    for (const reason of ['', 'ab', 'x'.repeat(301)]) {
      await expectError(
        await book(operator.cookie, { start, resourceId: alex, override: { reason } }),
        400,
        'validation_failed',
      )
    }
    await expectError(
      await book(operator.cookie, { start, resourceId: alex, override: { reason: 'Late', x: 1 } }),
      400,
      'validation_failed',
    )
  })

  it('resizes a booking for staff within the hours, audited, and never over another', async () => {
    const thursday = '2031-03-06'
    const made = async (time: string) => {
      const res = await book(operator.cookie, {
        start: londonInstant(thursday, time),
        resourceId: alex,
      })
      expect(res.status, await res.clone().text()).toBe(201)
      return (await readJson(res)).booking as { id: string; start: string }
    }
    const first = await made('10:00')
    await made('11:30')
    const resize = (cookie: string, minutes: number, id = first.id, start = first.start) =>
      t.request(
        `/api/v1/bookings/${id}/reschedule`,
        send('POST', { start, durationMinutes: minutes }, cookie),
      )
    const longer = await resize(operator.cookie, 60)
    expect(longer.status, await longer.clone().text()).toBe(200)
    expect((await readJson(longer)).booking.end).toBe(londonInstant(thursday, '11:00'))
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'booking.rescheduled'))
    expect(audit?.data).toMatchObject({ fromMinutes: 30, toMinutes: 60 })
    // Into the next booking (its buffers included), or past closing: refused as any move is.
    await expectError(await resize(operator.cookie, 120), 409, 'bookings.slot_taken')
    await expectError(await resize(operator.cookie, 12 * 60), 422, 'bookings.not_a_slot')
    for (const minutes of [0, 7, 13 * 60]) {
      await expectError(await resize(operator.cookie, minutes), 400, 'validation_failed')
    }
  })

  it('keeps the length of a booking to staff: its customer may move it, not stretch it', async () => {
    const res = await t.request(
      '/api/v1/bookings',
      send(
        'POST',
        { serviceId: ids['Safety check'], start: londonInstant('2031-03-07', '10:00') },
        customer.cookie,
      ),
    )
    const { booking } = await readJson(res)
    await expectError(
      await t.request(
        `/api/v1/bookings/${booking.id}/reschedule`,
        send('POST', { start: booking.start, durationMinutes: 60 }, customer.cookie),
      ),
      403,
      'forbidden',
    )
  })
})
