import { createIsoInstant } from '../../lib/iso-instant.ts'
import {
  addDays,
  type CalendarDay,
  calendarDays,
  createWallClock,
  type DateOverride,
  openIntervals,
  parseCalendarDate,
  type WeeklyHours,
} from './working-intervals.ts'

/**
 * Free slots of one service, computed from opening hours, time off and what is already booked or
 * held. Pure: the caller loads the rows; the booking code calls `checkSlot` with the same input
 * inside its transaction, so what was shown and what is accepted follow one rule set.
 *
 * Rules (DESIGN.md §3 "Slot"):
 * - Candidate starts step by `slotStepMinutes`, in real elapsed time, from the opening of each of
 *   a resource's open intervals on a date (weekly hours, or that date's override), and start
 *   before it closes. The slot and its buffers must lie inside open time: buffers are the
 *   resource's own work (setting up, cleaning up), so they happen in working time. With 09:00
 *   opening, a 10-minute buffer before and a 15-minute step, the first slot starts at 09:15.
 *   Open time continues across midnight when one day's hours end at 24:00 and the next day's start
 *   at 00:00 (see openIntervals).
 * - A candidate is blocked on a resource when [start − bufferBefore, end + bufferAfter) overlaps
 *   time off or a busy entry (half-open: touching ends do not overlap). This is the range the
 *   database's exclusion constraint compares, so every slot offered can actually be inserted.
 * - Shared services (capacity > 1): a busy entry marked `sameService` that starts exactly where
 *   the candidate's buffered range starts is the same class; its seats count against capacity
 *   instead of blocking. A same-service booking at any other start blocks like any other.
 * - A slot starts no earlier than now + minimum notice and no later than now + horizon days
 *   (instants; a horizon day is 24 hours), and its start falls on a date in [from, to] in the
 *   business zone.
 * - Wall-clock times become instants in the business zone through Luxon; see createWallClock
 *   for times that fall in a daylight-saving gap or happen twice.
 */

/** An instant: a Date or epoch milliseconds. */
export type Instant = Date | number

export type BusyEntry = {
  /** Including the booking's or hold's own buffers. */
  start: Instant
  end: Instant
  seats: number
  /** A booking or hold of the service being computed (matters for shared capacity only). */
  sameService: boolean
}

export type ResourceAvailability = {
  id: string
  weeklyHours: WeeklyHours[]
  overrides: DateOverride[]
  timeOff: { start: Instant; end: Instant }[]
  busy: BusyEntry[]
}

export type SlotInput = {
  /** IANA zone of the business; every wall-clock time and date below is in it. */
  timezone: string
  /** First and last calendar date asked for, 'YYYY-MM-DD', inclusive. */
  from: string
  to: string
  now: Instant
  policy: { minNoticeMinutes: number; horizonDays: number }
  service: {
    durationMinutes: number
    bufferBeforeMinutes: number
    bufferAfterMinutes: number
    slotStepMinutes: number
    /** Seats per slot; 1 = the resource is taken exclusively. */
    capacity: number
  }
  resources: ResourceAvailability[]
}

/**
 * One bookable start instant, merged over resources.
 *
 * seatsLeft is the largest number of seats one booking can still take at this start: a booking
 * sits on a single resource, so it is the maximum over resources, never their sum. For an
 * exclusive service (capacity 1) it is therefore always 1. resourceIds lists every resource with
 * at least one seat left, in input order, so the booking code can pick one.
 */
export type Slot = { start: string; end: string; seatsLeft: number; resourceIds: string[] }
/** A slot as visitors are shown it: without the resources that could take it. */
export type SlotTime = Omit<Slot, 'resourceIds'>

/** One resource's free starts, ascending, and the seats left at each (same index). */
type ResourceStarts = { id: string; starts: Float64Array; seatsLeft: Float64Array }

const MINUTE = 60_000
const DAY = 86_400_000

export function computeSlots(input: SlotInput): Slot[] {
  // Each slot made with its resourceIds (mergeSlots below).
  return mergeSlots(input, true) as Slot[]
}

/** computeSlots without each slot's resources, for lists shown to visitors. */
export function computeSlotTimes(input: SlotInput): SlotTime[] {
  return mergeSlots(input, false)
}

/**
 * The resources' ascending lists merged: each round takes the earliest start any of them is at
 * and moves on every list that has it. Rounds cost O(resources) and allocate nothing, where a map
 * of starts to per-resource entries would make an object for each resource start of the month.
 */
