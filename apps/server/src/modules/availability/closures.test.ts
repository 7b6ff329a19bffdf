import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { starts, useBookingApp } from '../../testing/booking-app.ts'
import { dayAfter, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { bookings } from '../bookings/bookings.table.ts'

/**
 * Business closures (issue #44 item 7): whole days closed for every resource, whatever its hours.
 * "Safety check" is delivered by Alex Morgan and Sam Okafor, open on weekdays.
 */
describe('closing the business for whole days', () => {
  const { t, customer, operator, slots, book, bookedAt, ids } = useBookingApp({ each: true })
  const close = (cookie: string, body: Record<string, unknown>) =>
    t.request('/api/v1/admin/closures', send('POST', body, cookie))
  const admin = async () => signUpAs(t, 'admin', 'Ada Admin')

  it('takes every time of the closed days off the slots, refuses bookings there, and gives them back when removed', async () => {
    const { cookie } = await admin()
    const day = nextWeekday(3)
    const next = dayAfter(day)
    const before = starts(await slots('Safety check', day))
    expect(before.length).toBeGreaterThan(0)

    const res = await close(cookie, { firstDay: day, lastDay: day, reason: 'Stocktake' })
    expect(res.status, await res.clone().text()).toBe(201)
    const closure = await readJson(res)
    expect(closure).toMatchObject({ firstDay: day, lastDay: day, reason: 'Stocktake' })

    expect(starts(await slots('Safety check', day))).toEqual([])
    expect(starts(await slots('Safety check', next)).length).toBeGreaterThan(0)
    const refused = await book(customer.cookie, {
      serviceId: ids['Safety check'],
      start: before[0],
    })
    await expectError(refused, 422, 'bookings.not_a_slot')

    // Anyone may see when the business is closed.
    const listed = await readJson(await t.request('/api/v1/closures'))
    expect(listed.closures).toEqual([closure])

    const removed = await t.request(
      `/api/v1/admin/closures/${closure.id}`,
      send('DELETE', undefined, cookie),
    )
    expect(removed.status).toBe(204)
    expect(starts(await slots('Safety check', day))).toEqual(before)
    const again = await t.request(
      `/api/v1/admin/closures/${closure.id}`,
      send('DELETE', undefined, cookie),
    )
    await expectError(again, 404, 'not_found')
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'closure'), eq(auditLog.entityId, closure.id)))
    expect(audit.map((a) => a.action).sort()).toEqual(['closure.added', 'closure.removed'])
  })

  it('names the open bookings on those days and closes over them only when told to', async () => {
    const { cookie } = await admin()
    const day = nextWeekday(4)
    const booking = await bookedAt(customer, { day, time: '10:00' })
    const range = { firstDay: day, lastDay: dayAfter(day), reason: 'Holiday' }
    const asked = await close(cookie, range)
    await expectError(asked.clone(), 409, 'catalogue.covers_bookings')
    expect((await readJson(asked)).error.details.bookings).toEqual([
      expect.objectContaining({ reference: booking.reference }),
    ])
    const closed = await close(cookie, { ...range, acknowledgeBookings: true })
    expect(closed.status).toBe(201)
    // The booking stays for staff to move or cancel.
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(kept?.status).toBe('confirmed')
    const [row] = await t.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'closure.added'),
          eq(auditLog.entityId, (await readJson(closed)).id),
        ),
      )
    expect(row?.data).toMatchObject({ coveredBookings: [booking.reference] })
  })

  it('is for admins, and refuses days past, ranges backwards or longer than a year', async () => {
    const { cookie } = await admin()
    const day = nextWeekday(2)
    expect(
      (await t.request('/api/v1/admin/closures', send('POST', { firstDay: day, lastDay: day }, '')))
        .status,
    ).toBe(401)
    await expectError(
      await close(customer.cookie, { firstDay: day, lastDay: day }),
      403,
      'forbidden',
    )
    await expectError(
      await close(operator.cookie, { firstDay: day, lastDay: day }),
      403,
      'forbidden',
    )
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    for (const body of [
      { firstDay: yesterday, lastDay: day },
      { firstDay: day, lastDay: yesterday },
      { firstDay: day, lastDay: '2099-12-31' },
      { firstDay: day, lastDay: day, reason: 'x'.repeat(121) },
      { firstDay: day, lastDay: day, extra: true },
      { firstDay: '2026-02-30', lastDay: day },
    ])
      await expectError(await close(cookie, body), 400, 'validation_failed')
  })
})
