import { describe, expect, it } from 'vitest'
import {
  type BusyEntry,
  checkSlot,
  computeSlots,
  type ResourceAvailability,
  type Slot,
  type SlotInput,
} from './slots.ts'

// London in January is on GMT, so wall-clock times there read the same as UTC instants: these
// tests state hours and bookings as plain times. Time zones proper are in slots.time-zones.test.ts.
const MONDAY = '2026-01-05'
const at = (time: string, date = MONDAY) => new Date(`${date}T${time}:00Z`)

function resource(
  partial: Partial<ResourceAvailability> & { hours?: [string, string][] } = {},
): ResourceAvailability {
  const { hours = [['09:00', '17:00']], ...rest } = partial
  return {
    id: 'r1',
    weeklyHours: [1, 2, 3, 4, 5].flatMap((weekday) =>
      hours.map(([start, end]) => ({ weekday, start, end })),
    ),
    overrides: [],
    timeOff: [],
    busy: [],
    ...rest,
  }
}

function input(partial: Partial<SlotInput> = {}): SlotInput {
  return {
    timezone: 'Europe/London',
    from: MONDAY,
    to: MONDAY,
    now: new Date('2026-01-01T00:00:00Z'),
    policy: { minNoticeMinutes: 0, horizonDays: 60 },
    service: {
      durationMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      slotStepMinutes: 30,
      capacity: 1,
    },
    resources: [resource()],
    ...partial,
  }
}

const service = (changes: Partial<SlotInput['service']>) => ({ ...input().service, ...changes })
const busy = (start: string, end: string, extra: Partial<BusyEntry> = {}): BusyEntry => ({
  start: at(start),
  end: at(end),
  seats: 1,
  sameService: false,
  ...extra,
})
/** The slots' start times as 'HH:MM' (GMT, see above). */
const times = (slots: Slot[]) => slots.map((slot) => slot.start.slice(11, 16))
const grid = (first: string, last: string, stepMinutes: number) => {
  const out: string[] = []
  for (let t = at(first).getTime(); t <= at(last).getTime(); t += stepMinutes * 60_000) {
    out.push(new Date(t).toISOString().slice(11, 16))
  }
  return out
}

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

