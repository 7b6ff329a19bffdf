import { quoteStatuses } from '@reserva/shared'
import { count, eq } from 'drizzle-orm'
import { DateTime } from 'luxon'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts, syncDemoAccounts } from '../modules/auth/demo-accounts.ts'
import { cookieFrom, json } from '../testing/auth-helpers.ts'
import { readJson, type TestApp, useTestApp } from '../testing/create-test-app.ts'
import { seedDemoActivity } from './demo-activity.ts'
import { bookings, quotes, slotSeats, users } from './schema.ts'

// A fresh demo has bookings and quotes, so that no staff screen and no number starts empty.
// The week of the spring clock change in London, so local times are checked across it.
const now = new Date('2026-03-25T10:00:00Z')

async function signIn(t: TestApp, role: 'admin' | 'operator' | 'customer') {
  const { email, password } = demoAccounts.find((a) => a.role === role)!
  const res = await t.request('/api/auth/sign-in/email', json({ email, password }))
  expect(res.status).toBe(200)
  return cookieFrom(res)
}

describe('a living demo', () => {
  const t = useTestApp()
  beforeAll(async () => {
    await syncDemoAccounts({ auth: t.auth, db: t.db, demo: undefined, seededDemo: true })
    await seedDemoActivity(t.db, { now })
  })

  it('has weeks of past and future bookings in every status, at the demo’s own hours', async () => {
    const rows = await t.db.select().from(bookings)
    const past = rows.filter((b) => b.startAt < now)
    const future = rows.filter((b) => b.startAt > now)
    expect(past.length).toBeGreaterThan(100)
    expect(future.length).toBeGreaterThan(30)
    const statuses = new Set(rows.map((b) => b.status))
    for (const s of ['pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'declined'])
      expect(statuses).toContain(s)
    // Nothing waits in the past but yesterday's and today's, which staff still have to mark.
    for (const b of past.filter((b) => b.status === 'pending'))
      expect(b.startAt.getTime()).toBeGreaterThan(now.getTime() - 86_400_000)
    // Local wall-clock times stay on the demo's hours on both sides of the clock change.
    for (const b of rows) {
      const local = DateTime.fromJSDate(b.startAt, { zone: 'Europe/London' })
      expect(local.weekday).toBeLessThan(7)
      expect(local.hour).toBeGreaterThanOrEqual(9)
      expect(local.hour).toBeLessThan(19)
    }
    // Nobody is booked twice at overlapping times, nor twice into one class.
    const active = rows.filter((b) => b.status === 'pending' || b.status === 'confirmed')
    for (const a of active)
      for (const b of active)
        if (a.id < b.id && a.customerId === b.customerId)
          expect(
            a.endAt <= b.startAt || b.endAt <= a.startAt,
            `${a.reference} ${b.reference}`,
          ).toBe(true)
    const sources = new Set(rows.map((b) => b.source))
    expect([...sources].sort()).toEqual(['online', 'quote', 'staff'])
  })

  it('counts the class’s seats as the booking rules do', async () => {
    const seats = await t.db.select().from(slotSeats)
    expect(seats.length).toBeGreaterThan(0)
    for (const slot of seats) {
      const taken = await t.db
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.shareKey, `${slot.serviceId}@${slot.startAt.toISOString()}`))
      const active = (
        await t.db
          .select({ status: bookings.status })
          .from(bookings)
          .where(eq(bookings.shareKey, `${slot.serviceId}@${slot.startAt.toISOString()}`))
      ).filter((b) => b.status !== 'cancelled' && b.status !== 'declined')
      expect(taken[0]!.n).toBeGreaterThanOrEqual(slot.taken)
      expect(slot.taken).toBe(active.length)
    }
  })

  it('has quotes in every state, and the accepted one booked', async () => {
    const rows = await t.db.select().from(quotes)
    expect(new Set(rows.map((q) => q.status))).toEqual(new Set(quoteStatuses))
    const accepted = rows.find((q) => q.status === 'accepted')!
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, accepted.bookingId!))
    expect(booking).toMatchObject({
      source: 'quote',
      status: 'confirmed',
      customerId: accepted.customerId,
    })
    expect(booking!.startAt).toEqual(accepted.offerStart)
  })

  it('gives the demo customer bookings and quotes of their own to see', async () => {
    const cookie = await signIn(t, 'customer')
    const mine = await readJson(
      await t.request('/api/v1/bookings?limit=200', { headers: { cookie } }),
    )
    const starts = mine.bookings.map((b: { start: string }) => new Date(b.start))
    expect(starts.some((s: Date) => s < now)).toBe(true)
    expect(starts.some((s: Date) => s > now)).toBe(true)
    const quoteList = await readJson(await t.request('/api/v1/quotes', { headers: { cookie } }))
    expect(quoteList.quotes.length).toBeGreaterThanOrEqual(2)
  })

  it('shows the admin a sign-up waiting to be approved as an operator, and numbers to read', async () => {
    const cookie = await signIn(t, 'admin')
    const waiting = await readJson(
      await t.request('/api/v1/admin/people?requestedRole=operator', { headers: { cookie } }),
    )
    expect(waiting.people.map((p: { name: string }) => p.name)).toEqual(['Priya Raman'])
    const stats = await readJson(
      await t.request('/api/v1/admin/statistics?from=2026-02-25&to=2026-03-24', {
        headers: { cookie },
      }),
    )
    expect(stats.bookings.completed).toBeGreaterThan(50)
    expect(stats.revenue.totalMinor).toBeGreaterThan(0)
    expect(stats.cancellations.noShow).toBeGreaterThan(0)
    expect(stats.quotes.requested).toBeGreaterThan(0)
    // The made-up customers cannot sign in: they have no password.
    const [made] = await t.db.select().from(users).where(eq(users.name, 'Maya Lindqvist'))
    const res = await t.request(
      '/api/auth/sign-in/email',
      json({ email: made!.email, password: 'Demo-Customer-2026' }),
    )
    expect(res.status).toBe(401)
  })
})
