import { describe, expect, it } from 'vitest'
import {
  at,
  busy,
  grid,
  input,
  resource,
  service,
  slotsOf,
  times,
} from '../../testing/slots-fixtures.ts'
import { type BusyEntry, checkSlot, computeSlots, computeSlotTimes, type Slot } from './slots.ts'

describe('computeSlots: time off, bookings and buffers', () => {
  it('blocks every slot that time off overlaps; slots that only touch it stay', () => {
    const timeOff = [{ start: at('11:00'), end: at('13:00') }]
    const slots = slotsOf({ slotStepMinutes: 60 }, { timeOff })
    expect(times(slots)).toEqual(['09:00', '10:00', '13:00', '14:00', '15:00', '16:00'])
  })

  it('blocks the slots next to a booking that its buffers reach into (busy includes the buffers)', () => {
    // A booking 11:00–12:00 with 10-minute buffers either side.
    const slots = slotsOf({}, { busy: [busy('10:50', '12:10')] })
    expect(times(slots)).toEqual(['09:00', '09:30', ...grid('12:30', '16:00', 30)])
  })

  it("keeps the candidate's own buffers inside working hours", () => {
    // 10 minutes before and after: 09:00 would need 08:50, 11:00 would end its buffer at 12:10.
    const slots = slotsOf(
      { bufferBeforeMinutes: 10, bufferAfterMinutes: 10, slotStepMinutes: 15 },
      { hours: [['09:00', '12:00']] },
    )
    expect(times(slots)).toEqual(grid('09:15', '10:45', 15))
  })

  it('blocks a candidate whose own buffers overlap a booking, and allows them to touch it', () => {
    const slots = slotsOf(
      { bufferBeforeMinutes: 10, bufferAfterMinutes: 10, slotStepMinutes: 10 },
      { hours: [['09:00', '15:00']], busy: [busy('12:00', '13:00')] },
    )
    // 10:50 ends its buffer at 12:00 and 13:10 starts its buffer at 13:00: both touch the booking.
    expect(times(slots)).toEqual([...grid('09:10', '10:50', 10), ...grid('13:10', '13:50', 10)])
  })

  it('treats ranges that only touch as free: a booking ending when the slot starts', () => {
    const slots = slotsOf(
      { slotStepMinutes: 60 },
      { hours: [['09:00', '12:00']], busy: [busy('10:00', '11:00')] },
    )
    expect(times(slots)).toEqual(['09:00', '11:00'])
  })

  it('ignores busy entries and time off that cover no time', () => {
    const slots = slotsOf(
      { slotStepMinutes: 60 },
      {
        hours: [['09:00', '12:00']],
        busy: [busy('10:30', '10:30')],
        timeOff: [{ start: at('09:30'), end: at('09:30') }],
      },
    )
    expect(times(slots)).toEqual(['09:00', '10:00', '11:00'])
  })
})

describe('computeSlots: shared capacity', () => {
  const classSlots = (entries: BusyEntry[]) =>
    slotsOf({ capacity: 3, slotStepMinutes: 60 }, { hours: [['09:00', '12:00']], busy: entries })
  const seatsAt = (slots: Slot[], time: string) =>
    slots.find((s) => s.start === at(time).toISOString())?.seatsLeft

  it('counts seats down as bookings of the same class fill it', () => {
    const slots = classSlots([
      busy('10:00', '11:00', { sameService: true, seats: 1 }),
      busy('10:00', '11:00', { sameService: true, seats: 1 }),
    ])
    expect(slots.map((s) => [s.start.slice(11, 16), s.seatsLeft])).toEqual([
      ['09:00', 3],
      ['10:00', 1],
      ['11:00', 3],
    ])
  })

  it('drops a class once every seat is taken', () => {
    const slots = classSlots([busy('10:00', '11:00', { sameService: true, seats: 3 })])
    expect(times(slots)).toEqual(['09:00', '11:00'])
  })

  it('blocks a class that overlaps one at another start, or any other booking', () => {
    const overlapping = slotsOf(
      { capacity: 3, slotStepMinutes: 30 },
      {
        hours: [['09:00', '12:00']],
        busy: [busy('10:00', '11:00', { sameService: true })],
      },
    )
    expect(times(overlapping)).toEqual(['09:00', '10:00', '11:00'])
    expect(seatsAt(overlapping, '10:00')).toBe(2)
    const otherService = classSlots([busy('10:00', '11:00', { seats: 1 })])
    expect(times(otherService)).toEqual(['09:00', '11:00'])
  })

  it('counts same-class seats only where the buffered ranges start together', () => {
    // With 10-minute buffers the 10:00 class occupies 09:50–11:10.
    const slots = slotsOf(
      {
        capacity: 3,
        slotStepMinutes: 60,
        bufferBeforeMinutes: 10,
        bufferAfterMinutes: 10,
      },
      {
        hours: [['08:00', '13:00']],
        busy: [busy('09:50', '11:10', { sameService: true, seats: 2 })],
      },
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

  it('shows visitors the same slots as computeSlots, without their resources', () => {
    const slots = computeSlots(busyDay)
    expect(computeSlotTimes(busyDay)).toEqual(slots.map(({ resourceIds, ...time }) => time))
    expect(computeSlotTimes(busyDay)[0]).not.toHaveProperty('resourceIds')
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