describe('computeSlots: time off, bookings and buffers', () => {
  it('blocks every slot that time off overlaps; slots that only touch it stay', () => {
    const timeOff = [{ start: at('11:00'), end: at('13:00') }]
    const slots = computeSlots(
      input({ service: service({ slotStepMinutes: 60 }), resources: [resource({ timeOff })] }),
    )
    expect(times(slots)).toEqual(['09:00', '10:00', '13:00', '14:00', '15:00', '16:00'])
  })

  it('blocks the slots next to a booking that its buffers reach into (busy includes the buffers)', () => {
    // A booking 11:00–12:00 with 10-minute buffers either side.
    const slots = computeSlots(input({ resources: [resource({ busy: [busy('10:50', '12:10')] })] }))
    expect(times(slots)).toEqual(['09:00', '09:30', ...grid('12:30', '16:00', 30)])
  })

  it("keeps the candidate's own buffers inside working hours", () => {
    // 10 minutes before and after: 09:00 would need 08:50, 11:00 would end its buffer at 12:10.
    const slots = computeSlots(
      input({
        service: service({ bufferBeforeMinutes: 10, bufferAfterMinutes: 10, slotStepMinutes: 15 }),
        resources: [resource({ hours: [['09:00', '12:00']] })],
      }),
    )
    expect(times(slots)).toEqual(grid('09:15', '10:45', 15))
  })

  it('blocks a candidate whose own buffers overlap a booking, and allows them to touch it', () => {
    const slots = computeSlots(
      input({
        service: service({ bufferBeforeMinutes: 10, bufferAfterMinutes: 10, slotStepMinutes: 10 }),
        resources: [resource({ hours: [['09:00', '15:00']], busy: [busy('12:00', '13:00')] })],
      }),
    )
    // 10:50 ends its buffer at 12:00 and 13:10 starts its buffer at 13:00: both touch the booking.
    expect(times(slots)).toEqual([...grid('09:10', '10:50', 10), ...grid('13:10', '13:50', 10)])
  })

  it('treats ranges that only touch as free: a booking ending when the slot starts', () => {
    const slots = computeSlots(
      input({
        service: service({ slotStepMinutes: 60 }),
        resources: [resource({ hours: [['09:00', '12:00']], busy: [busy('10:00', '11:00')] })],
      }),
    )
    expect(times(slots)).toEqual(['09:00', '11:00'])
  })

  it('ignores busy entries and time off that cover no time', () => {
    const slots = computeSlots(
      input({
        service: service({ slotStepMinutes: 60 }),
        resources: [
          resource({
            hours: [['09:00', '12:00']],
            busy: [busy('10:30', '10:30')],
            timeOff: [{ start: at('09:30'), end: at('09:30') }],
          }),
        ],
      }),
    )
    expect(times(slots)).toEqual(['09:00', '10:00', '11:00'])
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

describe('computeSlots: shared capacity', () => {
  const classInput = (entries: BusyEntry[]) =>
    input({
      service: service({ capacity: 3, slotStepMinutes: 60 }),
      resources: [resource({ hours: [['09:00', '12:00']], busy: entries })],
    })
  const seatsAt = (slots: Slot[], time: string) =>
    slots.find((s) => s.start === at(time).toISOString())?.seatsLeft

  it('counts seats down as bookings of the same class fill it', () => {
    const slots = computeSlots(
      classInput([
        busy('10:00', '11:00', { sameService: true, seats: 1 }),
        busy('10:00', '11:00', { sameService: true, seats: 1 }),
      ]),
    )
    expect(slots.map((s) => [s.start.slice(11, 16), s.seatsLeft])).toEqual([
      ['09:00', 3],
      ['10:00', 1],
      ['11:00', 3],
    ])
  })

  it('drops a class once every seat is taken', () => {
    const slots = computeSlots(
      classInput([busy('10:00', '11:00', { sameService: true, seats: 3 })]),
    )
    expect(times(slots)).toEqual(['09:00', '11:00'])
  })

  it('blocks a class that overlaps one at another start, or any other booking', () => {
    const overlapping = computeSlots(
      input({
        service: service({ capacity: 3, slotStepMinutes: 30 }),
        resources: [
          resource({
            hours: [['09:00', '12:00']],
            busy: [busy('10:00', '11:00', { sameService: true })],
          }),
        ],
      }),
    )
    expect(times(overlapping)).toEqual(['09:00', '10:00', '11:00'])
    expect(seatsAt(overlapping, '10:00')).toBe(2)
    const otherService = computeSlots(classInput([busy('10:00', '11:00', { seats: 1 })]))
    expect(times(otherService)).toEqual(['09:00', '11:00'])
  })

  it('counts same-class seats only where the buffered ranges start together', () => {
    // With 10-minute buffers the 10:00 class occupies 09:50–11:10.
    const slots = computeSlots(
      input({
        service: service({
          capacity: 3,
          slotStepMinutes: 60,
          bufferBeforeMinutes: 10,
          bufferAfterMinutes: 10,
        }),
        resources: [
          resource({
            hours: [['08:00', '13:00']],
            busy: [busy('09:50', '11:10', { sameService: true, seats: 2 })],
          }),
        ],
      }),
    )
    expect(slots.map((s) => [s.start.slice(11, 16), s.seatsLeft])).toEqual([['10:00', 1]])
  })
})

describe('computeSlots: several resources', () => {
  it('still offers a start when one resource is busy and another is free, naming the free one', () => {
    const slots = computeSlots(
      input({
        service: service({ slotStepMinutes: 60 }),
        resources: [
          resource({ id: 'anna', hours: [['09:00', '12:00']], busy: [busy('10:00', '11:00')] }),
          resource({ id: 'ben', hours: [['10:00', '12:00']] }),
        ],
      }),
    )
    expect(slots.map((s) => [s.start.slice(11, 16), s.seatsLeft, s.resourceIds])).toEqual([
      ['09:00', 1, ['anna']],
      ['10:00', 1, ['ben']],
      ['11:00', 1, ['anna', 'ben']],
    ])
  })

  it('gives a shared slot the seats of its emptiest resource and lists every resource with a seat', () => {
    const slots = computeSlots(
      input({
        service: service({ capacity: 4, slotStepMinutes: 60 }),
        resources: [
          resource({
            id: 'room-a',
            hours: [['09:00', '10:00']],
            busy: [busy('09:00', '10:00', { sameService: true, seats: 3 })],
          }),
          resource({
            id: 'room-b',
            hours: [['09:00', '10:00']],
            busy: [busy('09:00', '10:00', { sameService: true, seats: 1 })],
          }),
          resource({
            id: 'room-c',
            hours: [['09:00', '10:00']],
            busy: [busy('09:00', '10:00', { sameService: true, seats: 4 })],
          }),
        ],
      }),
    )
    expect(slots).toEqual([
      {
        start: '2026-01-05T09:00:00.000Z',
        end: '2026-01-05T10:00:00.000Z',
        seatsLeft: 3,
        resourceIds: ['room-a', 'room-b'],
      },
    ])
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

describe('checkSlot', () => {
  const busyDay = input({
    service: service({ bufferBeforeMinutes: 10, bufferAfterMinutes: 10, slotStepMinutes: 15 }),
    resources: [
      resource({ id: 'anna', busy: [busy('10:50', '12:10')] }),
      resource({ id: 'ben', timeOff: [{ start: at('09:00'), end: at('11:00') }] }),
    ],
  })

  it('accepts exactly the starts computeSlots offers, with the same resources', () => {
    const offered = new Map(computeSlots(busyDay).map((s) => [s.start, s.resourceIds]))
    expect(offered.size).toBeGreaterThan(10)
    for (let t = at('08:00').getTime(); t < at('18:00').getTime(); t += 5 * 60_000) {
      const check = checkSlot({ ...busyDay, start: t, seats: 1 })
      const expected = offered.get(new Date(t).toISOString()) ?? []
      expect(check).toEqual({ bookable: expected.length > 0, resourceIds: expected })
    }
  })

  it('checks a start on any date, whatever from and to the input carries', () => {
    const check = checkSlot({ ...busyDay, start: at('09:15', '2026-01-07'), seats: 1 })
    expect(check).toEqual({ bookable: true, resourceIds: ['anna', 'ben'] })
  })

  it('refuses a start inside the notice period', () => {
    const policy = { minNoticeMinutes: 120, horizonDays: 60 }
    const check = checkSlot({ ...busyDay, now: at('08:00'), policy, start: at('09:15'), seats: 1 })
    expect(check).toEqual({ bookable: false, resourceIds: [] })
    const later = checkSlot({ ...busyDay, now: at('08:00'), policy, start: at('13:15'), seats: 1 })
    expect(later).toEqual({ bookable: true, resourceIds: ['anna', 'ben'] })
  })

  it('names only the resources with enough seats left for the party', () => {
    const classes = input({
      service: service({ capacity: 4, slotStepMinutes: 60 }),
      resources: [
        resource({ id: 'room-a', busy: [busy('09:00', '10:00', { sameService: true, seats: 3 })] }),
        resource({ id: 'room-b', busy: [busy('09:00', '10:00', { sameService: true, seats: 1 })] }),
      ],
    })
    expect(checkSlot({ ...classes, start: at('09:00'), seats: 2 })).toEqual({
      bookable: true,
      resourceIds: ['room-b'],
    })
    expect(checkSlot({ ...classes, start: at('09:00'), seats: 4 })).toEqual({
      bookable: false,
      resourceIds: [],
    })
  })
})

describe('computeSlots agrees with a direct check of every candidate against every entry', () => {
  // A slow, obviously correct version of the rules (UTC, so wall time is the instant) on random
  // months: the sweep over sorted entries must give the same answer.
  function reference(data: SlotInput): Slot[] {
    const { service: s } = data
    const minute = 60_000
    const byStart = new Map<number, { id: string; seats: number }[]>()
    for (const r of data.resources) {
      for (let d = new Date(`${data.from}T00:00:00Z`); d <= new Date(`${data.to}T00:00:00Z`); ) {
        const weekday = d.getUTCDay() === 0 ? 7 : d.getUTCDay()
        for (const h of r.weeklyHours.filter((w) => w.weekday === weekday)) {
          const open = Date.parse(`${d.toISOString().slice(0, 10)}T${h.start}:00Z`)
          const close = Date.parse(`${d.toISOString().slice(0, 10)}T${h.end}:00Z`)
          for (let t = open; t < close; t += s.slotStepMinutes * minute) {
            const from = t - s.bufferBeforeMinutes * minute
            const to = t + (s.durationMinutes + s.bufferAfterMinutes) * minute
            if (from < open || to > close) continue
            let seats = s.capacity
            for (const b of [...r.busy, ...r.timeOff.map((o) => ({ ...o, seats: 0 }))]) {
              const [bs, be] = [+b.start, +b.end]
              if (!(bs < to && be > from)) continue
              if ('sameService' in b && b.sameService && bs === from) seats -= b.seats
              else seats = 0
            }
            if (seats > 0) byStart.set(t, [...(byStart.get(t) ?? []), { id: r.id, seats }])
          }
        }
        d = new Date(d.getTime() + 86_400_000)
      }
    }
    return [...byStart.entries()]
      .sort(([a], [b]) => a - b)
      .map(([t, list]) => ({
        start: new Date(t).toISOString(),
        end: new Date(t + s.durationMinutes * minute).toISOString(),
        seatsLeft: Math.max(...list.map((x) => x.seats)),
        resourceIds: list.map((x) => x.id),
      }))
  }

  function randomMonth(seed: number, capacity: number): SlotInput {
    let state = seed // mulberry32
    const random = () => {
      state = (state + 0x6d2b79f5) | 0
      let t = Math.imul(state ^ (state >>> 15), 1 | state)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
    }
    const pick = (n: number) => Math.floor(random() * n)
    const service = {
      durationMinutes: [30, 45, 60][pick(3)]!,
      bufferBeforeMinutes: [0, 5, 10][pick(3)]!,
      bufferAfterMinutes: [0, 10, 15][pick(3)]!,
      slotStepMinutes: [10, 15, 30][pick(3)]!,
      capacity,
    }
    const quarter = (q: number) =>
      `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`
    const minutes = 60_000
    const span = service.bufferBeforeMinutes + service.durationMinutes + service.bufferAfterMinutes
    const resources = ['a', 'b', 'c'].map((id) => {
      const weeklyHours = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        { weekday, start: quarter(28 + pick(8)), end: quarter(44 + pick(8)) },
        { weekday, start: quarter(54 + pick(4)), end: quarter(64 + pick(12)) },
      ])
      const busyEntries: BusyEntry[] = []
      for (let i = 0; i < 60; i++) {
        const day = `2026-01-${String(1 + pick(28)).padStart(2, '0')}`
        const sameService = capacity > 1 && random() < 0.6
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
        const opening = weeklyHours.find((h) => h.weekday === weekday)?.start ?? '09:00'
        // Same-class entries mostly sit where a candidate's buffered range starts, so seats count.
        const start = sameService
          ? Date.parse(`${day}T${opening}:00Z`) +
            ((1 + pick(8)) * service.slotStepMinutes - service.bufferBeforeMinutes) * minutes
          : Date.parse(`${day}T${quarter(28 + pick(48))}:00Z`) + pick(3) * 5 * minutes
        const length = sameService ? span : 10 + pick(120)
        busyEntries.push({ start, end: start + length * minutes, seats: 1 + pick(2), sameService })
      }
      const off = Date.parse(`2026-01-${String(1 + pick(28)).padStart(2, '0')}T12:00:00Z`)
      return {
        id,
        weeklyHours,
        overrides: [],
        timeOff: [{ start: off, end: off + (1 + pick(48)) * 3_600_000 }],
        busy: busyEntries,
      }
    })
    return {
      timezone: 'UTC',
      from: '2026-01-01',
      to: '2026-01-31',
      now: new Date('2025-12-01T00:00:00Z'),
      policy: { minNoticeMinutes: 0, horizonDays: 365 },
      service,
      resources,
    }
  }

  it.each([1, 2, 3, 4, 5, 6])('on random month %i, exclusive and shared', (seed) => {
    for (const capacity of [1, 3]) {
      const data = randomMonth(seed * 7919 + capacity, capacity)
      const expected = reference(data)
      expect(expected.length).toBeGreaterThan(100)
      // The random bookings must exercise both blocking and, for classes, seat counting.
      const unbooked = data.resources.map((r) => ({ ...r, busy: [], timeOff: [] }))
      expect(expected.length).toBeLessThan(reference({ ...data, resources: unbooked }).length)
      if (capacity > 1) expect(expected.some((s) => s.seatsLeft < capacity)).toBe(true)
      expect(computeSlots(data)).toEqual(expected)
    }
  })
})
