/**
 * RFC 5545 calendar files. Times are written in UTC (…Z), which every calendar understands.
 *
 * Hand-written on purpose (libraries checked for #8): `ics` 3.12 leaves a bare CR in a value and
 * escapes DQUOTE in a parameter with a backslash, which RFC 5545 has no such escape for;
 * ical-generator 10 does the latter too, and 11 needs Node 22. None drops the other control
 * characters. One event is all Reserva writes, and this file is all that takes.
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
  sequence: number
  organizer?: { name: string; email: string }
}

export function renderIcs({
  prodId,
  event,
  now,
}: {
  prodId: string
  event: CalendarEvent
  now: Date
}) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    ...(event.organizer
      ? [`ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${uri(event.organizer.email)}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
