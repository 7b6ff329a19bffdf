import type { Booking, ResourceDetail } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import { bookingEventLabel, visibleHours, visibleRange } from './calendar-events.ts'

const LONDON = 'Europe/London'

const booking = (over: Partial<Booking> & { start: string; end: string }): Booking => ({
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  reference: 'RSV-7K3F9Q',
  status: 'confirmed',
  seats: 1,
  priceMinor: 2500,
  currency: 'GBP',
  notes: '',
  source: 'online',
  service: { id: '3e9a9d61-bd7f-4f81-8cae-4d5e6f708192', name: 'Safety check' },
  resource: { id: '0b6d6a3e-8a4c-4c5e-9f7b-1a2b3c4d5e6f', name: 'Alex Morgan' },
  customer: { id: 'cust-cora-0001', name: 'Cora Customer', email: 'cora@example.com' },
  timezone: LONDON,
  createdAt: '2026-03-01T10:00:00.000Z',
  can: { cancel: true, reschedule: true, undo: false },
  undoUntil: null,
  statusReason: null,
  ...over,
})

const resource = (hours: { start: string; end: string }[]): ResourceDetail => ({
  id: '0b6d6a3e-8a4c-4c5e-9f7b-1a2b3c4d5e6f',
  name: 'Alex Morgan',
  kind: 'staff',
  description: '',
  active: true,
  weeklyHours: hours.map((h) => ({ weekday: 1, ...h })),
  overrides: [],
  timeOff: [],
})

describe("the operator's calendar", () => {
  it('names the booking with its status, never by colour alone', () => {
    const pending = booking({
      status: 'pending',
      start: '2026-07-01T09:00:00.000Z',
      end: '2026-07-01T09:30:00.000Z',
    })
    expect(bookingEventLabel(pending, LONDON)).toBe(
      '10:00 Cora Customer, Safety check, Awaiting confirmation, until 10:30, Alex Morgan (RSV-7K3F9Q)',
    )
  })

  it('asks for a day, or a Monday-to-Sunday week, from midnight to midnight in the zone', () => {
    expect(visibleRange({ zone: LONDON, view: 'day', date: '2026-03-29' })).toEqual({
      first: '2026-03-29',
      last: '2026-03-29',
      from: '2026-03-29T00:00:00.000Z',
      // the 23-hour day: the next midnight is 23:00 UTC
      to: '2026-03-29T23:00:00.000Z',
      // asked from the day before, for a booking that runs past midnight into it
      askFrom: '2026-03-28T00:00:00.000Z',
    })
    expect(visibleRange({ zone: LONDON, view: 'week', date: '2026-03-26' })).toEqual({
      first: '2026-03-23',
      last: '2026-03-29',
      from: '2026-03-23T00:00:00.000Z',
      to: '2026-03-29T23:00:00.000Z',
      askFrom: '2026-03-22T00:00:00.000Z',
    })
  })

  it('shows the hours from the earliest opening to the latest closing, and every booking', () => {
    const resources = [
      resource([{ start: '09:00', end: '12:30' }]),
      resource([{ start: '13:30', end: '17:30' }]),
    ]
    expect(visibleHours({ resources, bookings: [], zone: LONDON })).toEqual({
      startTime: '09:00:00',
      endTime: '18:00:00',
    })
    const late = booking({ start: '2026-07-01T18:00:00.000Z', end: '2026-07-01T18:45:00.000Z' })
    expect(visibleHours({ resources, bookings: [late], zone: LONDON })).toEqual({
      startTime: '09:00:00',
      endTime: '20:00:00',
    })
    expect(visibleHours({ resources: [], bookings: [], zone: LONDON })).toEqual({
      startTime: '08:00:00',
      endTime: '18:00:00',
    })
    // Across midnight: its first day to 24:00, its second from 00:00.
    const overnight = booking({
      start: '2026-12-31T23:49:00.000Z',
      end: '2027-01-01T00:19:00.000Z',
    })
    expect(visibleHours({ resources, bookings: [overnight], zone: LONDON })).toEqual({
      startTime: '00:00:00',
      endTime: '23:59:59',
    })
  })
})
