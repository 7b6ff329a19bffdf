import { parse as parseDisposition } from 'content-disposition'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { starts, useBookingApp } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { users } from '../auth/auth.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { createHold } from './bookings.holds.ts'
import { sendDueReminders } from './bookings.reminders.ts'
import { bookings } from './bookings.table.ts'

describe('slots and bookings', () => {
  const { t, ids, customer, other, operator, slots, book, bookedAt } = useBookingApp()
  const monday = nextWeekday(1)
  const tuesday = nextWeekday(2)

  it('books a slot: 201 with a reference, the price as it was, and the slot and its buffer gone', async () => {
    const start = londonInstant(monday, '10:30')
    const res = await book(
      customer.cookie,
      { serviceId: ids['Bike fitting'], start, notes: 'Road bike, 56 cm' },
      'key-1',
    )
    expect(res.status).toBe(201)
    const { booking } = await readJson(res)
    expect(booking).toMatchObject({
      reference: expect.stringMatching(/^RSV-[2-9A-HJKMNP-Z]{6}$/),
      status: 'confirmed',
      start,
      end: londonInstant(monday, '11:30'),
      seats: 1,
      priceMinor: 8000,
      currency: 'GBP',
      notes: 'Road bike, 56 cm',
      source: 'online',
      service: { name: 'Bike fitting' },
      resource: { name: 'Fitting studio' },
      customer: { name: 'Cat Customer' },
      can: { cancel: true, reschedule: true },
    })
    const after = starts(await slots('Bike fitting', monday))
    // 10:30 is taken; 09:30 and 10:00 run (with their own 15-minute buffer) into it; 11:00
    // overlaps it. 09:00 ends, buffer included, at 10:15: still free.
    for (const h of ['09:30', '10:00', '10:30', '11:00'])
      expect(after).not.toContain(londonInstant(monday, h))
    expect(after).toContain(londonInstant(monday, '09:00'))

    // The same key again: the same booking, not a second one.
    const again = await book(
      customer.cookie,
      { serviceId: ids['Bike fitting'], start, notes: 'Road bike, 56 cm' },
      'key-1',
    )
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await readJson(again)).booking.id).toBe(booking.id)
    const reused = await book(
      customer.cookie,
      { serviceId: ids['Bike fitting'], start: londonInstant(monday, '14:00') },
      'key-1',
    )
    await expectError(reused, 422, 'bookings.idempotency_key_reused')

    // One booking row, an audit row and a confirmation e-mail, written together.
    expect(
      await t.db.select().from(bookings).where(eq(bookings.reference, booking.reference)),
    ).toHaveLength(1)
    expect(
      (await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id))).map(
        (a) => a.action,
      ),
    ).toEqual(['booking.created'])
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, customer.email))
    const mail = mails.find((m) => m.kind === 'booking_confirmed')
    expect(mail?.subject).toBe(`Booked: Bike fitting — ${booking.reference}`)
    expect(mail?.text).toContain(`/booking-confirmation?ref=${booking.reference}`)
  })

  it('answers 409 bookings.slot_taken for a taken slot, and 422 for a time that is no slot', async () => {
    const taken = await book(other.cookie, {
      serviceId: ids['Bike fitting'],
      start: londonInstant(monday, '10:30'),
    })
    expect(taken.status).toBe(409)
    expect((await readJson(taken)).error).toMatchObject({ code: 'bookings.slot_taken' })
    const lunch = await book(other.cookie, {
      serviceId: ids['Bike fitting'],
      start: londonInstant(monday, '12:45'),
    })
    await expectError(lunch, 422, 'bookings.not_a_slot')
    const past = await book(other.cookie, {
      serviceId: ids['Bike fitting'],
      start: '2020-01-06T10:00:00Z',
    })
    await expectError(past, 422, 'bookings.not_a_slot')
    const quote = await book(other.cookie, {
      serviceId: ids['Custom build'],
      start: londonInstant(monday, '10:30'),
    })
    expect(quote.status).toBe(422)
    const tooMany = await book(other.cookie, {
      serviceId: ids['Bike fitting'],
      start: londonInstant(monday, '14:00'),
      seats: 2,
    })
    await expectError(tooMany, 422, 'bookings.too_many_seats')
    const visitor = await t.request('/api/v1/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId: ids['Bike fitting'],
        start: londonInstant(monday, '14:00'),
      }),
    })
    expect(visitor.status).toBe(401)
  })

  it('holds a slot for its holder: others do not see it, and it lapses by itself', async () => {
    const start = londonInstant(monday, '15:00')
    const held = await t.request(
      '/api/v1/holds',
      send('POST', { serviceId: ids['Bike fitting'], start }, customer.cookie),
    )
    expect(held.status).toBe(201)
    const { hold } = await readJson(held)
    expect(Date.parse(hold.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(starts(await slots('Bike fitting', monday))).not.toContain(start)
    const blocked = await book(other.cookie, { serviceId: ids['Bike fitting'], start })
    expect(blocked.status).toBe(409)
    // Its holder books it.
    const mine = await book(customer.cookie, { serviceId: ids['Bike fitting'], start })
    expect(mine.status).toBe(201)

    // A hold made eleven minutes ago (10-minute hold length) has lapsed.
    const customerUser = {
      id: customer.userId,
      email: customer.email,
      name: 'Cat',
      role: 'customer' as const,
    }
    const lapsing = londonInstant(tuesday, '09:00')
    await createHold(
      { db: t.db, events: t.events },
      {
        user: customerUser,
        address: '203.0.113.1',
        serviceId: ids['Bike fitting'] as string,
        start: new Date(lapsing),
        seats: 1,
        now: new Date(Date.now() - 11 * 60_000),
      },
    )
    expect(starts(await slots('Bike fitting', tuesday))).toContain(lapsing)
    expect(
      (await book(other.cookie, { serviceId: ids['Bike fitting'], start: lapsing })).status,
    ).toBe(201)
  })

  it('shares seats of a class until they run out', async () => {
    const wednesday = nextWeekday(3)
    const [first] = (await slots('Maintenance class', wednesday)).slots
    expect(first).toMatchObject({ start: londonInstant(wednesday, '18:00'), seatsLeft: 8 })
    expect(
      (
        await book(customer.cookie, {
          serviceId: ids['Maintenance class'],
          start: first.start,
          seats: 5,
        })
      ).status,
    ).toBe(201)
    expect((await slots('Maintenance class', wednesday)).slots[0].seatsLeft).toBe(3)
    const four = await book(other.cookie, {
      serviceId: ids['Maintenance class'],
      start: first.start,
      seats: 4,
    })
    expect(four.status).toBe(409)
    expect(
      (
        await book(other.cookie, {
          serviceId: ids['Maintenance class'],
          start: first.start,
          seats: 3,
        })
      ).status,
    ).toBe(201)
    expect(
      (await slots('Maintenance class', wednesday)).slots.map((s: { start: string }) => s.start),
    ).not.toContain(first.start)
  })

  it('lets a customer list, cancel and reschedule their own bookings, and nobody else see them', async () => {
    const created = await readJson(
      await book(customer.cookie, {
        serviceId: ids['Safety check'],
        start: londonInstant(tuesday, '11:00'),
      }),
    )
    const id = created.booking.id
    const list = await readJson(
      await t.request('/api/v1/bookings', { headers: { cookie: customer.cookie } }),
    )
    expect(list.bookings.map((b: { id: string }) => b.id)).toContain(id)
    expect(
      (await t.request(`/api/v1/bookings/${id}`, { headers: { cookie: other.cookie } })).status,
    ).toBe(404)
    expect(
      (
        await t.request(`/api/v1/bookings/by-reference/${created.booking.reference}`, {
          headers: { cookie: other.cookie },
        })
      ).status,
    ).toBe(404)
    expect(
      (await t.request('/api/v1/bookings?scope=all', { headers: { cookie: other.cookie } })).status,
    ).toBe(403)
    expect(
      (
        await t.request(`/api/v1/bookings/${id}/cancel`, {
          method: 'POST',
          headers: { cookie: other.cookie },
        })
      ).status,
    ).toBe(404)

    const moved = await t.request(
      `/api/v1/bookings/${id}/reschedule`,
      send('POST', { start: londonInstant(tuesday, '14:00') }, customer.cookie),
    )
    expect(moved.status).toBe(200)
    expect((await readJson(moved)).booking.start).toBe(londonInstant(tuesday, '14:00'))
    const cancelled = await t.request(`/api/v1/bookings/${id}/cancel`, {
      method: 'POST',
      headers: { cookie: customer.cookie },
    })
    expect((await readJson(cancelled)).booking).toMatchObject({
      status: 'cancelled',
      can: { cancel: false, reschedule: false },
    })
    const twice = await t.request(`/api/v1/bookings/${id}/cancel`, {
      method: 'POST',
      headers: { cookie: customer.cookie },
    })
    await expectError(twice, 409, 'bookings.invalid_transition')

    const trail = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(trail.map((a) => a.action)).toEqual([
      'booking.created',
      'booking.rescheduled',
      'booking.cancel',
    ])
    const mails = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} like ${`%${created.booking.reference}`}`)
    expect(
      mails.map((m) => `${m.to === customer.email ? 'customer' : m.to}: ${m.kind}`).sort(),
    ).toEqual([
      'customer: booking_cancelled',
      'customer: booking_changed',
      'customer: booking_confirmed',
      // The customer cancelled: the business is told too.
      'hello@spokeandchain.example: booking_cancelled_business',
    ])
  })

  it('refuses a staff booking for an account that does not exist with 422, writing nothing', async () => {
    const friday = nextWeekday(5)
    const count = async () => (await t.db.select({ id: bookings.id }).from(bookings)).length
    const audits = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'booking.created'))).length
    const [bookingsBefore, auditsBefore] = [await count(), await audits()]
    const res = await book(operator.cookie, {
      serviceId: ids['Full service'],
      start: londonInstant(friday, '14:00'),
      customerId: 'no-such-account-id-0000',
    })
    await expectError(res, 422, 'bookings.unknown_customer')
    expect([await count(), await audits()]).toEqual([bookingsBefore, auditsBefore])
    // The time is still free.
    expect(starts(await slots('Full service', friday))).toContain(londonInstant(friday, '14:00'))
  })

  it('refuses a staff booking for a banned account or a staff account with 422, writing nothing, and books once the ban ended', async () => {
    const friday = nextWeekday(5)
    const start = londonInstant(friday, '15:00')
    const count = async () => (await t.db.select({ id: bookings.id }).from(bookings)).length
    const before = await count()
    const banned = await signUpAs(t, 'customer', 'Bea Banned')
    await t.db.update(users).set({ banned: true }).where(eq(users.id, banned.userId))
    const bookFor = (customerId: string) =>
      book(operator.cookie, { serviceId: ids['Full service'], start, customerId })

    await expectError(await bookFor(banned.userId), 422, 'bookings.customer_banned')
    const anOperator = await signUpAs(t, 'operator', 'Otto Operator')
    const anAdmin = await signUpAs(t, 'admin', 'Ada Admin')
    for (const staff of [anOperator, anAdmin]) {
      await expectError(await bookFor(staff.userId), 422, 'bookings.not_a_customer')
    }
    // A staff account that is banned as well: the ban is what it hears of first.
    await t.db.update(users).set({ banned: true }).where(eq(users.id, anAdmin.userId))
    await expectError(await bookFor(anAdmin.userId), 422, 'bookings.customer_banned')
    expect(await count()).toBe(before)
    expect(starts(await slots('Full service', friday))).toContain(start)

    // A ban that has ended is no ban.
    await t.db
      .update(users)
      .set({ banExpires: new Date(Date.now() - 60_000) })
      .where(eq(users.id, banned.userId))
    expect((await bookFor(banned.userId)).status).toBe(201)
  })

  it('completes and marks no-show once a booking has started (staff only)', async () => {
    const booking = await bookedAt(customer, { day: nextWeekday(5), time: '09:00' })
    // Move it into the past, as time would.
    await t.db.execute(
      sql`update bookings set start_at = now() - interval '2 hours', end_at = now() - interval '90 minutes', block_start = now() - interval '2 hours', block_end = now() - interval '80 minutes' where id = ${booking.id}`,
    )
    const done = await t.request(`/api/v1/bookings/${booking.id}/complete`, {
      method: 'POST',
      headers: { cookie: operator.cookie },
    })
    expect((await readJson(done)).booking.status).toBe('completed')
    const noShow = await t.request(`/api/v1/bookings/${booking.id}/no-show`, {
      method: 'POST',
      headers: { cookie: operator.cookie },
    })
    expect(noShow.status).toBe(409)
  })

  it('serves a valid calendar file for the booking', async () => {
    const { booking } = await readJson(
      await book(customer.cookie, {
        serviceId: ids['Full service'],
        start: londonInstant(nextWeekday(5), '14:00'),
        notes: 'Squeaky brakes, please check; thanks!',
      }),
    )
    const res = await t.request(`/api/v1/bookings/${booking.id}/ics`, {
      headers: { cookie: customer.cookie },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(parseDisposition(res.headers.get('content-disposition') ?? '')).toEqual({
      type: 'attachment',
      parameters: { filename: `${booking.reference}.ics` },
    })
    const ics = await res.text()
    const lines = ics.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(ics).not.toMatch(/[^\r]\n/)
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    const unfolded = ics.replace(/\r\n /g, '')
    const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '')
    expect(unfolded).toContain(`DTSTART:${stamp(booking.start)}`)
    expect(unfolded).toContain(`DTEND:${stamp(booking.end)}`)
    expect(unfolded).toContain(`UID:${booking.id}@reserva`)
    expect(unfolded).toContain('SUMMARY:Full service — Spoke & Chain')
    expect(unfolded).toContain('Squeaky brakes\\, please check\\; thanks!')
    expect(unfolded).toContain('STATUS:CONFIRMED')
    expect(
      (await t.request(`/api/v1/bookings/${booking.id}/ics`, { headers: { cookie: other.cookie } }))
        .status,
    ).toBe(404)
  })

  it('queues a reminder once, the configured time before the start, from the database', async () => {
    const booking = await bookedAt(customer, { day: nextWeekday(5), time: '16:00' })
    const deps = { db: t.db, events: t.events }
    const start = Date.parse(booking.start)
    // 25 hours before: not yet (the demo business reminds 24 hours before).
    await sendDueReminders(deps, { now: new Date(start - 25 * 3_600_000) })
    const reminders = () =>
      t.db
        .select()
        .from(outbox)
        .where(
          sql`${outbox.kind} = 'booking_reminder' and ${outbox.subject} like 'Reminder: Safety check%'`,
        )
    const before = (await reminders()).length
    expect(
      await sendDueReminders(deps, { now: new Date(start - 23 * 3_600_000) }),
    ).toBeGreaterThanOrEqual(1)
    expect((await reminders()).length).toBeGreaterThan(before)
    // A later run (another process, or after a restart) does not send it again.
    const after = (await reminders()).length
    await sendDueReminders(deps, { now: new Date(start - 22 * 3_600_000) })
    expect((await reminders()).length).toBe(after)
  })
})
