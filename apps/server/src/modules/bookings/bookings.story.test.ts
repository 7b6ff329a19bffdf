import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Clock } from '../../lib/clock.ts'
import { send, usePeople } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant } from '../../testing/calendar.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { outbox } from '../mail/outbox.table.ts'
import { profiles } from '../profiles/profiles.table.ts'

/** The test's own time, moved by the test: from a Monday in March, London on GMT. */
let current = new Date('2031-03-03T09:00:00Z')
const clock: Clock = { now: () => new Date(current) }
const setTime = (instant: string) => {
  current = new Date(instant)
}
const wednesday = '2031-03-05'

describe("a booking's story for staff", () => {
  const t = useTestApp({ clock })
  const ids = useServiceIds(t)
  const { customer, operator, admin } = usePeople(t, {
    customer: ['customer', 'Cat Customer'],
    operator: ['operator', 'Olga Operator'],
    admin: ['admin', 'Ada Admin'],
  })

  const call = async (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(
      `/api/v1${path}`,
      body === undefined ? { method, headers: { cookie } } : send(method, body, cookie),
    )
  const book = async (time: string) => {
    const res = await call(customer.cookie, 'POST', '/bookings', {
      serviceId: ids['Safety check'],
      start: londonInstant(wednesday, time),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    return (await readJson(res)).booking as { id: string; reference: string }
  }
  const storyOf = async (id: string, cookie = operator.cookie) => {
    const res = await call(cookie, 'GET', `/bookings/${id}/story`)
    expect(res.status, await res.clone().text()).toBe(200)
    return readJson(res)
  }

  it('tells what happened, by whom, with staff notes and the customer’s contact and visits', async () => {
    setTime('2031-03-03T09:00:00Z')
    await t.db
      .insert(profiles)
      .values({ id: customer.userId, fullName: 'Cat Customer', phone: '+442079460123' })
      .onConflictDoUpdate({ target: profiles.id, set: { phone: '+442079460123' } })
    const earlier = await book('09:00')
    expect((await call(customer.cookie, 'POST', `/bookings/${earlier.id}/cancel`)).status).toBe(200)
    const booking = await book('11:00')
    const moved = await call(operator.cookie, 'POST', `/bookings/${booking.id}/reschedule`, {
      start: londonInstant(wednesday, '14:00'),
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    const added = await call(admin.cookie, 'POST', `/bookings/${booking.id}/notes`, {
      body: '  Prefers the side entrance  ',
    })
    expect(added.status).toBe(201)
    expect((await readJson(added)).note).toMatchObject({
      body: 'Prefers the side entrance',
      author: { id: admin.userId, name: 'Ada Admin' },
      at: '2031-03-03T09:00:00.000Z',
    })

    const story = await storyOf(booking.id)
    expect(
      story.events.map((e: { action: string; actor: { name: string } | null }) => [
        e.action,
        e.actor?.name,
      ]),
    ).toEqual([
      ['booking.created', 'Cat Customer'],
      ['booking.rescheduled', 'Olga Operator'],
      ['booking.note_added', 'Ada Admin'],
    ])
    expect(story.events[1].data).toMatchObject({
      from: londonInstant(wednesday, '11:00'),
      to: londonInstant(wednesday, '14:00'),
    })
    expect(story.notes).toEqual([
      expect.objectContaining({ body: 'Prefers the side entrance', author: expect.anything() }),
    ])
    expect(story.customer).toMatchObject({
      id: customer.userId,
      name: 'Cat Customer',
      email: customer.email,
      phone: '+442079460123',
      visits: { total: 2, completed: 0, noShows: 0, cancelled: 1 },
      recent: [{ id: earlier.id, reference: earlier.reference, status: 'cancelled' }],
    })
    expect(story.customer.recent[0].service).toBe('Safety check')

    // The customer's own view of the booking carries nothing of what staff wrote.
    const own = await call(customer.cookie, 'GET', `/bookings/${booking.id}`)
    expect(await own.text()).not.toContain('side entrance')
  })

  it('is staff only, and refuses empty, long and unknown notes', async () => {
    setTime('2031-03-03T09:00:00Z')
    const booking = await book('15:00')
    await expectError(
      await call(customer.cookie, 'GET', `/bookings/${booking.id}/story`),
      403,
      'forbidden',
    )
    await expectError(
      await call(customer.cookie, 'POST', `/bookings/${booking.id}/notes`, { body: 'Mine' }),
      403,
      'forbidden',
    )
    await expectError(
      await t.request(`/api/v1/bookings/${booking.id}/story`),
      401,
      'auth.session_missing',
    )
    for (const body of [
      { body: '   ' },
      { body: 'x'.repeat(2001) },
      { body: 'ok', extra: 1 },
      {},
    ]) {
      await expectError(
        await call(operator.cookie, 'POST', `/bookings/${booking.id}/notes`, body),
        400,
        'validation_failed',
      )
    }
    const unknown = crypto.randomUUID()
    await expectError(
      await call(operator.cookie, 'GET', `/bookings/${unknown}/story`),
      404,
      'not_found',
    )
    await expectError(
      await call(operator.cookie, 'POST', `/bookings/${unknown}/notes`, { body: 'Lost' }),
      404,
      'not_found',
    )
    expect((await storyOf(booking.id)).notes).toEqual([])
  })

  it('undoes a Complete or No-show for 15 minutes, without mailing the customer again', async () => {
    setTime('2031-03-03T09:00:00Z')
    const booking = await book('10:00')
    const confirmations = async () =>
      (
        await t.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(like(outbox.text, `%${booking.reference}%`), eq(outbox.kind, 'confirmed')))
      ).length
    const mailsBefore = await confirmations()
    const act = (action: string, cookie = operator.cookie) =>
      call(cookie, 'POST', `/bookings/${booking.id}/${action}`)

    setTime('2031-03-05T10:40:00Z')
    const completed = (await readJson(await act('complete'))).booking
    expect(completed).toMatchObject({
      status: 'completed',
      can: { undo: true },
      undoUntil: '2031-03-05T10:55:00.000Z',
    })
    // The customer sees neither the undo nor its deadline, and may not use it.
    const own = (await readJson(await call(customer.cookie, 'GET', `/bookings/${booking.id}`)))
      .booking
    expect(own).toMatchObject({ can: { undo: false }, undoUntil: null })
    await expectError(await act('undo', customer.cookie), 403, 'forbidden')

    setTime('2031-03-05T10:55:00Z')
    const undone = await act('undo')
    expect(undone.status, await undone.clone().text()).toBe(200)
    expect((await readJson(undone)).booking).toMatchObject({
      status: 'confirmed',
      can: { undo: false },
      undoUntil: null,
    })
    expect(await confirmations()).toBe(mailsBefore)
    await expectError(await act('undo'), 409, 'bookings.invalid_transition')

    expect((await readJson(await act('no-show'))).booking.status).toBe('no_show')
    setTime('2031-03-05T11:10:01Z')
    const late = (await readJson(await call(operator.cookie, 'GET', `/bookings/${booking.id}`)))
      .booking
    expect(late.can.undo).toBe(false)
    await expectError(await act('undo'), 409, 'bookings.undo_expired')

    const story = await storyOf(booking.id)
    expect(story.events.map((e: { action: string }) => e.action)).toEqual([
      'booking.created',
      'booking.complete',
      'booking.undo',
      'booking.no_show',
    ])
    expect(story.events[2].data).toEqual({ from: 'completed', to: 'confirmed' })
  })
})
