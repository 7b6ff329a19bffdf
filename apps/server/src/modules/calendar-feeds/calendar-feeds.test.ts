import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../lib/clock.ts'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { serviceIdsByName } from '../../testing/booking-app.ts'
import { londonInstant } from '../../testing/calendar.ts'
import {
  createTestApp,
  expectError,
  readJson,
  type TestApp,
} from '../../testing/create-test-app.ts'
import { users } from '../auth/auth.table.ts'
import { resources } from '../catalogue/catalogue.table.ts'

/** A clock the test moves: the week before London's clocks go forward in 2027. */
const clock = (() => {
  let at = Date.parse('2027-03-22T08:00:00Z')
  return {
    now: () => new Date(at),
    set: (iso: string) => (at = Date.parse(iso)),
  } satisfies Clock & {
    set(iso: string): number
  }
})()

/** A feed's events read with ical.js, with its own VTIMEZONE registered, by UID. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const zones = calendar.getAllSubcomponents('vtimezone')
  for (const zone of zones) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid,
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
      summary: event.summary,
      alarm: vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString(),
    }
  })
  for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue('tzid')))
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    zones: zones.map((z) => z.getFirstPropertyValue('tzid')),
    events: new Map(events.map((e) => [e.uid, e])),
  }
}

describe('calendar feeds', () => {
  let t: TestApp
  let ids: Record<string, string>
  let customer: Awaited<ReturnType<typeof signUpAs>>
  let other: Awaited<ReturnType<typeof signUpAs>>
  let operator: Awaited<ReturnType<typeof signUpAs>>

  beforeAll(async () => {
    t = await createTestApp({ clock })
    ids = await serviceIdsByName(t)
    customer = await signUpAs(t, 'customer', 'Cat Customer')
    other = await signUpAs(t, 'customer', 'Otis Other')
    operator = await signUpAs(t, 'operator', 'Olga Operator')
  })
  afterAll(() => t.close())

  const book = async (who: { cookie: string }, day: string, time: string) => {
    const res = await t.request(
      '/api/v1/bookings',
      send('POST', { serviceId: ids['Safety check'], start: londonInstant(day, time) }, who.cookie),
    )
    expect(res.status).toBe(201)
    return (await readJson(res)).booking as { id: string; status: string; resource: { id: string } }
  }
  const newFeed = async (cookie: string, path = '/api/v1/me/calendar-feed') => {
    const res = await t.request(path, send('POST', {}, cookie))
    expect(res.status).toBe(201)
    return (await readJson(res)).feed as { url: string; kind: string }
  }
  /** The feed at `url`, fetched as a calendar does: no cookie, no Origin. */
  const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
    t.app.request(url, { headers })
  const feedOf = async (url: string) => {
    const res = await fetchFeed(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    return readCalendar(await res.text())
  }

  it('follows a booking through its life across the change to summer time, by one UID', async () => {
    const feed = await newFeed(customer.cookie)
    expect(feed).toMatchObject({ kind: 'mine' })
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar-feeds\/[\w.-]+\.ics$/)
    expect((await feedOf(feed.url)).events.size).toBe(0)

    // Friday 26 March is still winter time (10:00 is 10:00Z); Monday 29 March is summer time.
    const booking = await book(customer, '2027-03-26', '10:00')
    const uid = `${booking.id}@reserva`
    let read = await feedOf(feed.url)
    expect(read.zones).toEqual(['Europe/London'])
    expect(read.name).toContain('my bookings')
    expect(read.events.get(uid)).toMatchObject({
      start: '2027-03-26T10:00:00.000Z',
      zone: 'Europe/London',
      sequence: 0,
      status: booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      alarm: '-PT30M',
    })
    const firstSequence = read.events.get(uid)?.sequence ?? 0

    const moved = await t.request(
      `/api/v1/bookings/${booking.id}/reschedule`,
      send('POST', { start: londonInstant('2027-03-29', '10:00') }, customer.cookie),
    )
    expect(moved.status).toBe(200)
    read = await feedOf(feed.url)
    // 10:00 in London on the Monday is 09:00Z: the calendar reads it through the VTIMEZONE.
    expect(read.events.get(uid)).toMatchObject({ start: '2027-03-29T09:00:00.000Z' })
    expect(read.events.get(uid)?.sequence).toBeGreaterThan(firstSequence)
    const movedSequence = read.events.get(uid)?.sequence ?? 0

    const cancelled = await t.request(
      `/api/v1/bookings/${booking.id}/cancel`,
      send('POST', {}, customer.cookie),
    )
    expect(cancelled.status).toBe(200)
    read = await feedOf(feed.url)
    expect(read.events.get(uid)).toMatchObject({ status: 'CANCELLED', uid })
    expect(read.events.get(uid)?.sequence).toBeGreaterThan(movedSequence)
    expect(read.events.get(uid)?.alarm).toBeUndefined()
  })

  it('shows each person what they may see, and staff the business’s and a resource’s', async () => {
    const mine = await book(customer, '2027-03-24', '11:00')
    const theirs = await book(other, '2027-03-24', '14:00')
    const customerFeed = await newFeed(customer.cookie)
    const shown = await feedOf(customerFeed.url)
    expect(shown.events.has(`${mine.id}@reserva`)).toBe(true)
    expect(shown.events.has(`${theirs.id}@reserva`)).toBe(false)

    const staffFeed = await newFeed(operator.cookie)
    expect(staffFeed.kind).toBe('business')
    const business = await feedOf(staffFeed.url)
    expect(business.events.get(`${theirs.id}@reserva`)?.summary).toBe('Safety check: Otis Other')
    expect(business.events.has(`${mine.id}@reserva`)).toBe(true)

    const [another] = await t.db
      .insert(resources)
      .values({ name: 'Bay 9', kind: 'room' })
      .returning()
    const resourcePath = (id: string) => `/api/v1/resources/${id}/calendar-feed`
    const ofResource = await newFeed(operator.cookie, resourcePath(mine.resource.id))
    expect(ofResource.kind).toBe('resource')
    expect((await feedOf(ofResource.url)).events.has(`${mine.id}@reserva`)).toBe(true)
    const empty = await newFeed(operator.cookie, resourcePath(another?.id ?? ''))
    expect((await feedOf(empty.url)).events.size).toBe(0)

    // A customer has no say over a resource's feed; nobody signed out has any feed.
    await expectError(
      await t.request(resourcePath(mine.resource.id), send('POST', {}, customer.cookie)),
      403,
      'forbidden',
    )
    await expectError(await t.request('/api/v1/me/calendar-feed'), 401, 'auth.session_missing')
    // A staff member who becomes a customer sees only their own bookings in the same feed.
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, operator.userId))
    expect((await feedOf(staffFeed.url)).events.has(`${theirs.id}@reserva`)).toBe(false)
    await t.db.update(users).set({ role: 'operator' }).where(eq(users.id, operator.userId))
  })

  it('ends an address when it is renewed or turned off, or its person is banned', async () => {
    const first = await newFeed(other.cookie)
    const second = await newFeed(other.cookie)
    expect(second.url).not.toBe(first.url)
    await expectError(await fetchFeed(first.url), 404, 'calendar_feeds.not_found')
    expect((await fetchFeed(second.url)).status).toBe(200)
    const current = await readJson(
      await t.request('/api/v1/me/calendar-feed', send('GET', undefined, other.cookie)),
    )
    expect(current.feed.url).toBe(second.url)

    await t.db.update(users).set({ banned: true }).where(eq(users.id, other.userId))
    await expectError(await fetchFeed(second.url), 404, 'calendar_feeds.not_found')
    await t.db.update(users).set({ banned: false }).where(eq(users.id, other.userId))
    expect((await fetchFeed(second.url)).status).toBe(200)

    const off = await t.request('/api/v1/me/calendar-feed', send('DELETE', undefined, other.cookie))
    expect(await readJson(off)).toEqual({ feed: null })
    await expectError(await fetchFeed(second.url), 404, 'calendar_feeds.not_found')
  })

  it('opens nothing when any part of the address is changed, and answers unchanged feeds with 304', async () => {
    const feed = await newFeed(customer.cookie)
    const path = new URL(feed.url).pathname
    const link =
      path
        .split('/')
        .at(-1)
        ?.replace(/\.ics$/, '') ?? ''
    const [id, version, signature] = link.split('.') as [string, string, string]
    const flip = (c: string) => (c === 'A' ? 'B' : 'A')
    const base = '/api/v1/calendar-feeds/'
    for (const altered of [
      `${id}.${version}`,
      `${id}.${Number(version) + 1}.${signature}`,
      `${id}.${version}.${flip(signature[0] as string)}${signature.slice(1)}`,
      `${id}.${version}.${signature.slice(0, -1)}`,
      `${customer.userId}.${version}.${signature}`,
      'x'.repeat(201),
    ]) {
      const res = await fetchFeed(`${base}${altered}.ics`)
      expect([400, 404]).toContain(res.status)
    }
    // The address works with or without `.ics`, and a manage link is no feed address.
    expect((await fetchFeed(`${base}${link}`)).status).toBe(200)
    const booking = await book(customer, '2027-03-25', '09:00')
    const manageLink = t.manageLinks.linkFor({ id: booking.id, manageLinkVersion: 1 })
    await expectError(await fetchFeed(`${base}${manageLink}.ics`), 404, 'calendar_feeds.not_found')

    const first = await fetchFeed(feed.url)
    const etag = first.headers.get('etag') ?? ''
    expect(first.headers.get('cache-control')).toBe('private, max-age=300')
    clock.set('2027-03-22T08:05:00Z')
    expect((await fetchFeed(feed.url, { 'if-none-match': etag })).status).toBe(304)
  })
})
