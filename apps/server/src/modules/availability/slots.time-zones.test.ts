import { describe, expect, it } from 'vitest'
import { checkSlot, computeSlots, type SlotInput } from './slots.ts'

// Every expected instant below was worked out from the zone's published rules, not from the code:
// London GMT+0 / BST+1 (changes at 01:00 UTC), New York EST−5 / EDT−4 (at 02:00 local), Kolkata
// +05:30 all year, Adelaide ACST+09:30 / ACDT+10:30 (at 02:00 standard / 03:00 daylight time).

/** Input for a resource open `start`–`end` every day of the week. */
function everyDay({
  timezone,
  date,
  start,
  end,
  durationMinutes = 60,
  slotStepMinutes = 60,
}: {
  timezone: string
  date: string
  start: string
  end: string
  durationMinutes?: number
  slotStepMinutes?: number
}): SlotInput {
  return {
    timezone,
    from: date,
    to: date,
    now: new Date('2026-01-01T00:00:00Z'),
    policy: { minNoticeMinutes: 0, horizonDays: 400 },
    service: {
      durationMinutes,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      slotStepMinutes,
      capacity: 1,
    },
    resources: [
      {
        id: 'r1',
        weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end })),
        overrides: [],
        timeOff: [],
        busy: [],
      },
    ],
  }
}

const day = (options: Parameters<typeof everyDay>[0]) => computeSlots(everyDay(options))

const starts = (slots: { start: string }[]) => slots.map((s) => s.start)
const gapsInMinutes = (slots: { start: string }[]) =>
  slots.slice(1).map((s, i) => (Date.parse(s.start) - Date.parse(slots[i]!.start)) / 60_000)

describe('Europe/London, spring forward on 2026-03-29 (01:00 GMT becomes 02:00 BST)', () => {
  const london = { timezone: 'Europe/London', date: '2026-03-29' }

  it('gives a night shift 00:00–04:00 three real hours: 00:00 GMT, then 02:00 and 03:00 BST', () => {
    expect(starts(day({ ...london, start: '00:00', end: '04:00' }))).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ])
  })

  it('steps 30 real minutes apart across the missing hour, each slot 60 real minutes long', () => {
    const slots = day({ ...london, start: '00:00', end: '04:00', slotStepMinutes: 30 })
    expect(starts(slots)).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:00:00.000Z',
    ])
    expect(gapsInMinutes(slots)).toEqual([30, 30, 30, 30])
    expect(slots.map((s) => (Date.parse(s.end) - Date.parse(s.start)) / 60_000)).toEqual([
      60, 60, 60, 60, 60,
    ])
  })

  it('moves hours that start inside the gap forward by the gap: 01:30 opens at 02:30 BST', () => {
    const slots = day({
      ...london,
      start: '01:30',
      end: '04:00',
      durationMinutes: 30,
      slotStepMinutes: 30,
    })
    expect(starts(slots)).toEqual([
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:00:00.000Z',
      '2026-03-29T02:30:00.000Z',
    ])
  })

  it('offers nothing for hours that lie wholly inside the gap', () => {
    expect(day({ ...london, start: '01:00', end: '02:00', durationMinutes: 30 })).toEqual([])
  })

  it('puts daytime hours at GMT the day before and at BST on the day', () => {
    expect(starts(day({ ...london, date: '2026-03-28', start: '09:00', end: '10:00' }))).toEqual([
      '2026-03-28T09:00:00.000Z',
    ])
    expect(starts(day({ ...london, start: '09:00', end: '10:00' }))).toEqual([
      '2026-03-29T08:00:00.000Z',
    ])
  })

  it('gives a resource open around the clock 23 hourly slots', () => {
    const slots = day({ ...london, start: '00:00', end: '24:00' })
    expect(slots).toHaveLength(23)
    expect(slots.at(-1)?.end).toBe('2026-03-29T23:00:00.000Z')
  })
})

