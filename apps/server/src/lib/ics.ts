import { IANAZone } from 'luxon'
import { localDateTime, vtimezone } from './vtimezone.ts'

/**
 * RFC 5545 calendar files. A single booking's file is written in UTC (…Z), which every
 * calendar understands; a feed and an invitation (RFC 5546, in a booking's mails) in the
 * business's zone with its VTIMEZONE.
 *
 * Hand-written on purpose (libraries checked for #8): `ics` 3.12 leaves a bare CR in a value and
 * escapes DQUOTE in a parameter with a backslash, which RFC 5545 has no such escape for;
 * ical-generator 10 does the latter too, and 11 needs Node 22. None drops the other control
 * characters. What Reserva writes is small, and this file is all it takes.
 */

// Every control character (C0, DEL, C1) except HTAB, which TEXT and parameter values allow
// (§3.3.11, §3.1). Line breaks are dealt with before these are dropped.
const controlChars = /(?!\t)\p{Cc}/gu
const lineBreaks = /\r\n|\r|\n/g

/** A TEXT value (§3.3.11): \ ; , escaped, each line break (CRLF, CR or LF) as \n, no controls. */
const escapeText = (s: string) =>
  s
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(lineBreaks, '\\n')
    .replace(controlChars, '')

/**
 * A parameter value, always quoted (§3.2): a quoted string cannot hold DQUOTE or a control
 * character and has no escapes, so those are taken out (line breaks become spaces).
 */
const quoteParam = (s: string) =>
  `"${s.replace(lineBreaks, ' ').replace(controlChars, '').replace(/"/g, '').trim()}"`

/** A URI or address value: no control characters or spaces can be part of one. */
const uri = (s: string) => s.replace(controlChars, '').replace(/[\s"]/g, '')

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

/**
 * Lines longer than 75 octets are folded with CRLF + space (§3.1), between characters so that no
 * UTF-8 sequence is split: 75 octets on the first line, 74 after the space on the others.
 */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = utf8Length(ch.codePointAt(0) ?? 0)
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export interface CalendarEvent {
  uid: string
  start: Date
  end: Date
  summary: string
  description: string
  location: string
  url?: string
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  /** Grows with each change of the event, so that a calendar takes the newest (§3.8.7.4). */
  sequence: number
  /** When the event last changed; DTSTAMP is the time the file is made. */
  lastModified?: Date
  /** A reminder this many minutes before the start (a VALARM that shows a message). */
  alarmMinutesBefore?: number
  organizer?: { name: string; email: string }
  /**
   * Who the invitation is for (METHOD REQUEST or CANCEL only: a published event has none,
   * RFC 5546 §3.2.1). They booked it themselves, so they have accepted it and no reply is asked.
   */
  attendee?: { name: string; email: string }
}

/**
 * What the calendar is for (RFC 5546 §1.4): PUBLISH a file or feed to import; REQUEST an
 * invitation (a new one, or an update with a higher SEQUENCE); CANCEL a cancelled invitation.
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL'

function eventLines(event: CalendarEvent, now: Date, when: (d: Date) => string) {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utc(now)}`,
    ...(event.lastModified ? [`LAST-MODIFIED:${utc(event.lastModified)}`] : []),
    `DTSTART${when(event.start)}`,
    `DTEND${when(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    ...(event.organizer
      ? [`ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${uri(event.organizer.email)}`]
      : []),
    ...(event.attendee
      ? [
          [
            'ATTENDEE',
            ...(event.attendee.name.trim() ? [`CN=${quoteParam(event.attendee.name)}`] : []),
            'ROLE=REQ-PARTICIPANT',
            'PARTSTAT=ACCEPTED',
            `RSVP=FALSE:mailto:${uri(event.attendee.email)}`,
          ].join(';'),
        ]
      : []),
    ...(event.alarmMinutesBefore !== undefined && event.status !== 'CANCELLED'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-PT${event.alarmMinutesBefore}M`,
          'END:VALARM',
        ]
      : []),
    'END:VEVENT',
  ]
}

/**
 * A calendar of any number of events. With a `timeZone`, times are written as wall-clock times
 * of that zone with its VTIMEZONE (covering the years of the events), so a calendar shows them
 * in the business's zone across daylight-saving changes; without one, in UTC. An invitation
 * (`method` REQUEST or CANCEL) names its organizer and attendee in every event; a cancelled
 * one's events say CANCELLED.
 */
export function renderCalendar({
  prodId,
  name,
  timeZone,
  method = 'PUBLISH',
  events,
  now,
}: {
  prodId: string
  /** The calendar's name, as a subscribing calendar shows it. */
  name?: string
  timeZone?: string
  method?: CalendarMethod
  events: CalendarEvent[]
  now: Date
}) {
  for (const event of events) {
    const invited = event.organizer !== undefined && event.attendee !== undefined
    if (method !== 'PUBLISH' && !invited)
      throw new Error(`a ${method} needs an organizer and an attendee (RFC 5546 §3.2)`)
    if (method === 'PUBLISH' && event.attendee)
      throw new Error('a published event has no attendee (RFC 5546 §3.2.1)')
    if (method === 'CANCEL' && event.status !== 'CANCELLED')
      throw new Error('a CANCEL says its event is CANCELLED (RFC 5546 §3.2.5)')
  }
  const zone = timeZone ? IANAZone.create(timeZone) : null
  const when = (d: Date) =>
    zone && timeZone
      ? `;TZID=${timeZone}:${localDateTime(d.getTime(), zone.offset(d.getTime()))}`
      : `:${utc(d)}`
  const years = events.flatMap((e) => [e.start.getUTCFullYear(), e.end.getUTCFullYear()])
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(prodId)}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...(timeZone ? [`X-WR-TIMEZONE:${escapeText(timeZone)}`] : []),
    ...(timeZone && years.length > 0
      ? vtimezone(timeZone, Math.min(...years) - 1, Math.max(...years))
      : []),
    ...events.flatMap((event) => eventLines(event, now, when)),
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** One event, in UTC: a booking's own calendar file. */
export const renderIcs = ({
  prodId,
  event,
  now,
}: {
  prodId: string
  event: CalendarEvent
  now: Date
}) => renderCalendar({ prodId, events: [event], now })