function mergeSlots(input: SlotInput, withResources: boolean): (SlotTime | Slot)[] {
  const lists = collectSeats(input)
  const durationMs = input.service.durationMinutes * MINUTE
  const iso = createIsoInstant()
  const at = new Int32Array(lists.length)
  const slots: (SlotTime | Slot)[] = []
  for (;;) {
    let start = Number.POSITIVE_INFINITY
    let found = 0
    for (let r = 0; r < lists.length; r++) {
      const list = lists[r] as ResourceStarts
      if (at[r]! >= list.starts.length) continue
      const next = list.starts[at[r]!] as number
      if (next < start) {
        start = next
        found = 1
      } else if (next === start) found++
    }
    if (found === 0) return slots
    let seatsLeft = Number.NEGATIVE_INFINITY
    // Of its exact length: pushed into, an empty array grows room for 17.
    const resourceIds = withResources ? new Array<string>(found) : undefined
    found = 0
    for (let r = 0; r < lists.length; r++) {
      const list = lists[r] as ResourceStarts
      const i = at[r]!
      if (i >= list.starts.length || list.starts[i] !== start) continue
      if (resourceIds) resourceIds[found++] = list.id
      seatsLeft = Math.max(seatsLeft, list.seatsLeft[i] as number)
      at[r] = i + 1
    }
    const first = iso(start)
    const end = iso(start + durationMs)
    if (resourceIds) slots.push({ start: first, end, seatsLeft, resourceIds })
    else slots.push({ start: first, end, seatsLeft })
  }
}

/**
 * Whether `start` is a slot with at least `seats` seats left on some resource, by the same
 * computation as computeSlots (run for that start's date in the business zone; `from` and `to` of
 * the input are ignored). resourceIds: the resources that can take the booking.
 */
export function checkSlot(input: SlotInput & { start: Instant; seats: number }): {
  bookable: boolean
  resourceIds: string[]
} {
  const start = toMillis(input.start, 'start')
  if (!Number.isInteger(input.seats) || input.seats < 1) throw new RangeError('seats must be ≥ 1')
  const date = createWallClock(input.timezone).dateOf(start).date
  const resourceIds = collectSeats({ ...input, from: date, to: date })
    .filter((list) => (list.seatsLeft[list.starts.indexOf(start)] ?? 0) >= input.seats)
    .map((list) => list.id)
  return { bookable: resourceIds.length > 0, resourceIds }
}

/**
 * Each resource's free starts in the input's dates, in the input's order of resources. A
 * resource's starts ascend: its open intervals do (openIntervals), and so do the starts within one.
 */
function collectSeats(input: SlotInput): ResourceStarts[] {
  const { service, policy } = input
  for (const [name, value, min] of [
    ['durationMinutes', service.durationMinutes, 1],
    ['slotStepMinutes', service.slotStepMinutes, 1],
    ['capacity', service.capacity, 1],
    ['bufferBeforeMinutes', service.bufferBeforeMinutes, 0],
    ['bufferAfterMinutes', service.bufferAfterMinutes, 0],
    ['minNoticeMinutes', policy.minNoticeMinutes, 0],
    ['horizonDays', policy.horizonDays, 0],
  ] as const) {
    // A zero step would never advance; NaN would make every comparison false and offer everything.
    if (!Number.isFinite(value) || value < min) throw new RangeError(`${name} must be ≥ ${min}`)
  }
  const clock = createWallClock(input.timezone)
  const now = toMillis(input.now, 'now')
  const earliest = now + policy.minNoticeMinutes * MINUTE
  const latest = now + policy.horizonDays * DAY

  // Only dates that notice and horizon leave open are worth converting: this bounds the work by
  // the horizon whatever range is asked for.
  const first = maxDay(parseCalendarDate(input.from), clock.dateOf(earliest))
  const last = minDay(parseCalendarDate(input.to), clock.dateOf(latest))
  const lists: ResourceStarts[] = []
  if (first.date > last.date) return lists

  // A slot belongs to the date it starts on; the day before and after are loaded too so that open
  // time running through midnight is one stretch, which a slot or its buffers may cross.
  const days = calendarDays(addDays(first, -1), addDays(last, 1))
  const lowest = Math.max(earliest, clock.toInstant(first, 0))
  const beyond = clock.toInstant(addDays(last, 1), 0)

  const step = service.slotStepMinutes * MINUTE
  const before = service.bufferBeforeMinutes * MINUTE
  const span =
    (service.bufferBeforeMinutes + service.durationMinutes + service.bufferAfterMinutes) * MINUTE

  for (const resource of input.resources) {
    const seatsLeftAt = createSeatCounter({ resource, capacity: service.capacity, span })
    const intervals = openIntervals({ clock, days, ...resource })
    // Room for a start at every step of every interval, the most there can be: the lists are
    // made once, at their size, instead of growing.
    let room = 0
    for (const open of intervals) room += Math.max(0, Math.ceil((open.end - open.start) / step))
    const starts = new Float64Array(room)
    const seats = new Float64Array(room)
    let count = 0
    for (const open of intervals) {
      // Skip straight to the first start whose buffer before fits and that is late enough.
      const k = Math.max(
        0,
        Math.ceil((open.stretch.start + before - open.start) / step),
        Math.ceil((lowest - open.start) / step),
      )
      for (
        let start = open.start + k * step;
        start < open.end &&
        start - before + span <= open.stretch.end &&
        start <= latest &&
        start < beyond;
        start += step
      ) {
        const seatsLeft = seatsLeftAt(start - before)
        if (seatsLeft <= 0) continue
        starts[count] = start
        seats[count] = seatsLeft
        count++
      }
    }
    lists.push({
      id: resource.id,
      starts: starts.subarray(0, count),
      seatsLeft: seats.subarray(0, count),
    })
  }
  return lists
}