describe('Europe/London, fall back on 2026-10-25 (02:00 BST becomes 01:00 GMT)', () => {
  const london = { timezone: 'Europe/London', date: '2026-10-25' }

  it('gives a night shift 00:00–04:00 five real hours, with 01:00 offered twice', () => {
    expect(starts(day({ ...london, start: '00:00', end: '04:00' }))).toEqual([
      '2026-10-24T23:00:00.000Z', // 00:00 BST, on the 25th in London
      '2026-10-25T00:00:00.000Z', // 01:00 BST
      '2026-10-25T01:00:00.000Z', // 01:00 GMT
      '2026-10-25T02:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ])
  })

  it('reads an opening time that happens twice as its first occurrence: 01:30 BST', () => {
    const slots = day({
      ...london,
      start: '01:30',
      end: '03:00',
      durationMinutes: 30,
      slotStepMinutes: 30,
    })
    expect(starts(slots)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T01:30:00.000Z',
      '2026-10-25T02:00:00.000Z',
      '2026-10-25T02:30:00.000Z',
    ])
  })

  it('gives a resource open around the clock 25 hourly slots', () => {
    const slots = day({ ...london, start: '00:00', end: '24:00' })
    expect(slots).toHaveLength(25)
    expect(slots[0]?.start).toBe('2026-10-24T23:00:00.000Z')
    expect(slots.at(-1)?.end).toBe('2026-10-26T00:00:00.000Z')
    expect(new Set(gapsInMinutes(slots))).toEqual(new Set([60]))
  })
})

describe('America/New_York', () => {
  const newYork = { timezone: 'America/New_York' }

  it('on 2026-03-08 (02:00 EST becomes 03:00 EDT) gives 00:00–04:00 three real hours', () => {
    expect(starts(day({ ...newYork, date: '2026-03-08', start: '00:00', end: '04:00' }))).toEqual([
      '2026-03-08T05:00:00.000Z', // 00:00 EST
      '2026-03-08T06:00:00.000Z', // 01:00 EST
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
    ])
  })

  it('on 2026-03-08 opens a 02:30 start at 03:30 EDT and daytime hours at EDT', () => {
    const date = '2026-03-08'
    expect(starts(day({ ...newYork, date, start: '02:30', end: '05:00' }))).toEqual([
      '2026-03-08T07:30:00.000Z',
    ])
    expect(starts(day({ ...newYork, date, start: '09:00', end: '10:00' }))).toEqual([
      '2026-03-08T13:00:00.000Z',
    ])
    expect(starts(day({ ...newYork, date: '2026-03-07', start: '09:00', end: '10:00' }))).toEqual([
      '2026-03-07T14:00:00.000Z',
    ])
  })

  it('on 2026-11-01 (02:00 EDT becomes 01:00 EST) gives 00:00–04:00 five real hours', () => {
    expect(starts(day({ ...newYork, date: '2026-11-01', start: '00:00', end: '04:00' }))).toEqual([
      '2026-11-01T04:00:00.000Z', // 00:00 EDT
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T06:00:00.000Z', // 01:00 EST
      '2026-11-01T07:00:00.000Z', // 02:00 EST
      '2026-11-01T08:00:00.000Z', // 03:00 EST
    ])
  })

  it('on 2026-11-01 steps 15 real minutes apart through the repeated hour', () => {
    const slots = day({
      ...newYork,
      date: '2026-11-01',
      start: '00:30',
      end: '02:30',
      durationMinutes: 30,
      slotStepMinutes: 15,
    })
    // 00:30 EDT (04:30Z) to 02:30 EST (07:30Z): three real hours, last start 02:00 EST.
    expect(slots[0]?.start).toBe('2026-11-01T04:30:00.000Z')
    expect(slots.at(-1)?.start).toBe('2026-11-01T07:00:00.000Z')
    expect(gapsInMinutes(slots)).toEqual(Array(10).fill(15))
  })
})

describe('Asia/Kolkata, UTC+05:30 all year', () => {
  it('puts 09:00–12:00 at half past the UTC hour', () => {
    const slots = day({
      timezone: 'Asia/Kolkata',
      date: '2026-03-29',
      start: '09:00',
      end: '12:00',
    })
    expect(starts(slots)).toEqual([
      '2026-03-29T03:30:00.000Z',
      '2026-03-29T04:30:00.000Z',
      '2026-03-29T05:30:00.000Z',
    ])
  })

  it('steps a night shift across the UTC midnight', () => {
    const slots = day({
      timezone: 'Asia/Kolkata',
      date: '2026-03-08',
      start: '00:00',
      end: '04:00',
      slotStepMinutes: 45,
    })
    expect(starts(slots)).toEqual([
      '2026-03-07T18:30:00.000Z',
      '2026-03-07T19:15:00.000Z',
      '2026-03-07T20:00:00.000Z',
      '2026-03-07T20:45:00.000Z',
      '2026-03-07T21:30:00.000Z',
    ])
  })
})

describe('Australia/Adelaide, ACST +09:30 and ACDT +10:30', () => {
  const adelaide = { timezone: 'Australia/Adelaide' }

  it('on 2026-04-05 (03:00 ACDT becomes 02:00 ACST) gives 00:00–04:00 five real hours', () => {
    expect(starts(day({ ...adelaide, date: '2026-04-05', start: '00:00', end: '04:00' }))).toEqual([
      '2026-04-04T13:30:00.000Z', // 00:00 ACDT
      '2026-04-04T14:30:00.000Z',
      '2026-04-04T15:30:00.000Z', // 02:00 ACDT
      '2026-04-04T16:30:00.000Z', // 02:00 ACST
      '2026-04-04T17:30:00.000Z', // 03:00 ACST
    ])
  })

  it('on 2026-10-04 (02:00 ACST becomes 03:00 ACDT) gives 00:00–04:00 three real hours', () => {
    expect(starts(day({ ...adelaide, date: '2026-10-04', start: '00:00', end: '04:00' }))).toEqual([
      '2026-10-03T14:30:00.000Z', // 00:00 ACST
      '2026-10-03T15:30:00.000Z', // 01:00 ACST
      '2026-10-03T16:30:00.000Z', // 03:00 ACDT
    ])
  })

  it('on 2026-10-04 steps 15 real minutes apart across the gap', () => {
    const slots = day({
      ...adelaide,
      date: '2026-10-04',
      start: '00:00',
      end: '04:00',
      slotStepMinutes: 15,
    })
    expect(slots[0]?.start).toBe('2026-10-03T14:30:00.000Z')
    expect(slots.at(-1)?.start).toBe('2026-10-03T16:30:00.000Z')
    expect(gapsInMinutes(slots)).toEqual(Array(8).fill(15))
  })

  it('puts 09:00 at ACST the day before the change and at ACDT on the day', () => {
    const nine = { ...adelaide, start: '09:00', end: '10:00' }
    expect(starts(day({ ...nine, date: '2026-10-03' }))).toEqual(['2026-10-02T23:30:00.000Z'])
    expect(starts(day({ ...nine, date: '2026-10-04' }))).toEqual(['2026-10-03T22:30:00.000Z'])
  })
})

describe('zones whose clocks change at midnight', () => {
  it('starts a day without a midnight at 01:00 (America/Santiago, 2026-09-06)', () => {
    const santiago = { timezone: 'America/Santiago', date: '2026-09-06' }
    expect(starts(day({ ...santiago, start: '00:00', end: '04:00' }))).toEqual([
      '2026-09-06T04:00:00.000Z', // 01:00 −03
      '2026-09-06T05:00:00.000Z',
      '2026-09-06T06:00:00.000Z',
    ])
    expect(starts(day({ ...santiago, start: '09:00', end: '10:00' }))).toEqual([
      '2026-09-06T12:00:00.000Z',
    ])
  })

  it('starts a day with two midnights at the first (America/Havana, 2026-11-01)', () => {
    // At 01:00 CDT clocks go back to 00:00 CST, so 00:00–03:00 lasts four real hours.
    const havana = { timezone: 'America/Havana', date: '2026-11-01' }
    expect(starts(day({ ...havana, start: '00:00', end: '03:00' }))).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ])
  })
})

describe('the same date, whatever range is asked for', () => {
  it("steps each date's slots from that date's opening, so ranges and checkSlot agree", () => {
    // Around the clock with a 90-minute step: the 25-hour 2026-10-25 is no whole number of steps,
    // so stepping on from an earlier date would shift the next date's slots.
    const input = everyDay({
      timezone: 'Europe/London',
      date: '2026-10-24',
      start: '00:00',
      end: '24:00',
      slotStepMinutes: 90,
    })
    const dates = ['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27']
    const whole = computeSlots({ ...input, from: '2026-10-24', to: '2026-10-27' })
    const dayByDay = dates.flatMap((date) => computeSlots({ ...input, from: date, to: date }))
    expect(whole).toEqual(dayByDay)
    expect(whole.filter((s) => s.start.startsWith('2026-10-26'))[0]?.start).toBe(
      '2026-10-26T00:00:00.000Z',
    )
    for (const slot of whole) {
      expect(checkSlot({ ...input, start: new Date(slot.start), seats: 1 }).bookable).toBe(true)
    }
  })
})
