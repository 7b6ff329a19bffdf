import { describe, expect, it } from 'vitest'
import { type BusyEntry, computeSlots, type Slot, type SlotInput } from './slots.ts'

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
