/** RFC 5545 calendar files. Times are written in UTC (…Z), which every calendar understands. */

const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (Buffer.byteLength(current + ch, 'utf8') > limit) {
      parts.push(current)
      current = ch
    } else current += ch
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
  now = new Date(),
}: {
  prodId: string
  event: CalendarEvent
  now?: Date
}) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status}`,
    `SEQUENCE:${event.sequence}`,
    ...(event.organizer
      ? [`ORGANIZER;CN=${escapeText(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
