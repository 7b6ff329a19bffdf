import ICAL from 'ical.js'
import { createDAVClient, type DAVCalendar, fetchCalendarObjects } from 'tsdav'
import { vtimezone } from '../../lib/vtimezone.ts'

/**
 * One CalDAV calendar, through tsdav: events written by UID (a PUT to `<calendar>/<uid>.ics`
 * replaces what is there, so a retry never makes a second event), removed by UID, and the busy
 * times of a range read with a time-range REPORT, recurring events expanded here with ical.js
 * (servers may return them unexpanded; Radicale does).
 */
export interface CalDavAccess {
  /** The calendar's address (a collection), or an account's when it holds one calendar. */
  url: string
  username: string
  password: string
  /** The fetch that reaches the server: the guarded one in the app, so no private address. */
  fetch?: typeof globalThis.fetch
}

export interface BusyTime {
  start: Date
  end: Date
}

export interface CalDavCalendar {
  url: string
  /**
   * Writes the event of `uid` (a whole VCALENDAR); its new ETag, if the server says. With
   * `etag`, only over that version (If-Match), without, only where none is (If-None-Match: *);
   * either way a 412 (the event changed there, or a write whose answer was lost made it) is
   * answered by writing it over: Reserva owns the events it writes.
   */
  put(
    uid: string,
    ics: string,
    options?: { etag?: string | null },
  ): Promise<{ etag: string | null }>
  /** Removes the event of `uid`; one that is gone already is fine. */
  remove(uid: string): Promise<void>
  /** What is busy in [from, to): events that block time, each occurrence of a recurring one. */
  busy(
    from: Date,
    to: Date,
    options?: { ignoreUid?: (uid: string) => boolean },
  ): Promise<BusyTime[]>
}

