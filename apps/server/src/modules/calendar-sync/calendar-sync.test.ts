import { erasedAccountName } from '@reserva/shared'
import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, signUp, uniqueEmail, usePeople } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'
import { type Radicale, startRadicale } from '../../testing/radicale.ts'
import { auditLog } from '../audit/audit.table.ts'
import { resources } from '../catalogue/catalogue.table.ts'
import { eventFileName } from './caldav-client.ts'
import { calendarConnections, calendarEventWrites } from './calendar-sync.table.ts'

// Issue #47 item 2, end to end against Debian's Radicale on a free port: a resource's bookings
// written into its calendar and kept there as they change, the calendar's own events (a weekly
// one across the change to summer time too) blocking slots, and a calendar that goes away
// holding up nothing while the staff screen says the sync is behind. The app's clock stands in
// March 2027, so the change to summer time (28 March in London) is within the booking horizon.

const minute = 60_000
const started = Date.now()
const base = Date.parse('2027-03-10T08:00:00Z')
let offset = 0
const clock = { now: () => new Date(base + (Date.now() - started) + offset) }

describe('calendar sync with a CalDAV calendar', () => {
  const t = useTestApp({ clock, webhooks: { allowNetworks: ['127.0.0.1/32'], timeoutMs: 3_000 } })
  const ids = useServiceIds(t)
  const people = usePeople(t, {
    operator: ['operator', 'Olive Operator'],
    customer: ['customer', 'Cat'],
    admin: ['admin', 'Ada Admin'],
  })
  let radicale: Radicale
  let calendarUrl: string
  let sam: string
  beforeAll(async () => {
    radicale = await startRadicale()
    calendarUrl = await radicale.makeCalendar('sam')
    const [row] = await t.db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.name, 'Sam Okafor'))
    if (!row) throw new Error('no Sam Okafor')
    sam = row.id
  })
  afterAll(() => radicale.close())

  const connectionPath = () => `/api/v1/resources/${sam}/calendar-connection`
  const staff = (method: string, path: string, body: unknown = {}) =>
    t.request(
      path,
      method === 'GET'
        ? { headers: { cookie: people.operator.cookie } }
        : send(method, body, people.operator.cookie),
    )
  const connection = async () => {
    const res = await staff('GET', connectionPath())
    expect(res.status).toBe(200)
    return (await readJson(res)).connection
  }
  const syncNow = async () => {
    const res = await staff('POST', `${connectionPath()}/sync`)
    expect(res.status, await res.clone().text()).toBe(200)
    return (await readJson(res)).connection
  }
  /** Sam's free starts on `date` (London), as staff see them. */
  const samSlots = async (date: string) => {
    const res = await staff(
      'GET',
      `/api/v1/services/${ids['Safety check']}/slots?from=${date}&to=${date}&resourceId=${sam}`,
    )
    expect(res.status, await res.clone().text()).toBe(200)
    return ((await readJson(res)).slots as { start: string }[]).map((slot) => slot.start)
  }
  /** Staff book the safety check on Sam for the customer at `start`. */
  const book = async (start: string) => {
    const res = await staff('POST', '/api/v1/bookings', {
      serviceId: ids['Safety check'],
      start,
      resourceId: sam,
      customerId: people.customer.userId,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    return (await readJson(res)).booking as { id: string; start: string }
  }
  const basic = () =>
    `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString('base64')}`
  /** The event Radicale holds for booking `id`, or null. */
  const eventOf = async (id: string) => {
    const res = await fetch(new URL(eventFileName(`${id}@reserva`), calendarUrl), {
      headers: { authorization: basic() },
    })
    if (res.status === 404) return null
    expect(res.status).toBe(200)
    const vevent = new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent('vevent')
    if (!vevent) throw new Error('no VEVENT')
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
      summary: event.summary,
      etag: res.headers.get('etag'),
    }
  }
  /** The events in the calendar, by their file names. */
  const files = async () => {
    const res = await fetch(calendarUrl, {
      method: 'PROPFIND',
      headers: { authorization: basic(), depth: '1' },
    })
    const hrefs = [...(await res.text()).matchAll(/<(?:\w+:)?href>([^<]+)<\//g)].map((m) => m[1])
    return hrefs.filter((href) => href?.endsWith('.ics'))
  }
  const connect = (body: Record<string, unknown>) => staff('PUT', connectionPath(), body)
  const login = () => ({
    url: calendarUrl,
    username: radicale.username,
    password: radicale.password,
  })

  it('checks a calendar before it connects it, and keeps nothing when it cannot', async () => {
    const wrong = await connect({ ...login(), password: 'not the password' })
    expect(wrong.status).toBe(422)
    expect((await readJson(wrong)).error.code).toBe('calendar_sync.refused')
    const none = await connect({ ...login(), url: `${radicale.url}/nobody/nothing/` })
    expect(none.status).toBe(422)
    expect((await readJson(none)).error.code).toMatch(/calendar_sync\.(not_a_calendar|refused)/)
    const noPassword = await connect({ url: calendarUrl, username: radicale.username })
    expect(noPassword.status).toBe(400)
    const customer = await t.request(connectionPath(), send('PUT', login(), people.customer.cookie))
    expect(customer.status).toBe(403)
    expect(await connection()).toBeNull()
  })

  let first: { id: string; start: string }
  it('connects, and writes the bookings to come into the calendar', async () => {
    const [start] = await samSlots('2027-03-15')
    first = await book(start as string)
    const res = await connect(login())
    expect(res.status, await res.clone().text()).toBe(200)
    const answer = (await readJson(res)).connection
    expect(answer).toMatchObject({ calendarUrl, username: radicale.username })
    expect(JSON.stringify(answer)).not.toContain(radicale.password)
    const [stored] = await t.db.select().from(calendarConnections)
    expect(stored?.password).not.toContain(radicale.password)
    await t.calendarSync.worker.tick()
    const event = await eventOf(first.id)
    expect(event).toMatchObject({ uid: `${first.id}@reserva`, start: first.start })
    expect(event?.summary).toContain('Cat')
    expect(await connection()).toMatchObject({ state: 'ok', waitingChanges: 0 })
    // A write whose answer was lost is made again: over the same event, not beside it.
    await t.db.update(calendarEventWrites).set({ writtenVersion: 0, present: false, etag: null })
    await t.calendarSync.worker.tick()
    expect(await files()).toEqual([expect.stringContaining(first.id)])
    expect(await connection()).toMatchObject({ state: 'ok', waitingChanges: 0 })
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'resource.calendar_connected'))
    expect(JSON.stringify(audit?.data)).not.toContain(radicale.password)
  })

  it('moves the event when the booking moves, and removes it when it is cancelled', async () => {
    const written = await eventOf(first.id)
    const [, later] = await samSlots('2027-03-16')
    const moved = await staff('POST', `/api/v1/bookings/${first.id}/reschedule`, { start: later })
    expect(moved.status, await moved.clone().text()).toBe(200)
    await t.calendarSync.worker.tick()
    const after = await eventOf(first.id)
    expect(after?.start).toBe(later)
    expect(after?.sequence).toBeGreaterThan(written?.sequence ?? 0)
    expect(after?.etag).not.toBe(written?.etag)
    const cancelled = await staff('POST', `/api/v1/bookings/${first.id}/cancel`, {})
    expect(cancelled.status).toBe(200)
    await t.calendarSync.worker.tick()
    expect(await eventOf(first.id)).toBeNull()
  })

  it('lets the calendar’s own events, a weekly one across summer time too, block slots', async () => {
    // Mondays 15 and 22 March are on GMT, 29 March on BST: 10:00 London is 10:00Z, then 09:00Z.
    for (const date of ['2027-03-22', '2027-03-29']) {
      const slots = await samSlots(date)
      expect(slots.filter((s) => new Date(s).getUTCMinutes() === 0).length).toBeGreaterThan(2)
    }
    const calendar = await (await import('./caldav-client.ts')).openCalDav(login())
    await calendar.put(
      'weekly-meeting@example.test',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//EN',
        'BEGIN:VEVENT',
        'UID:weekly-meeting@example.test',
        'DTSTAMP:20270301T000000Z',
        'DTSTART;TZID=Europe/London:20270315T100000',
        'DTEND;TZID=Europe/London:20270315T110000',
        'RRULE:FREQ=WEEKLY;COUNT=6',
        'SUMMARY:Team meeting',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
    await calendar.put(
      'dentist@example.test',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Test//EN',
        'BEGIN:VEVENT',
        'UID:dentist@example.test',
        'DTSTAMP:20270301T000000Z',
        'DTSTART:20270317T140000Z',
        'DTEND:20270317T150000Z',
        'SUMMARY:Dentist',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    )
    const synced = await syncNow()
    expect(synced).toMatchObject({ state: 'ok' })
    expect(synced.busyTimes).toBeGreaterThanOrEqual(6)
    // A 30-minute check (10 minutes after) cannot start from 09:30 to 10:59 London time.
    const blocked = (slots: string[], from: string, to: string) =>
      slots.filter((s) => s >= from && s < to)
    const gmt = await samSlots('2027-03-22')
    expect(blocked(gmt, '2027-03-22T09:30:00.000Z', '2027-03-22T11:00:00.000Z')).toEqual([])
    expect(gmt).toContain('2027-03-22T11:00:00.000Z')
    const bst = await samSlots('2027-03-29')
    expect(blocked(bst, '2027-03-29T08:30:00.000Z', '2027-03-29T10:00:00.000Z')).toEqual([])
    expect(bst).toContain('2027-03-29T10:00:00.000Z')
    expect(bst).toContain('2027-03-29T08:00:00.000Z')
    const wednesday = await samSlots('2027-03-17')
    expect(blocked(wednesday, '2027-03-17T13:30:00.000Z', '2027-03-17T15:00:00.000Z')).toEqual([])
    // Booking into it is refused as into time off; a booking's own event blocks nothing more.
    const refused = await staff('POST', '/api/v1/bookings', {
      serviceId: ids['Safety check'],
      start: '2027-03-22T10:00:00.000Z',
      resourceId: sam,
      customerId: people.customer.userId,
    })
    expect(refused.status).toBe(422)
    expect((await readJson(refused)).error.code).toBe('bookings.not_a_slot')
    const [free] = await samSlots('2027-03-23')
    const booked = await book(free as string)
    const again = await syncNow()
    expect(await eventOf(booked.id)).not.toBeNull()
    expect(again.busyTimes).toBe(synced.busyTimes)
    // Reads at once (staff's "sync now" twice, beside the scheduled one) leave one copy of each.
    for (let round = 0; round < 3; round++) {
      await Promise.all([syncNow(), syncNow(), t.calendarSync.worker.tick()])
      expect((await connection()).busyTimes).toBe(synced.busyTimes)
    }
  })

  it('keeps booking while the calendar is down, says it is behind, and catches up', async () => {
    await radicale.stop()
    const [start] = await samSlots('2027-03-24')
    const before = performance.now()
    const booking = await book(start as string)
    expect(performance.now() - before).toBeLessThan(2_000)
    await t.calendarSync.worker.tick()
    const behind = await syncNow()
    expect(behind).toMatchObject({ state: 'behind', waitingChanges: 1 })
    expect(behind.lastError).toBeTruthy()
    expect(behind.behindSince).not.toBeNull()
    // Slots are still offered from what the last read found.
    expect(await samSlots('2027-03-22')).not.toContain('2027-03-22T10:00:00.000Z')
    await radicale.start()
    // Two failures so far (the kick after the booking, then "sync now"): the next try is due
    // about two minutes on.
    offset += 3 * minute
    await t.calendarSync.worker.tick()
    expect(await eventOf(booking.id)).toMatchObject({ start: booking.start })
    expect(await syncNow()).toMatchObject({ state: 'ok', waitingChanges: 0, lastError: null })
  })

  it('writes a past booking’s event again without its customer once they are erased', async () => {
    const leaving = await signUp(t, { email: uniqueEmail('erin'), name: 'Erin Erasable' })
    const [start] = await samSlots('2027-03-18')
    const res = await staff('POST', '/api/v1/bookings', {
      serviceId: ids['Safety check'],
      start,
      resourceId: sam,
      customerId: leaving.userId,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const booking = (await readJson(res)).booking as { id: string; end: string }
    await t.calendarSync.worker.tick()
    expect((await eventOf(booking.id))?.summary).toContain('Erin Erasable')
    // The booking is over when its customer is erased: it stays, in the calendar too.
    const moved = Date.parse(booking.end) - clock.now().getTime() + minute
    offset += moved
    try {
      const erased = await t.request(
        `/api/v1/admin/people/${leaving.userId}/erase`,
        send('POST', {}, people.admin.cookie),
      )
      expect(erased.status, await erased.clone().text()).toBe(200)
      await t.calendarSync.worker.tick()
      const event = await eventOf(booking.id)
      expect(event?.summary).toContain(erasedAccountName)
      expect(event?.summary).not.toContain('Erin')
    } finally {
      offset -= moved
    }
  })

  it('disconnects: the busy times stop blocking, and the events written stay', async () => {
    const res = await staff('DELETE', connectionPath())
    expect(res.status).toBe(200)
    expect(await connection()).toBeNull()
    expect(await samSlots('2027-03-22')).toContain('2027-03-22T10:00:00.000Z')
    const sync = await staff('POST', `${connectionPath()}/sync`)
    expect(sync.status).toBe(404)
    expect((await readJson(sync)).error.code).toBe('calendar_sync.not_connected')
  })
})

describe('connecting a calendar, attacked', () => {
  // No allow-list: the server may reach public addresses only.
  const t = useTestApp()
  const people = usePeople(t, { admin: ['admin', 'Ada Admin'] })
  let resourceId: string
  beforeAll(async () => {
    const [row] = await t.db.select({ id: resources.id }).from(resources).limit(1)
    resourceId = row?.id ?? ''
  })
  const put = (body: unknown) =>
    t.request(
      `/api/v1/resources/${resourceId}/calendar-connection`,
      send('PUT', body, people.admin.cookie),
    )

  it.each([
    ['loopback', 'http://127.0.0.1:5232/staff/cal/'],
    ['a name for loopback', 'https://localhost/dav/'],
    ['a private network', 'https://10.1.2.3/dav/'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/'],
    ['IPv4 written as IPv6', 'https://[::ffff:127.0.0.1]/dav/'],
  ])('refuses %s before reaching it', async (_, url) => {
    const res = await put({ url, username: 'staff', password: 'secret' })
    expect(res.status).toBe(400)
    expect((await readJson(res)).error.code).toBe('calendar_sync.address_refused')
  })

  it.each([
    [
      'a user inside the address',
      { url: 'https://me:pw@example.test/', username: 'a', password: 'b' },
    ],
    ['no scheme it speaks', { url: 'ftp://example.test/', username: 'a', password: 'b' }],
    [
      'an endless user name',
      { url: 'https://example.test/', username: 'a'.repeat(201), password: 'b' },
    ],
    [
      'a field it does not take',
      { url: 'https://example.test/', username: 'a', password: 'b', token: 'x' },
    ],
  ])('refuses %s as bad input', async (_, body) => {
    const res = await put(body)
    expect(res.status).toBe(400)
    expect((await readJson(res)).error.code).toMatch(
      /^(validation_failed|calendar_sync\.address_refused)$/,
    )
  })

  it('answers for a resource that is not there with 404, and reads nothing for it', async () => {
    const res = await t.request(
      `/api/v1/resources/${crypto.randomUUID()}/calendar-connection`,
      send(
        'PUT',
        { url: 'https://example.test/', username: 'a', password: 'b' },
        people.admin.cookie,
      ),
    )
    expect(res.status).toBe(404)
  })
})
