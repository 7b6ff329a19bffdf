import { describe, expect, it } from 'vitest'
import { bookingFixture } from '@/testing/booking-fixtures.ts'
import { arrivals, groupAgenda, rowActions } from './agenda.ts'

const ZONE = 'Europe/London'
const TODAY = '2030-11-20'

/** A booking starting at `start` (UTC), with the id and reference that name it. */
const at = (id: string, start: string, over: Parameters<typeof bookingFixture>[0] = {}) =>
  bookingFixture({
    id,
    reference: `RSV-${id.toUpperCase()}`,
    start,
    end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    timezone: ZONE,
    ...over,
  })

describe('the agenda, grouped by day', () => {
  it('puts each booking once under the day it starts in the business zone, today first', () => {
    const todays = [at('b', '2030-11-20T15:00:00.000Z'), at('a', '2030-11-20T09:00:00.000Z')]
    const pending = [at('a', '2030-11-20T09:00:00.000Z', { status: 'pending' })]
    const upcoming = [at('c', '2030-11-22T10:00:00.000Z'), at('d', '2030-11-21T23:30:00.000Z')]
    const days = groupAgenda({ lists: [todays, pending, upcoming], timezone: ZONE, today: TODAY })
    expect(days.map((day) => [day.day, day.bookings.map((booking) => booking.id)])).toEqual([
      ['2030-11-20', ['a', 'b']],
      ['2030-11-21', ['d']],
      ['2030-11-22', ['c']],
    ])
  })

  it("counts a booking by the business's day, not UTC's", () => {
    // 00:30 on the 21st in Auckland is still the 20th in UTC.
    const late = at('x', '2030-11-20T11:30:00.000Z', { timezone: 'Pacific/Auckland' })
    const days = groupAgenda({ lists: [[late]], timezone: 'Pacific/Auckland', today: TODAY })
    expect(days.map((day) => [day.day, day.bookings.length])).toEqual([
      ['2030-11-20', 0],
      ['2030-11-21', 1],
    ])
  })

  it('keeps today, empty, when nothing is booked', () => {
    expect(groupAgenda({ lists: [[], [], []], timezone: ZONE, today: TODAY })).toEqual([
      { day: TODAY, bookings: [] },
    ])
  })

  it('shows a booking that began before today with today', () => {
    const overnight = at('n', '2030-11-19T23:00:00.000Z')
    const days = groupAgenda({ lists: [[overnight]], timezone: ZONE, today: TODAY })
    expect(days).toEqual([{ day: TODAY, bookings: [overnight] }])
  })
})

describe('the actions a row offers', () => {
  const start = '2030-11-20T10:00:00.000Z'
  const before = Date.parse(start) - 60_000
  const after = Date.parse(start) + 60_000

  it('offers confirm, decline and reschedule for a pending booking', () => {
    expect(rowActions(at('p', start, { status: 'pending' }), before)).toEqual([
      'confirm',
      'decline',
      'reschedule',
    ])
  })

  it('offers complete and no-show only once a confirmed booking has started', () => {
    const confirmed = at('c', start)
    expect(rowActions(confirmed, before)).toEqual(['reschedule', 'cancel'])
    expect(rowActions(confirmed, after)).toEqual(['complete', 'no-show', 'reschedule', 'cancel'])
  })

  it('leaves out moving and cancelling when the server says they are not allowed', () => {
    const locked = at('l', start, { can: { cancel: false, reschedule: false, undo: false } })
    expect(rowActions(locked, after)).toEqual(['complete', 'no-show'])
    expect(rowActions(at('p', start, { status: 'pending', can: locked.can }), before)).toEqual([
      'confirm',
      'decline',
    ])
  })

  it('offers nothing for a booking that is over', () => {
    for (const status of ['completed', 'cancelled', 'declined', 'no_show'] as const) {
      expect(rowActions(at('o', start, { status }), after)).toEqual([])
    }
  })
})

describe('bookings that have just arrived', () => {
  const one = at('one', '2030-11-20T10:00:00.000Z')
  const two = at('two', '2030-11-20T11:00:00.000Z')

  it('are none on the first drawing', () => {
    expect(arrivals(null, [one, two])).toEqual([])
  })

  it('are those not drawn before', () => {
    expect(arrivals(new Set(['one']), [one, two])).toEqual(['two'])
    expect(arrivals(new Set(['one', 'two']), [one])).toEqual([])
  })
})
