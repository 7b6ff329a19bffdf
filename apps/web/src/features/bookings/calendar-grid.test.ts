import type { Closure, ResourceDetail } from '@reserva/shared'
import { describe, expect, it } from 'vitest'
import { bookingFixture } from '@/testing/booking-fixtures.ts'
import {
  closedMinutes,
  gridColumns,
  instantAt,
  openMinutes,
  placeBookings,
} from './calendar-grid.ts'

const LONDON = 'Europe/London'
const NEW_YORK = 'America/New_York'
const alex = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Alex Morgan' }
const one = () => 1

const at = (start: string, end: string, over = {}) => bookingFixture({ start, end, ...over })
const place = (
  bookings: ReturnType<typeof at>[],
  days: string[],
  zone = LONDON,
  capacity: (serviceId: string) => number = one,
) =>
  placeBookings(bookings, gridColumns(days, [alex]), { zone, capacityOf: capacity }).map(
    ({ column, start, end, lane, lanes, seats, capacity }) => ({
      column,
      start,
      end,
      lane,
      lanes,
      seats,
      capacity,
    }),
  )

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))

describe("the operator's time grid", () => {
  it("lays a booking out at the business's wall-clock minutes, in its resource's column", () => {
    // 09:00 UTC is 10:00 in London in summer (BST).
    expect(
      place([at('2026-07-01T09:00:00.000Z', '2026-07-01T09:30:00.000Z')], ['2026-07-01']),
    ).toEqual([
      {
        column: `2026-07-01/${alex.id}`,
        start: minutes('10:00'),
        end: minutes('10:30'),
        lane: 0,
        lanes: 1,
        seats: 1,
        capacity: null,
      },
    ])
  })

  it('keeps the same wall-clock hour on both sides of a daylight-saving change', () => {
    const before = at('2026-03-28T09:00:00.000Z', '2026-03-28T09:30:00.000Z')
    const after = at('2026-03-29T08:00:00.000Z', '2026-03-29T08:30:00.000Z', { id: 'other' })
    expect(
      place([before, after], ['2026-03-28', '2026-03-29']).map((b) => [
        b.column.slice(0, 10),
        b.start,
      ]),
    ).toEqual([
      ['2026-03-28', minutes('09:00')],
      ['2026-03-29', minutes('09:00')],
    ])
    // And in autumn in New York: EDT until 1 November 2026, EST after.
    const autumn = at('2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z')
    expect(place([autumn], ['2026-11-01'], NEW_YORK)[0]?.start).toBe(minutes('09:00'))
  })

  it('keeps a booking its length when the clocks go back during it', () => {
    // 00:49 UTC is 01:49 BST; 01:19 UTC, thirty minutes later, is 01:19 GMT.
    const [block] = place(
      [at('2026-10-25T00:49:00.000Z', '2026-10-25T01:19:00.000Z')],
      ['2026-10-25'],
    )
    expect(block).toMatchObject({ start: minutes('01:49'), end: minutes('02:19') })
  })

  it('lays a booking across midnight out on each of its days', () => {
    const blocks = place(
      [at('2026-12-31T23:49:00.000Z', '2027-01-01T00:19:00.000Z')],
      ['2026-12-31', '2027-01-01'],
    )
    expect(blocks.map((b) => [b.column.slice(0, 10), b.start, b.end])).toEqual([
      ['2026-12-31', minutes('23:49'), 24 * 60],
      ['2027-01-01', 0, minutes('00:19')],
    ])
  })

  it('shows a class as one block with its roster, and overlapping bookings side by side', () => {
    const yoga = { id: 'yoga', name: 'Yoga' }
    const start = '2026-07-01T09:00:00.000Z'
    const end = '2026-07-01T10:00:00.000Z'
    const classBookings = [
      at(start, end, { id: 'a', service: yoga, seats: 2 }),
      at(start, end, { id: 'b', service: yoga, seats: 1 }),
    ]
    const overlapping = at('2026-07-01T09:30:00.000Z', '2026-07-01T10:00:00.000Z', { id: 'c' })
    const capacity = (id: string) => (id === 'yoga' ? 8 : 1)
    expect(
      place([...classBookings, overlapping], ['2026-07-01'], LONDON, capacity).map((b) => ({
        seats: b.seats,
        capacity: b.capacity,
        lane: b.lane,
        lanes: b.lanes,
      })),
    ).toEqual([
      { seats: 3, capacity: 8, lane: 0, lanes: 2 },
      { seats: 1, capacity: null, lane: 1, lanes: 2 },
    ])
  })

  it('shades the hours a resource does not work: breaks, its own day, time off and closures', () => {
    const resource: ResourceDetail = {
      ...alex,
      kind: 'staff',
      description: '',
      active: true,
      // Mondays 09:00–12:00 and 13:00–17:00: a lunch break.
      weeklyHours: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '17:00' },
      ],
      overrides: [{ date: '2026-07-13', intervals: [{ start: '10:00', end: '14:00' }] }],
      timeOff: [
        { id: 't', start: '2026-07-20T13:00:00.000Z', end: '2026-07-20T15:00:00.000Z', reason: '' },
      ],
    }
    const grid = { from: minutes('08:00'), to: minutes('18:00') }
    const shaded = (day: string, closures: Closure[] = []) =>
      closedMinutes(openMinutes(resource, day, { zone: LONDON, closures }), grid)
    // A Monday: before opening, the lunch break, after closing.
    expect(shaded('2026-07-06')).toEqual([
      { start: minutes('08:00'), end: minutes('09:00') },
      { start: minutes('12:00'), end: minutes('13:00') },
      { start: minutes('17:00'), end: minutes('18:00') },
    ])
    // A Monday with hours of its own.
    expect(shaded('2026-07-13')).toEqual([
      { start: minutes('08:00'), end: minutes('10:00') },
      { start: minutes('14:00'), end: minutes('18:00') },
    ])
    // Time off 14:00–16:00 BST.
    expect(shaded('2026-07-20')).toContainEqual({ start: minutes('14:00'), end: minutes('16:00') })
    // A Tuesday (no hours) and a closed Monday: shaded all day.
    expect(shaded('2026-07-07')).toEqual([{ start: grid.from, end: grid.to }])
    const closure: Closure = {
      id: 'c',
      firstDay: '2026-07-27',
      lastDay: '2026-07-27',
      reason: 'Holiday',
    }
    expect(shaded('2026-07-27', [closure])).toEqual([{ start: grid.from, end: grid.to }])
  })

  it('turns a minute of a day back into its instant, across the change', () => {
    expect(instantAt(LONDON, '2026-03-28', minutes('10:00'))).toBe('2026-03-28T10:00:00.000Z')
    expect(instantAt(LONDON, '2026-03-29', minutes('10:00'))).toBe('2026-03-29T09:00:00.000Z')
    expect(instantAt(NEW_YORK, '2026-11-01', minutes('09:30'))).toBe('2026-11-01T14:30:00.000Z')
  })
})
