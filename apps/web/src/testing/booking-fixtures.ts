import type { Booking, Service, Slot } from '@reserva/shared'
import { afterEach, beforeEach, vi } from 'vitest'
import { jsonResponse } from './json-response.ts'

/**
 * Booking and quote screens' test data. The clock is set to Wednesday 20 November 2030, 08:00 UTC, so
 * that the calendar opens on November 2030 whatever the machine's date (only `Date` is faked:
 * promises and timers run as usual).
 */
export const NOW = new Date('2030-11-20T08:00:00.000Z')
export const freezeDate = () => vi.useFakeTimers({ now: NOW, toFake: ['Date'] })

/** Every test of the file runs at NOW, and the real clock comes back after each. */
export function eachTestAtNow() {
  beforeEach(() => {
    freezeDate()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

export const safetyCheck: Service = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Safety check',
  description: 'Brakes, gears, tyres and bolts checked while you wait.',
  durationMinutes: 30,
  pricing: 'fixed',
  priceMinor: 2500,
  currency: 'GBP',
  capacity: 1,
  resourceIds: ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'],
}

export const customBuild: Service = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Custom build',
  description: 'A bike built to your brief.',
  durationMinutes: 60,
  pricing: 'quote',
  priceMinor: null,
  currency: 'GBP',
  capacity: 1,
  resourceIds: ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'],
}

/** A free start lasting `minutes`. */
export const slot = (start: string, minutes: number, seatsLeft = 1): Slot => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  seatsLeft,
})

/** A slots handler answering `slots` for the month asked about, none for any other month. */
export const slotsHandler =
  (slots: Slot[], timezone = 'Europe/London') =>
  (url: string) => {
    const query = new URL(url, 'http://localhost').searchParams
    const from = query.get('from') ?? ''
    const to = query.get('to') ?? ''
    return jsonResponse({
      timezone,
      slots: slots.filter((s) => {
        const day = s.start.slice(0, 10)
        return day >= from && day <= to
      }),
    })
  }

/** A confirmed Safety check on Monday 25 November 2030, 10:30 to 11:00 in London. */
export const bookingFixture = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  reference: 'RSV-7K3F9Q',
  status: 'confirmed',
  start: '2030-11-25T10:30:00.000Z',
  end: '2030-11-25T11:00:00.000Z',
  seats: 1,
  priceMinor: 2500,
  currency: 'GBP',
  notes: 'The front brake squeaks',
  statusReason: null,
  source: 'online',
  service: { id: safetyCheck.id, name: safetyCheck.name },
  resource: { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Alex Morgan' },
  customer: { id: 'user-1', name: 'Cora Customer', email: 'cora@example.com' },
  timezone: 'Europe/London',
  createdAt: NOW.toISOString(),
  can: { cancel: true, reschedule: true, undo: false },
  undoUntil: null,
  ...overrides,
})

/** Safety check: Monday 25 November 2030 at 10:30 and 11:00, and 14:00; Tuesday 26 at 09:00. */
export const safetyCheckSlots: Slot[] = [
  slot('2030-11-25T10:30:00.000Z', 30),
  slot('2030-11-25T11:00:00.000Z', 30),
  slot('2030-11-25T14:00:00.000Z', 30),
  slot('2030-11-26T09:00:00.000Z', 30),
]

/** The first Safety check slot: Monday 25 November 2030, 10:30 to 11:00 in London. */
export const firstSlot = safetyCheckSlots[0] as Slot

export const slotsPath = (serviceId: string) => `/api/v1/services/${serviceId}/slots`