type Blocker = { start: number; end: number; seats: number; sameService: boolean }

/**
 * Seats left on one resource for a buffered range [from, from + span), asked for with
 * non-decreasing `from`. Blockers are sorted once and swept with two cursors, so a whole month
 * costs O(candidates + entries) after the sort instead of comparing every candidate with every
 * entry.
 */
function createSeatCounter({
  resource,
  capacity,
  span,
}: {
  resource: ResourceAvailability
  capacity: number
  span: number
}) {
  const blockers: Blocker[] = [
    ...resource.timeOff.map((t) => ({
      start: toMillis(t.start, 'timeOff.start'),
      end: toMillis(t.end, 'timeOff.end'),
      seats: 0,
      sameService: false,
    })),
    ...resource.busy.map((b) => {
      // NaN seats would leave NaN seats left, which no `<= 0` check catches.
      if (!Number.isFinite(b.seats)) throw new RangeError('busy.seats must be a number')
      return {
        start: toMillis(b.start, 'busy.start'),
        end: toMillis(b.end, 'busy.end'),
        seats: b.seats,
        sameService: b.sameService,
      }
    }),
  ]
    // An empty range covers no time; left in, it would look like something starting inside.
    .filter((b) => b.end > b.start)
    .sort((a, b) => a.start - b.start)

  // endsBefore[i]: the latest end among blockers[0..i), i.e. among those starting earlier.
  const endsBefore = new Float64Array(blockers.length + 1)
  endsBefore[0] = Number.NEGATIVE_INFINITY
  blockers.forEach((b, i) => {
    endsBefore[i + 1] = Math.max(endsBefore[i]!, b.end)
  })

  let startingAtOrAfter = 0 // first blocker with start >= from
  let startingAtOrAfterEnd = 0 // first blocker with start >= from + span
  return (from: number): number => {
    const to = from + span
    while (startingAtOrAfter < blockers.length && blockers[startingAtOrAfter]!.start < from) {
      startingAtOrAfter++
    }
    if (endsBefore[startingAtOrAfter]! > from) return 0
    startingAtOrAfterEnd = Math.max(startingAtOrAfterEnd, startingAtOrAfter)
    while (startingAtOrAfterEnd < blockers.length && blockers[startingAtOrAfterEnd]!.start < to) {
      startingAtOrAfterEnd++
    }
    let taken = 0
    for (let i = startingAtOrAfter; i < startingAtOrAfterEnd; i++) {
      const blocker = blockers[i]!
      if (!blocker.sameService || blocker.start !== from) return 0
      taken += blocker.seats
    }
    return capacity - taken
  }
}

function toMillis(instant: Instant, name: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime()
  if (!Number.isFinite(ms)) throw new RangeError(`${name} is not a valid instant`)
  return ms
}

function maxDay(a: CalendarDay, b: CalendarDay): CalendarDay {
  return a.date >= b.date ? a : b
}

function minDay(a: CalendarDay, b: CalendarDay): CalendarDay {
  return a.date <= b.date ? a : b
}
