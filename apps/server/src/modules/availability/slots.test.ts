import { describe, expect, it } from 'vitest'
import { at, grid, input, MONDAY, resource, service, times } from '../../testing/slots-fixtures.ts'
import { computeSlots } from './slots.ts'

// Which slots a calendar offers: working hours, overrides, notice, horizon and the range asked for.
// What bookings and time off take away is in slots.bookings.test.ts.

describe('computeSlots: working hours', () => {
  it('steps starts from the opening time, each slot as long as the service and inside the hours', () => {
    const slots = computeSlots(input({ resources: [resource({ hours: [['09:00', '12:00']] })] }))
    expect(slots).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00'].map((t) => ({
        start: at(t).toISOString(),
        end: new Date(at(t).getTime() + 3_600_000).toISOString(),
        seatsLeft: 1,
        resourceIds: ['r1'],
      })),
    )
  })

  it('offers nothing across a lunch break', () => {
    const hours: [string, string][] = [
      ['09:00', '12:30'],
      ['13:30', '17:00'],
    ]
    const slots = computeSlots(input({ resources: [resource({ hours })] }))
    expect(times(slots)).toEqual([...grid('09:00', '11:30', 30), ...grid('13:30', '16:00', 30)])
  })

  it('offers nothing on a weekday without hours', () => {
    const slots = computeSlots(input({ from: '2026-01-10', to: '2026-01-11' })) // Sat and Sun
    expect(slots).toEqual([])
  })

  it("lets an override replace one date's weekly hours and leaves the other dates alone", () => {
    const overrides = [{ date: MONDAY, intervals: [{ start: '14:00', end: '16:00' }] }]
    const slots = computeSlots(
      input({
        to: '2026-01-12',
        resources: [resource({ hours: [['09:00', '11:00']], overrides })],
      }),
    )
    const byDate = (date: string) => times(slots.filter((s) => s.start.startsWith(date)))
    expect(byDate(MONDAY)).toEqual(['14:00', '14:30', '15:00'])
    expect(byDate('2026-01-06')).toEqual(['09:00', '09:30', '10:00'])
    expect(byDate('2026-01-12')).toEqual(['09:00', '09:30', '10:00'])
  })

  it('closes a day with an override that has no intervals, and opens a day off with one', () => {
    const overrides = [
      { date: MONDAY, intervals: [] },
      { date: '2026-01-10', intervals: [{ start: '10:00', end: '11:00' }] }, // a Saturday
    ]
    const slots = computeSlots(input({ to: '2026-01-10', resources: [resource({ overrides })] }))
    expect(slots.some((s) => s.start.startsWith(MONDAY))).toBe(false)
    expect(slots.filter((s) => s.start.startsWith('2026-01-10')).map((s) => s.start)).toEqual([
      '2026-01-10T10:00:00.000Z',
    ])
  })

  it('accepts times with seconds, as PostgreSQL returns them, and 24:00 as the end of the day', () => {
    const slots = computeSlots(input({ resources: [resource({ hours: [['22:00:00', '24:00']] })] }))
    expect(times(slots)).toEqual(['22:00', '22:30', '23:00'])
  })
})

describe('computeSlots: notice and horizon', () => {
  it('offers nothing that starts before now + minimum notice; a slot exactly at it is offered', () => {
    const policy = { minNoticeMinutes: 120, horizonDays: 60 }
    const exactly = computeSlots(input({ now: at('08:00'), policy }))
    expect(times(exactly)[0]).toBe('10:00')
    const aMinuteLater = computeSlots(input({ now: at('08:01'), policy }))
    expect(times(aMinuteLater)[0]).toBe('10:30')
  })

  it('offers nothing that starts after now + horizon days; a slot exactly at it is offered', () => {
    const slots = computeSlots(
      input({
        now: at('10:00'),
        to: '2026-01-09',
        policy: { minNoticeMinutes: 0, horizonDays: 2 },
      }),
    )
    expect(slots.at(-1)?.start).toBe('2026-01-07T10:00:00.000Z')
    expect(slots[0]?.start).toBe('2026-01-05T10:00:00.000Z')
  })
})

describe('computeSlots: the range asked for', () => {
  it('takes from and to as inclusive dates in the business zone, even when UTC says otherwise', () => {
    // New York, EST (UTC−5): 23:30 on Monday is 04:30 UTC on Tuesday.
    const slots = computeSlots(
      input({
        timezone: 'America/New_York',
        service: service({ durationMinutes: 30 }),
        resources: [resource({ hours: [['22:00', '24:00']] })],
      }),
    )
    expect(slots.map((s) => s.start)).toEqual([
      '2026-01-06T03:00:00.000Z',
      '2026-01-06T03:30:00.000Z',
      '2026-01-06T04:00:00.000Z',
      '2026-01-06T04:30:00.000Z',
    ])
  })

  it("starts the range at the from date's midnight in the business zone", () => {
    // Kolkata is UTC+05:30: 02:00 on Monday is 20:30 UTC on Sunday; Sunday's own hours stay out.
    const overrides = [{ date: '2026-01-04', intervals: [{ start: '22:00', end: '23:00' }] }]
    const slots = computeSlots(
      input({
        timezone: 'Asia/Kolkata',
        resources: [resource({ hours: [['02:00', '03:00']], overrides })],
      }),
    )
    expect(slots.map((s) => s.start)).toEqual(['2026-01-04T20:30:00.000Z'])
  })

  it('joins hours that meet at midnight, so a slot can run from one day into the next', () => {
    const weeklyHours = [
      { weekday: 1, start: '20:00', end: '24:00' },
      { weekday: 2, start: '00:00', end: '02:00' },
    ]
    const ninety = service({ durationMinutes: 90, slotStepMinutes: 60 })
    const slots = computeSlots(input({ service: ninety, resources: [resource({ weeklyHours })] }))
    // Monday's last slot, 23:00–00:30, runs into Tuesday's hours; 00:00 starts on Tuesday.
    expect(times(slots)).toEqual(['20:00', '21:00', '22:00', '23:00'])
    expect(slots.at(-1)?.end).toBe('2026-01-06T00:30:00.000Z')
    const both = computeSlots(
      input({ to: '2026-01-06', service: ninety, resources: [resource({ weeklyHours })] }),
    )
    expect(both.at(-1)).toMatchObject({
      start: '2026-01-06T00:00:00.000Z',
      end: '2026-01-06T01:30:00.000Z',
    })
  })
})

describe('computeSlots: invalid input', () => {
  it('refuses an unknown time zone, an impossible date, a malformed time and a zero step', () => {
    expect(() => computeSlots(input({ timezone: 'Mars/Olympus_Mons' }))).toThrow(RangeError)
    expect(() => computeSlots(input({ from: '2026-02-30', to: '2026-03-01' }))).toThrow(RangeError)
    expect(() =>
      computeSlots(input({ resources: [resource({ hours: [['9:00', '12:00']] })] })),
    ).toThrow(RangeError)
    expect(() => computeSlots(input({ service: service({ slotStepMinutes: 0 }) }))).toThrow(
      RangeError,
    )
    expect(() => computeSlots(input({ now: new Date('not a date') }))).toThrow(RangeError)
  })

  it('returns nothing when from is after to', () => {
    expect(computeSlots(input({ from: '2026-01-06', to: MONDAY }))).toEqual([])
  })
})
