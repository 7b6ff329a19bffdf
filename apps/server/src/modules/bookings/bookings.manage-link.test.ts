import { manageLinkHeader } from '@reserva/shared'
import { and, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fixedClock } from '../../lib/clock.ts'
import { send } from '../../testing/auth-helpers.ts'
import { useBookingApp } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { createSiblingApp, expectError, readJson } from '../../testing/create-test-app.ts'
import { users } from '../auth/auth.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { businessSettings } from '../settings/settings.table.ts'
import { createManageLinks } from './bookings.manage-link.ts'
import { bookings } from './bookings.table.ts'

describe('managing a booking by the link in its mails', () => {
  const { t, ids, customer, other, operator, bookedAt } = useBookingApp()
  const monday = nextWeekday(1)
  const tuesday = nextWeekday(2)

  /** The manage link in the newest mail of `kind` to `email`. */
  const linkInMail = async (email: string, kind: string) => {
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, kind)))
      .orderBy(desc(outbox.createdAt))
      .limit(1)
    const link = mail?.text.match(/\/manage#(\S+)/)?.[1]
    if (!link) throw new Error(`no manage link in the ${kind} mail to ${email}`)
    expect(mail?.html).toContain(`/manage#${link}`)
    return link
  }
  const byLink = (
    link: string,
    path = '',
    init: { method?: string; body?: unknown; app?: { request: typeof t.request } } = {},
  ) =>
    (init.app ?? t).request(`/api/v1/manage/booking${path}`, {
      method: init.method ?? 'GET',
      headers: {
        [manageLinkHeader]: link,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })

  it('lets whoever holds the link see, move and cancel that booking as its customer, without signing in', async () => {
    const booking = await bookedAt(customer, { day: monday, time: '10:00' })
    const link = await linkInMail(customer.email, 'booking_confirmed')

    const seen = await byLink(link)
    expect(seen.status).toBe(200)
    expect(seen.headers.get('cache-control')).toBe('no-store')
    const shown = (await readJson(seen)).booking
    expect(shown).toMatchObject({
      id: booking.id,
      reference: booking.reference,
      status: 'confirmed',
      customer: { name: 'Cat Customer' },
      can: { cancel: true, reschedule: true, undo: false },
    })
    // A link may be forwarded: the address it was mailed to is not in what it shows.
    expect(JSON.stringify(shown)).not.toContain(customer.email)

    const ics = await byLink(link, '/ics')
    expect(ics.status).toBe(200)
    expect(await ics.text()).toContain(`BEGIN:VEVENT`)

    const { slots } = await readJson(await byLink(link, `/slots?from=${tuesday}&to=${tuesday}`))
    const to = londonInstant(tuesday, '11:00')
    expect(slots.map((s: { start: string }) => s.start)).toContain(to)
    const moved = await byLink(link, '/reschedule', { method: 'POST', body: { start: to } })
    expect(moved.status).toBe(200)
    expect((await readJson(moved)).booking.start).toBe(to)
    // The mail about the move carries the link, which still works.
    expect(await linkInMail(customer.email, 'booking_changed')).toBe(link)

    const cancelled = await byLink(link, '/cancel', {
      method: 'POST',
      body: { reason: 'Away that week' },
    })
    expect(cancelled.status).toBe(200)
    expect((await readJson(cancelled)).booking.status).toBe('cancelled')
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row?.statusReason).toBe('Away that week')
    // As if the customer had cancelled: the business hears of it.
    const [told] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'booking_cancelled_business'))
      .orderBy(desc(outbox.createdAt))
      .limit(1)
    expect(told?.text).toContain(booking.reference)
    // A cancelled booking's link is over; the cancellation mail carries none.
    await expectError(await byLink(link), 410, 'bookings.link_expired')
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, customer.email), eq(outbox.kind, 'booking_cancelled')))
    expect(mail?.text).not.toContain('/manage#')
  })

  it('opens nothing when any part of the link is changed, cut or added to', async () => {
    const mine = await bookedAt(customer, { day: monday, time: '09:00' })
    const others = await bookedAt(other, { day: monday, time: '09:30' })
    const link = await linkInMail(customer.email, 'booking_confirmed')
    expect(link.startsWith(`${mine.id}.1.`)).toBe(true)
    const [id, version, signature] = link.split('.') as [string, string, string]
    const flip = (c: string) => (c === 'A' ? 'B' : 'A')
    const altered = [
      '',
      id,
      `${id}.${version}`,
      `${id}.${version}.`,
      `${id}..${signature}`,
      `${others.id}.${version}.${signature}`,
      `${id}.2.${signature}`,
      `${id}.01.${signature}`,
      `${id}.${version}.${flip(signature[0] as string)}${signature.slice(1)}`,
      `${id}.${version}.${signature.slice(0, -1)}`,
      `${id}.${version}.${signature}A`,
      `${id}.${version}.${signature}.${signature}`,
      `${id.toUpperCase()}.${version}.${signature}`,
      `${link}%20`,
      createManageLinks('another-secret-another-secret-0123').linkFor({
        id: mine.id,
        manageLinkVersion: 1,
      }),
    ]
    for (const bad of altered) {
      const res = await byLink(bad)
      expect([400, 404], JSON.stringify(bad)).toContain(res.status)
      for (const path of ['/cancel', '/reschedule']) {
        const action = await byLink(bad, path, {
          method: 'POST',
          body: path === '/cancel' ? {} : { start: londonInstant(tuesday, '14:00') },
        })
        expect([400, 404], `${path} ${JSON.stringify(bad)}`).toContain(action.status)
      }
    }
    // No header at all, or a session cookie instead of it: refused, nothing changed.
    const withCookie = await t.request('/api/v1/manage/booking/cancel', {
      method: 'POST',
      headers: { cookie: customer.cookie },
    })
    expect(withCookie.status).toBe(400)
    // The right link from a foreign site's page: refused before anything is read or written.
    const foreign = await t.request('/api/v1/manage/booking/cancel', {
      method: 'POST',
      headers: { origin: 'https://evil.example', [manageLinkHeader]: link },
    })
    await expectError(foreign, 403, 'auth.invalid_origin')
    // A reason far over its bound: 400 in the error shape.
    await expectError(
      await byLink(link, '/cancel', { method: 'POST', body: { reason: 'x'.repeat(5000) } }),
      400,
      'validation_failed',
    )
    const rows = await t.db.select().from(bookings).where(eq(bookings.id, mine.id))
    expect(rows[0]?.status).toBe('confirmed')
    expect((await readJson(await byLink(link))).booking.id).toBe(mine.id)
  })

  it('ends every earlier link when a new one is sent, for the customer or staff only', async () => {
    const booking = await bookedAt(customer, { day: monday, time: '14:00' })
    const first = await linkInMail(customer.email, 'booking_confirmed')
    const reissue = (cookie: string) =>
      t.request(`/api/v1/bookings/${booking.id}/manage-link`, send('POST', {}, cookie))
    expect((await reissue(other.cookie)).status).toBe(404)
    expect((await reissue(customer.cookie)).status).toBe(202)
    const second = await linkInMail(customer.email, 'booking_link')
    expect(second).not.toBe(first)
    await expectError(await byLink(first), 410, 'bookings.link_replaced')
    expect((await byLink(second)).status).toBe(200)
    expect((await reissue(operator.cookie)).status).toBe(202)
    await expectError(await byLink(second), 410, 'bookings.link_replaced')
    const third = await linkInMail(customer.email, 'booking_link')
    expect((await byLink(third)).status).toBe(200)
  })

  it('keeps the cut-offs, gives no staff powers, and ends with the booking or a ban', async () => {
    // An operator's own booking: by session they may cancel at any time; by link they are its
    // customer, inside the cut-off like anyone.
    const own = await bookedAt(operator, { day: monday, time: '15:00' })
    const link = await linkInMail(operator.email, 'booking_confirmed')
    const [settings] = await t.db.select().from(businessSettings)
    const cutoff = settings?.cancelCutoffMinutes ?? 0
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, own.id))
    if (!row) throw new Error('the booking is not stored')
    const start = row.startAt
    const late = createSiblingApp(t, {
      clock: fixedClock(new Date(start.getTime() - (cutoff / 2) * 60_000)),
    })
    const shown = (await readJson(await byLink(link, '', { app: late }))).booking
    expect(shown.can).toEqual({ cancel: false, reschedule: false, undo: false })
    await expectError(
      await byLink(link, '/cancel', { method: 'POST', body: {}, app: late }),
      409,
      'bookings.cutoff_passed',
    )
    // After the booking has ended, the link has too.
    const after = createSiblingApp(t, {
      clock: fixedClock(new Date(row.endAt.getTime() + 1000)),
    })
    await expectError(await byLink(link, '', { app: after }), 410, 'bookings.link_expired')

    // A banned customer's links do not work.
    await bookedAt(customer, { day: monday, time: '16:00' })
    const customers = await linkInMail(customer.email, 'booking_confirmed')
    await t.db.update(users).set({ banned: true }).where(eq(users.id, customer.userId))
    try {
      await expectError(await byLink(customers), 404, 'bookings.link_invalid')
    } finally {
      await t.db.update(users).set({ banned: false }).where(eq(users.id, customer.userId))
    }
  })

  it('limits how often one address may try links', async () => {
    await t.db.execute(sql`delete from rate_limits where key like 'reserva:manage-link:%'`)
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) statuses.push((await byLink(`guess-${i}`)).status)
    expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true)
    expect(statuses[120]).toBe(429)
    await t.db.execute(sql`delete from rate_limits where key like 'reserva:manage-link:%'`)
    expect(ids).toBeDefined()
  })
})
