import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { send, usePeople } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'

// What a client puts in its notes and an admin in the business name reaches the .ics file: it
// must stay inside its own value. Read back with ical.js, a parser that is not ours.
describe('the calendar file of a booking, with hostile text in it', () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  const { customer, admin } = usePeople(t, {
    customer: ['customer', 'Cat Customer'],
    admin: ['admin', 'Ada Admin'],
  })

  async function icsFor(notes: string, time: string) {
    const res = await t.request(
      '/api/v1/bookings',
      send(
        'POST',
        { serviceId: ids['Safety check'], start: londonInstant(nextWeekday(4), time), notes },
        customer.cookie,
      ),
    )
    expect(res.status, await res.clone().text()).toBe(201)
    const { booking } = await readJson(res)
    const ics = await t.request(`/api/v1/bookings/${booking.id}/ics`, {
      headers: { cookie: customer.cookie },
    })
    expect(ics.status).toBe(200)
    const bytes = Buffer.from(await ics.arrayBuffer())
    return { booking, bytes, text: bytes.toString('utf8') }
  }

  /** The file is well formed: CRLF lines only, none over 75 octets, one VEVENT. */
  function parse(text: string) {
    expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/)
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
      // No control character but the line's own CRLF (HTAB aside) survives in any value.
      expect(line).not.toMatch(/(?!\t)\p{Cc}/u)
    }
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    return events[0] as ICAL.Component
  }

  it('turns CR, CRLF and LF in the notes into line breaks of the description, and drops other control characters', async () => {
    const { booking, text } = await icsFor(
      'Line one\rLine two\r\nLine three\nSTATUS:CANCELLED\u0007\u001b[31m\u007f; done, ok',
      '09:00',
    )
    const event = parse(text)
    expect(event.getFirstPropertyValue('description')).toBe(
      `Booking ${booking.reference} with ${booking.resource.name}.\nNotes: Line one\nLine two\nLine three\nSTATUS:CANCELLED[31m; done, ok`,
    )
    // The smuggled line stayed text: the event is still confirmed, and has one status.
    expect(event.getAllProperties('status').map((p) => p.getFirstValue())).toEqual(['CONFIRMED'])
  })

  it('quotes the organizer’s name, so a business name with ; : , " cannot break the line', async () => {
    const name = 'Spoke; Chain: "Bikes", Repairs\r\nATTENDEE:mailto:x@evil.example'
    const res = await t.request(
      '/api/v1/admin/settings',
      send('PATCH', { name, contactEmail: 'hello@spokeandchain.example' }, admin.cookie),
    )
    expect(res.status, await res.clone().text()).toBe(200)
    try {
      const { text } = await icsFor('', '10:00')
      expect(text.replace(/\r\n /g, '')).toContain(
        'ORGANIZER;CN="Spoke; Chain: Bikes, Repairs ATTENDEE:mailto:x@evil.example":mailto:hello@spokeandchain.example',
      )
      const event = parse(text)
      const organizer = event.getFirstProperty('organizer')
      expect(organizer?.getParameter('cn')).toBe(
        'Spoke; Chain: Bikes, Repairs ATTENDEE:mailto:x@evil.example',
      )
      expect(organizer?.getFirstValue()).toBe('mailto:hello@spokeandchain.example')
      expect(event.getAllProperties('attendee')).toEqual([])
      expect(event.getFirstPropertyValue('summary')).toBe(
        'Safety check — Spoke; Chain: "Bikes", Repairs\nATTENDEE:mailto:x@evil.example',
      )
    } finally {
      await t.request(
        '/api/v1/admin/settings',
        send('PATCH', { name: 'Spoke & Chain' }, admin.cookie),
      )
    }
  })

  it('folds a long line of multi-byte text at 75 octets without splitting a character', async () => {
    // 2-, 3- and 4-byte characters, so that a fold falls inside a character unless it is careful.
    const notes = 'Ünïcödé ✓ 🚲 '.repeat(40)
    const { booking, bytes, text } = await icsFor(notes, '11:00')
    const lines: Buffer[] = []
    for (let at = 0; at < bytes.length; ) {
      const end = bytes.indexOf('\r\n', at)
      lines.push(bytes.subarray(at, end))
      at = end + 2
    }
    expect(lines.filter((l) => l[0] === 0x20).length).toBeGreaterThan(5)
    // Each physical line on its own is whole UTF-8: a fold never fell inside a character.
    const strict = new TextDecoder('utf-8', { fatal: true })
    for (const line of lines) expect(() => strict.decode(line)).not.toThrow()
    expect(parse(text).getFirstPropertyValue('description')).toBe(
      `Booking ${booking.reference} with ${booking.resource.name}.\nNotes: ${notes.trim()}`,
    )
  })
})
