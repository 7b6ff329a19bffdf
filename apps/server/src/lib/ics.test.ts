import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { type CalendarEvent, renderCalendar } from './ics.ts'

const event: CalendarEvent = {
  uid: 'b1@reserva',
  start: new Date('2027-03-28T09:00:00Z'),
  end: new Date('2027-03-28T10:00:00Z'),
  summary: 'Safety check — Spoke & Chain',
  description: 'Booking RSV-7K3F9Q with Alex.',
  location: '14 Harbour Lane',
  status: 'CONFIRMED',
  sequence: 2,
  alarmMinutesBefore: 30,
  organizer: { name: 'Spoke & Chain', email: 'bookings@spokeandchain.example' },
  attendee: { name: 'Cat "The" Customer', email: 'cat@example.com' },
}
const now = new Date('2027-03-01T12:00:00Z')

// An invitation (RFC 5546) is what mail clients add to a calendar: the method, an organizer and
// its attendee in every event, and a CANCEL only of a cancelled event.
describe('a calendar invitation', () => {
  it('says its method and names the organizer and the attendee, who need not reply', () => {
    const text = renderCalendar({
      prodId: 'x',
      timeZone: 'Europe/London',
      method: 'REQUEST',
      events: [event],
      now,
    })
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    const vevent = calendar.getFirstSubcomponent('vevent')
    const attendee = vevent?.getFirstProperty('attendee')
    expect(attendee?.getParameter('cn')).toBe('Cat The Customer')
    expect(attendee?.getParameter('partstat')).toBe('ACCEPTED')
    expect(attendee?.getParameter('rsvp')).toBe('FALSE')
    expect(attendee?.getFirstValue()).toBe('mailto:cat@example.com')
    // The day London's clocks go forward: the VTIMEZONE says so.
    expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/London')
    expect(String(vevent?.getFirstPropertyValue('dtstart'))).toBe('2027-03-28T10:00:00')
  })

  it('is refused without an organizer or an attendee, and a CANCEL of an event not cancelled', () => {
    const { attendee: _attendee, ...published } = event
    expect(() =>
      renderCalendar({ prodId: 'x', method: 'REQUEST', events: [published], now }),
    ).toThrow(/organizer and an attendee/)
    expect(() => renderCalendar({ prodId: 'x', events: [event], now })).toThrow(/no attendee/)
    expect(() => renderCalendar({ prodId: 'x', method: 'CANCEL', events: [event], now })).toThrow(
      /CANCELLED/,
    )
    const cancelled = renderCalendar({
      prodId: 'x',
      method: 'CANCEL',
      events: [{ ...event, status: 'CANCELLED' }],
      now,
    })
    expect(cancelled).toContain('METHOD:CANCEL\r\n')
    expect(cancelled).not.toContain('VALARM')
  })
})
