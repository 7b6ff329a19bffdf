import type { Booking, Closure, ResourceDetail } from '@reserva/shared'
import { addDays, dayIn, timeIn, weekdayIndex, zonedToInstant } from '@/lib/dates.ts'
import type { Language } from '@/lib/i18n/languages.ts'

/**
 * The operator's time grid (decision 038): time runs down, one column per resource on a day, or
 * per day of a week with the resources side by side within each day. Everything here is in the
 * business's wall-clock minutes (0–1440) of a calendar day, read by lib/dates.ts.
 */

export type GridColumn = {
  /** `2026-12-01/<resource id>`. */
  key: string
  day: string
  resource: { id: string; name: string }
}

/** A stretch of minutes of one day, [start, end). */
export type Minutes = { start: number; end: number }

export const columnKey = (day: string, resourceId: string) => `${day}/${resourceId}`

/** The columns of the days shown, each day's resources in the given order. */
export const gridColumns = (days: string[], resources: { id: string; name: string }[]) =>
  days.flatMap((day) =>
    resources.map((resource) => ({ key: columnKey(day, resource.id), day, resource })),
  )

/** The days from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = []
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day)
  return days
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Where an instant falls on `day`: its minute, or 0 / 1440 when it is before / after the day. */
export function minuteOn(zone: string, day: string, instant: string): number {
  const at = dayIn(zone, instant)
  if (at < day) return 0
  if (at > day) return 24 * 60
  return minutesOf(timeIn(zone, instant))
}

/** `[a, b)` less every stretch of `cuts`. */
function subtract(open: Minutes[], cuts: Minutes[]): Minutes[] {
  return cuts.reduce(
    (left, cut) =>
      left.flatMap((span) => {
        if (cut.end <= span.start || cut.start >= span.end) return [span]
        return [
          { start: span.start, end: Math.max(span.start, cut.start) },
          { start: Math.min(span.end, cut.end), end: span.end },
        ].filter((part) => part.end > part.start)
      }),
    open,
  )
}

/**
 * When a resource takes bookings on `day`: that day's own hours if it has them, else its weekly
 * hours for the weekday; less its time off; nothing on a day the business is closed. The same
 * rules the slot engine applies on the server (apps/server/src/modules/availability).
 */
export function openMinutes(
  resource: ResourceDetail,
  day: string,
  { zone, closures }: { zone: string; closures: Closure[] },
): Minutes[] {
  if (closures.some((c) => c.firstDay <= day && c.lastDay >= day)) return []
  const override = resource.overrides.find((o) => o.date === day)
  const weekday = weekdayIndex(day) + 1
  const intervals = override
    ? override.intervals
    : resource.weeklyHours.filter((h) => h.weekday === weekday)
  const open = intervals
    .map((i) => ({ start: minutesOf(i.start), end: minutesOf(i.end) }))
    .sort((a, b) => a.start - b.start)
  const timeOff = resource.timeOff
    .filter((t) => dayIn(zone, t.start) <= day && dayIn(zone, t.end) >= day)
    .map((t) => ({ start: minuteOn(zone, day, t.start), end: minuteOn(zone, day, t.end) }))
  return subtract(open, timeOff)
}

/** The shaded stretches of a column between `from` and `to`: every minute it is not open. */
export const closedMinutes = (open: Minutes[], { from, to }: { from: number; to: number }) =>
  subtract([{ start: from, end: to }], open)

/** One block on the grid: a booking, or a class's bookings at one time as one block. */
export type GridBlock = {
  key: string
  column: string
  start: number
  end: number
  bookings: Booking[]
  /** Places taken, and the service's places when it has more than one (a class). */
  seats: number
  capacity: number | null
  /** Side by side with blocks that overlap it: its place and how many share the width. */
  lane: number
  lanes: number
}

/**
 * The blocks of `bookings` in `columns`: a class's bookings (same service, resource and start)
 * become one block with its roster, a booking across midnight a block on each day, and blocks
 * that overlap share their column's width.
 */
export function placeBookings(
  bookings: Booking[],
  columns: GridColumn[],
  { zone, capacityOf }: { zone: string; capacityOf: (serviceId: string) => number },
): GridBlock[] {
  const byColumn = new Map<string, GridBlock[]>()
  const keys = new Set(columns.map((c) => c.key))
  const groups = new Map<string, Booking[]>()
  for (const booking of bookings) {
    const capacity = capacityOf(booking.service.id)
    const key =
      capacity > 1
        ? `${booking.service.id}/${booking.resource.id}/${booking.start}`
        : `booking/${booking.id}`
    groups.set(key, [...(groups.get(key) ?? []), booking])
  }
  for (const [key, group] of groups) {
    const first = group[0] as Booking
    const capacity = capacityOf(first.service.id)
    for (const day of daysBetween(dayIn(zone, first.start), dayIn(zone, first.end))) {
      const column = columnKey(day, first.resource.id)
      const start = minuteOn(zone, day, first.start)
      let end = minuteOn(zone, day, first.end)
      // The clocks went back during it (01:49 BST to 01:19 GMT): its real length from its start.
      if (end <= start && dayIn(zone, first.end) === day)
        end = start + (Date.parse(first.end) - Date.parse(first.start)) / 60_000
      if (!keys.has(column) || end <= start) continue
      const block: GridBlock = {
        key: `${key}/${day}`,
        column,
        start,
        end,
        bookings: group,
        seats: group.reduce((sum, b) => sum + b.seats, 0),
        capacity: capacity > 1 ? capacity : null,
        lane: 0,
        lanes: 1,
      }
      byColumn.set(column, [...(byColumn.get(column) ?? []), block])
    }
  }
  return [...byColumn.values()].flatMap(shareWidth)
}

/** Overlapping blocks side by side: each takes the first free lane of its cluster. */
function shareWidth(blocks: GridBlock[]): GridBlock[] {
  const sorted = [...blocks].sort((a, b) => a.start - b.start || b.end - a.end)
  const placed: GridBlock[] = []
  let cluster: GridBlock[] = []
  let clusterEnd = -1
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((b) => b.lane + 1))
    for (const block of cluster) placed.push({ ...block, lanes })
    cluster = []
  }
  for (const block of sorted) {
    if (block.start >= clusterEnd && cluster.length) close()
    const taken = new Set(cluster.filter((b) => b.end > block.start).map((b) => b.lane))
    let lane = 0
    while (taken.has(lane)) lane++
    cluster.push({ ...block, lane })
    clusterEnd = Math.max(clusterEnd, block.end)
  }
  if (cluster.length) close()
  return placed
}

/** The instant of minute `minute` of `day` in `zone`, as ISO. */
export const instantAt = (zone: string, day: string, minute: number) =>
  zonedToInstant(
    zone,
    `${day}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
  )

/** `09:30` for a minute of the day; in another language, as its times are written. */
export const clockTime = (minute: number, language: Language = 'en') =>
  language === 'en'
    ? `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
    : timeIn('UTC', new Date(minute * 60_000), { language })
