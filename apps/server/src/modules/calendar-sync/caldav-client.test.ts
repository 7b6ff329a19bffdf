import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderCalendar } from '../../lib/ics.ts'
import { type Radicale, startRadicale } from '../../testing/radicale.ts'
import { CalDavError, openCalDav } from './caldav-client.ts'

// The CalDAV client against Debian's Radicale (a real server, started for the test).

const event = (uid: string, start: string, end: string, summary = 'Booked') =>
  renderCalendar({
    prodId: '-//Reserva//Test//EN',
    timeZone: 'Europe/London',
    events: [
      {
        uid,
        start: new Date(start),
        end: new Date(end),
        summary,
        description: '',
        location: '',
        status: 'CONFIRMED',
        sequence: 0,
      },
    ],
    now: new Date('2027-03-01T00:00:00Z'),
  })

/** An event that says its time is free (TRANSP:TRANSPARENT). */
const freeTime = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Someone//Their calendar//EN',
  'BEGIN:VEVENT',
  'UID:free-time',
  'DTSTAMP:20270301T000000Z',
  'DTSTART:20270323T090000Z',
  'DTEND:20270323T100000Z',
  'TRANSP:TRANSPARENT',
  'SUMMARY:Free to book',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')

/** A weekly event at 12:00–13:00 London time from Monday 22 March 2027, four times. */
const weeklyLunch = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Someone//Their calendar//EN',
  'BEGIN:VEVENT',
  'UID:lunch-weekly',
  'DTSTAMP:20270301T000000Z',
  'DTSTART;TZID=Europe/London:20270322T120000',
  'DTEND;TZID=Europe/London:20270322T130000',
  'RRULE:FREQ=WEEKLY;COUNT=4',
  'EXDATE;TZID=Europe/London:20270405T120000',
  'SUMMARY:Lunch',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')

describe('the CalDAV client, against Radicale', () => {
  let radicale: Radicale
  let address: string
  beforeAll(async () => {
    radicale = await startRadicale()
    address = await radicale.makeCalendar('work')
  })
  afterAll(() => radicale.close())

  const open = (overrides: Partial<Parameters<typeof openCalDav>[0]> = {}) =>
    openCalDav({
      url: address,
      username: radicale.username,
      password: radicale.password,
      ...overrides,
    })

  it('writes an event by its UID, replaces it on a second write, and removes it', async () => {
    const calendar = await open()
    const uid = 'booking-1@reserva'
    const from = new Date('2027-03-20T00:00:00Z')
    const to = new Date('2027-04-30T00:00:00Z')
    const first = await calendar.put(
      uid,
      event(uid, '2027-03-26T10:00:00Z', '2027-03-26T10:30:00Z'),
    )
    expect(first.etag).toMatch(/^"/)
    // A retry, then a move: still one event, at the new time.
    await calendar.put(uid, event(uid, '2027-03-26T10:00:00Z', '2027-03-26T10:30:00Z'))
    await calendar.put(uid, event(uid, '2027-03-29T09:00:00Z', '2027-03-29T09:30:00Z'))
    expect(await calendar.busy(from, to)).toEqual([
      { start: new Date('2027-03-29T09:00:00Z'), end: new Date('2027-03-29T09:30:00Z') },
    ])
    // Reserva's own events are not busy times of its own.
    expect(await calendar.busy(from, to, { ignoreUid: (u) => u.endsWith('@reserva') })).toEqual([])
    await calendar.remove(uid)
    await calendar.remove(uid)
    expect(await calendar.busy(from, to)).toEqual([])
  })

  it('reads a weekly event across the change to summer time, without its exception or free time', async () => {
    const calendar = await open()
    for (const [file, body] of [
      ['lunch.ics', weeklyLunch],
      ['free.ics', freeTime],
    ] as const) {
      const response = await fetch(`${address}${file}`, {
        method: 'PUT',
        headers: {
          authorization: `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString('base64')}`,
          'content-type': 'text/calendar',
        },
        body,
      })
      expect(response.status).toBe(201)
    }
    const busy = await calendar.busy(
      new Date('2027-03-20T00:00:00Z'),
      new Date('2027-04-30T00:00:00Z'),
    )
    // 12:00 London is 12:00Z on 22 March, 11:00Z after the clocks go forward; 5 April is skipped.
    expect(busy.map((b) => b.start.toISOString()).sort()).toEqual([
      '2027-03-22T12:00:00.000Z',
      '2027-03-29T11:00:00.000Z',
      '2027-04-12T11:00:00.000Z',
    ])
  })

  it('says why it cannot open a calendar: a wrong password, no calendar, no server', async () => {
    await expect(open({ password: 'wrong' })).rejects.toMatchObject({ reason: 'refused' })
    await expect(open({ url: `${radicale.url}/staff/nothing-here/` })).rejects.toBeInstanceOf(
      CalDavError,
    )
    await expect(open({ url: 'http://127.0.0.1:9/cal/' })).rejects.toMatchObject({
      reason: 'unreachable',
    })
  })
})
