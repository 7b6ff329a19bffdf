import { describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { starts, useBookingApp } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson } from '../../testing/create-test-app.ts'

// These change the business's settings, so each has an app of its own: nothing they change
// reaches another test, whether they pass or fail.
describe('bookings under changed business settings', () => {
  const { t, ids, customer, other, operator, slots, book, bookedAt } = useBookingApp({ each: true })
  const tuesday = nextWeekday(2)

  it('refuses a customer’s cancel or move past the cut-off with a clear error; staff still can', async () => {
    const admin = await signUpAs(t, 'admin')
    await t.request(
      '/api/v1/admin/settings',
      send(
        'PATCH',
        { cancelCutoffMinutes: 14 * 24 * 60, rescheduleCutoffMinutes: 14 * 24 * 60 },
        admin.cookie,
      ),
    )
    const booking = await bookedAt(customer, { day: tuesday, time: '09:00' })
    expect(booking.can).toEqual({ cancel: false, reschedule: false, undo: false })
    const late = await t.request(`/api/v1/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: { cookie: customer.cookie },
    })
    expect(late.status).toBe(409)
    expect(await readJson(late)).toMatchObject({
      error: {
        code: 'bookings.cutoff_passed',
        message: expect.stringContaining('up to 336 hours before'),
        details: { cutoffMinutes: 20160 },
      },
    })
    const lateMove = await t.request(
      `/api/v1/bookings/${booking.id}/reschedule`,
      send('POST', { start: londonInstant(tuesday, '15:00') }, customer.cookie),
    )
    await expectError(lateMove, 409, 'bookings.cutoff_passed')
    const byStaff = await t.request(`/api/v1/bookings/${booking.id}/cancel`, {
      method: 'POST',
      headers: { cookie: operator.cookie },
    })
    expect(byStaff.status).toBe(200)
  })

  it('lets operators confirm, decline, complete, mark no-show and book for a customer; customers cannot', async () => {
    const admin = await signUpAs(t, 'admin')
    await t.request(
      '/api/v1/admin/settings',
      send('PATCH', { requireConfirmation: true }, admin.cookie),
    )
    const thursday = nextWeekday(4)
    const a = await bookedAt(customer, { day: thursday, time: '09:00' })
    const b = await bookedAt(customer, { day: thursday, time: '10:00' })
    expect([a.status, b.status]).toEqual(['pending', 'pending'])
    expect(
      (
        await t.request(`/api/v1/bookings/${a.id}/confirm`, {
          method: 'POST',
          headers: { cookie: customer.cookie },
        })
      ).status,
    ).toBe(403)
    const confirmed = await t.request(`/api/v1/bookings/${a.id}/confirm`, {
      method: 'POST',
      headers: { cookie: operator.cookie },
    })
    expect((await readJson(confirmed)).booking.status).toBe('confirmed')
    const declined = await t.request(`/api/v1/bookings/${b.id}/decline`, {
      method: 'POST',
      headers: { cookie: operator.cookie },
    })
    expect((await readJson(declined)).booking.status).toBe('declined')
    // The declined time is free again.
    expect(starts(await slots('Safety check', thursday))).toContain(
      londonInstant(thursday, '10:00'),
    )
    const early = await t.request(`/api/v1/bookings/${a.id}/complete`, {
      method: 'POST',
      headers: { cookie: operator.cookie },
    })
    await expectError(early, 409, 'bookings.not_started')

    // Staff booking for a customer: confirmed at once, on the customer's list.
    const forCustomer = await book(operator.cookie, {
      serviceId: ids['Full service'],
      start: londonInstant(thursday, '14:00'),
      customerId: customer.userId,
    })
    expect(forCustomer.status).toBe(201)
    expect((await readJson(forCustomer)).booking).toMatchObject({
      source: 'staff',
      status: 'confirmed',
      customer: { id: customer.userId },
    })
    const someoneElse = await book(customer.cookie, {
      serviceId: ids['Full service'],
      start: londonInstant(thursday, '16:00'),
      customerId: other.userId,
    })
    expect(someoneElse.status).toBe(403)
    const all = await readJson(
      await t.request('/api/v1/bookings?scope=all&status=pending,confirmed', {
        headers: { cookie: operator.cookie },
      }),
    )
    const listed = all.bookings.map((x: { id: string }) => x.id)
    expect(listed).toContain(a.id)
    expect(listed).not.toContain(b.id)
    expect(listed.length).toBeGreaterThanOrEqual(2)
  })
})