export class CalDavError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'refused' | 'not_a_calendar' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'CalDavError'
  }
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`)
const sameCollection = (a: string, b: string) =>
  withSlash(new URL(a).pathname) === withSlash(new URL(b).pathname)

/** The file of an event: its UID, kept to characters a path takes as they are. */
export const eventFileName = (uid: string) => `${uid.replace(/[^A-Za-z0-9@._-]/g, '_')}.ics`

async function expect2xx(response: Response, what: string, allowed: number[] = []) {
  if (response.ok || allowed.includes(response.status)) return
  if (response.status === 401 || response.status === 403)
    throw new CalDavError('refused', `The calendar refused the user or password (${what})`)
  throw new CalDavError('failed', `The calendar answered ${response.status} to ${what}`)
}

/** Logs in and finds the calendar `access.url` names; a CalDavError says why not. */
export async function openCalDav(access: CalDavAccess): Promise<CalDavCalendar> {
  const fetchFn = access.fetch ?? globalThis.fetch
  let calendar: DAVCalendar | undefined
  let client: Awaited<ReturnType<typeof createDAVClient>>
  try {
    client = await createDAVClient({
      serverUrl: access.url,
      credentials: { username: access.username, password: access.password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: fetchFn,
    })
    const calendars = await client.fetchCalendars()
    // The calendar named, or the one calendar under an account's address.
    const under = calendars.filter((found) =>
      withSlash(new URL(found.url).pathname).startsWith(withSlash(new URL(access.url).pathname)),
    )
    calendar =
      calendars.find((found) => sameCollection(found.url, access.url)) ??
      (under.length === 1 ? under[0] : undefined)
  } catch (error) {
    if (error instanceof CalDavError) throw error
    const text = error instanceof Error ? error.message : String(error)
    if (/401|403|unauthori[sz]ed|forbidden/i.test(text))
      throw new CalDavError('refused', 'The calendar refused the user or password', {
        cause: error,
      })
    throw new CalDavError('unreachable', `The calendar could not be reached: ${text}`, {
      cause: error,
    })
  }
  if (!calendar) throw new CalDavError('not_a_calendar', 'No calendar at this address')
  return calendarAt(access, calendar.url)
}

/** A calendar whose address is known (found by `openCalDav` before): no discovery. */
export function calendarAt(access: CalDavAccess, calendarUrl: string): CalDavCalendar {
  const fetchFn = access.fetch ?? globalThis.fetch
  const objectUrl = (uid: string) => new URL(eventFileName(uid), withSlash(calendarUrl)).href
  const authorization = `Basic ${Buffer.from(`${access.username}:${access.password}`).toString('base64')}`
  const write = (uid: string, ics: string, condition: Record<string, string>) =>
    fetchFn(objectUrl(uid), {
      method: 'PUT',
      headers: { authorization, 'content-type': 'text/calendar; charset=utf-8', ...condition },
      body: ics,
    })

  return {
    url: calendarUrl,
    async put(uid, ics, { etag } = {}) {
      let response = await write(uid, ics, etag ? { 'if-match': etag } : { 'if-none-match': '*' })
      if (response.status === 412) response = await write(uid, ics, {})
      await expect2xx(response, 'writing an event')
      return { etag: response.headers.get('etag') }
    },
    async remove(uid) {
      const response = await fetchFn(objectUrl(uid), {
        method: 'DELETE',
        headers: { authorization },
      })
      await expect2xx(response, 'removing an event', [404, 410])
    },
    async busy(from, to, { ignoreUid } = {}) {
      let objects: Awaited<ReturnType<typeof fetchCalendarObjects>>
      try {
        objects = await fetchCalendarObjects({
          calendar: { url: calendarUrl },
          timeRange: { start: from.toISOString(), end: to.toISOString() },
          headers: { authorization },
          fetch: fetchFn,
        })
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error)
        throw new CalDavError('unreachable', `The calendar could not be read: ${text}`, {
          cause: error,
        })
      }
      return objects.flatMap((object) =>
        typeof object.data === 'string' ? busyIn(object.data, from, to, ignoreUid) : [],
      )
    },
  }
}

/** Zones an event names without a VTIMEZONE of its own: read as the runtime knows them. */
function registerZones(calendar: ICAL.Component, from: Date, to: Date) {
  const given = new Set(
    calendar.getAllSubcomponents('vtimezone').map((zone) => {
      const tz = new ICAL.Timezone(zone)
      if (!ICAL.TimezoneService.has(tz.tzid)) ICAL.TimezoneService.register(zone)
      return tz.tzid
    }),
  )
  for (const event of calendar.getAllSubcomponents('vevent')) {
    for (const name of ['dtstart', 'dtend']) {
      const tzid = event.getFirstProperty(name)?.getParameter('tzid')
      if (typeof tzid !== 'string' || given.has(tzid) || ICAL.TimezoneService.has(tzid)) continue
      try {
        const lines = vtimezone(tzid, from.getUTCFullYear() - 1, to.getUTCFullYear() + 1)
        ICAL.TimezoneService.register(new ICAL.Component(ICAL.parse(lines.join('\r\n'))))
      } catch {
        // A zone nobody knows: ical.js reads its times as floating, the best there is.
      }
    }
  }
}

/** The times one calendar object keeps busy in [from, to). */
export function busyIn(
  data: string,
  from: Date,
  to: Date,
  ignoreUid?: (uid: string) => boolean,
): BusyTime[] {
  const calendar = new ICAL.Component(ICAL.parse(data))
  registerZones(calendar, from, to)
  const busy: BusyTime[] = []
  const vevents = calendar.getAllSubcomponents('vevent')
  // Exceptions (RECURRENCE-ID) are related to their series, so one Event sees them all.
  const exceptions = vevents.filter((vevent) => vevent.hasProperty('recurrence-id'))
  for (const vevent of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
    const event = new ICAL.Event(vevent)
    for (const exception of exceptions) {
      if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception)
    }
    if (ignoreUid?.(event.uid)) continue
    const blocks = (component: ICAL.Component) =>
      component.getFirstPropertyValue('transp') !== 'TRANSPARENT' &&
      component.getFirstPropertyValue('status') !== 'CANCELLED'
    const push = (start: ICAL.Time, end: ICAL.Time, component: ICAL.Component) => {
      const range = { start: start.toJSDate(), end: end.toJSDate() }
      if (blocks(component) && range.start < to && range.end > from) busy.push(range)
    }
    if (!event.isRecurring()) {
      push(event.startDate, event.endDate, vevent)
      continue
    }
    const iterator = event.iterator()
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (next.toJSDate() >= to) break
      const details = event.getOccurrenceDetails(next)
      push(details.startDate, details.endDate, details.item.component)
    }
  }
  return busy
}
