import type { Db, Tx } from '../../db/client.ts'
import { dateFormat } from '../../lib/date-format.ts'
import { findResourcesByIds, findService } from '../catalogue/catalogue.repository.ts'
import { settingsMissing } from '../settings/settings.errors.ts'
import { type BusinessSettingsRow, rememberSettings } from '../settings/settings.repository.ts'
import {
  notASlot,
  slotTaken,
  tooManySeats,
  unknownResource,
  unknownService,
} from './availability.errors.ts'
import {
  findSchedules,
  findSettingsAndService,
  findSlotCheckInput,
  findSlotListInput,
  type Schedules,
} from './availability.repository.ts'
import { closedDates } from './closures.ts'
import { checkSlot, computeSlotTimes, type SlotInput } from './slots.ts'
import { addDays, parseCalendarDate } from './working-intervals.ts'

const DAY = 86_400_000

/**
 * An active service with the resources in use that deliver it (404 `bookings.unknown_service`
 * otherwise); with `resourceId` (staff's choice), that one alone, and 422
 * `bookings.unknown_resource` when it is not one of them (unknown, out of use, or another
 * service's).
 */
export async function requireService(db: Db | Tx, serviceId: string, resourceId?: string) {
  return bookable(await findService(db, serviceId), resourceId)
}

function bookable(found: Awaited<ReturnType<typeof findService>> | null, resourceId?: string) {
  if (!found?.active) throw unknownService()
  const { activeResourceIds, ...service } = found
  if (resourceId === undefined) return { ...service, resourceIds: activeResourceIds }
  // A uuid in capitals names the same resource; the database hands them out in lower case.
  const chosen = resourceId.toLowerCase()
  if (!activeResourceIds.includes(chosen)) throw unknownResource()
  return { ...service, resourceIds: [chosen] }
}

export type BookableService = Awaited<ReturnType<typeof requireService>>

/** The instants a slot read covers for calendar dates `from`–`to` in any zone. */
function readRange(from: string, to: string) {
  // Dates are in the business zone; two days either side covers every offset on Earth.
  return { start: new Date(Date.parse(from) - 2 * DAY), end: new Date(Date.parse(to) + 3 * DAY) }
}

/** The slot engine's input from the rows read (`findSlotListInput` or `findSlotCheckInput`). */
function slotInput({
  serviceId,
  from,
  to,
  now,
  settings,
  service,
  schedules,
  durationMinutes = service.durationMinutes,
}: {
  serviceId: string
  from: string
  to: string
  now: Date
  settings: BusinessSettingsRow
  service: BookableService
  schedules: Schedules
  /** The job's length when it is not the service's own (an offer's, a booking's being moved). */
  durationMinutes?: number
}): SlotInput {
  // A day either side: a slot list's days are read with their neighbours (overnight hours).
  const closed = closedDates(schedules.closures, {
    from: addDays(parseCalendarDate(from), -1).date,
    to: addDays(parseCalendarDate(to), 1).date,
  })
  return {
    timezone: settings.timezone,
    from,
    to,
    now,
    policy: { minNoticeMinutes: settings.minNoticeMinutes, horizonDays: settings.horizonDays },
    service: {
      durationMinutes,
      bufferBeforeMinutes: service.bufferBeforeMinutes,
      bufferAfterMinutes: service.bufferAfterMinutes,
      slotStepMinutes: service.slotStepMinutes,
      capacity: service.capacity,
    },
    resources: service.resourceIds.map((id) => {
      const overrides = new Map<string, { start: string; end: string }[]>()
      // The business's closed days close every resource, whatever its own hours that day.
      for (const date of closed) overrides.set(date, [])
      for (const o of schedules.overrides.filter((o) => o.resourceId === id)) {
        const list = overrides.get(o.date) ?? []
        if (closed.has(o.date)) continue
        if (o.startTime && o.endTime) list.push({ start: o.startTime, end: o.endTime })
        overrides.set(o.date, list)
      }
      return {
        id,
        weeklyHours: schedules.hours
          .filter((h) => h.resourceId === id)
          .map((h) => ({ weekday: h.weekday, start: h.startTime, end: h.endTime })),
        overrides: [...overrides].map(([date, intervals]) => ({ date, intervals })),
        // A connected calendar's busy times block slots exactly as time off does.
        timeOff: [...schedules.off, ...schedules.calendarBusy]
          .filter((t) => t.resourceId === id)
          .map((t) => ({ start: t.startsAt, end: t.endsAt })),
        busy: schedules.busy
          .filter((b) => b.resourceId === id)
          .map((b) => ({
            start: b.blockStart,
            end: b.blockEnd,
            seats: b.seats,
            sameService: b.serviceId === serviceId,
          })),
      }
    }),
  }
}

/** The calendar date (YYYY-MM-DD) of `instant` in `timezone`. */
export const dateIn = (timezone: string, instant: Date) =>
  dateFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)

/**
 * Free start times between two calendar dates, of a service or of one job of it (`durationMinutes`:
 * an offer's length; `resourceId`: staff's choice or the offer's resource). A service priced per
 * job has free times as any other: an offer books one of them. Settings, service and schedules
 * come in one prepared statement (`findSlotListInput`).
 */
export async function listSlots(
  db: Db,
  {
    serviceId,
    from,
    to,
    resourceId,
    durationMinutes,
    now,
  }: {
    serviceId: string
    from: string
    to: string
    resourceId?: string
    durationMinutes?: number
    now: Date
  },
) {
  const range = readRange(from, to)
  const found = await findSlotListInput(db, {
    serviceId,
    since: range.start,
    busy: { from: range.start, to: range.end, now },
  })
  if (!found) throw settingsMissing()
  const { settings, schedules } = found
  const service = bookable(found.service, resourceId)
  const input = slotInput({
    serviceId,
    from,
    to,
    now,
    settings,
    service,
    schedules,
    durationMinutes,
  })
  return {
    timezone: settings.timezone,
    slots: computeSlotTimes(input),
  }
}

/** A booking as moving it needs it. */
export interface MovingBooking {
  id: string
  serviceId: string
  customerId: string
  resourceId: string
  seats: number
  startAt: Date
  endAt: Date
}

/** A booking's length in whole minutes, which a move keeps. */
export const lengthOf = (booking: Pick<MovingBooking, 'startAt' | 'endAt'>) =>
  Math.round((booking.endAt.getTime() - booking.startAt.getTime()) / 60_000)

/**
 * Where a booking can move between two calendar dates: the starts where its length and places fit
 * on one of its service's resources, the booking itself and its customer's hold not in the way.
 * Each says the resource the move takes: the booking's own whenever it is free then, as
 * `rescheduleBooking` chooses.
 */
export async function listMoveSlots(
  db: Db,
  { booking, from, to, now }: { booking: MovingBooking; from: string; to: string; now: Date },
) {
  const range = readRange(from, to)
  const found = await findSettingsAndService(db, booking.serviceId)
  if (!found) throw settingsMissing()
  const { settings } = found
  const service = bookable(found.service)
  const [schedules, resources] = await Promise.all([
    findSchedules(db, service.resourceIds, {
      since: range.start,
      busy: {
        from: range.start,
        to: range.end,
        now,
        exceptBookingId: booking.id,
        exceptHolderId: booking.customerId,
      },
    }),
    findResourcesByIds(db, service.resourceIds),
  ])
  const input = slotInput({
    serviceId: booking.serviceId,
    from,
    to,
    now,
    settings,
    service,
    schedules,
    durationMinutes: lengthOf(booking),
  })
  // Each resource's own times, so that the places a booking needs are counted on the resource
  // that would take it (a merged list counts the most any one resource has).
  const fits = new Map<string, { end: string; seatsLeft: number; resourceIds: string[] }>()
  for (const resource of input.resources) {
    for (const slot of computeSlotTimes({ ...input, resources: [resource] })) {
      if (slot.seatsLeft < booking.seats) continue
      const entry = fits.get(slot.start) ?? { end: slot.end, seatsLeft: 0, resourceIds: [] }
      entry.seatsLeft = Math.max(entry.seatsLeft, slot.seatsLeft)
      entry.resourceIds.push(resource.id)
      fits.set(slot.start, entry)
    }
  }
  const names = new Map(resources.map((r) => [r.id, r.name]))
  const slots = [...fits]
    .sort(([a], [b]) => Date.parse(a) - Date.parse(b))
    .map(([start, { end, seatsLeft, resourceIds }]) => {
      const id = movedTo(booking.resourceId, resourceIds)
      return { start, end, seatsLeft, resource: { id, name: names.get(id) ?? '' } }
    })
    // Where it is now is no new time.
    .filter(
      (slot) =>
        Date.parse(slot.start) !== booking.startAt.getTime() ||
        slot.resource.id !== booking.resourceId,
    )
  return { timezone: settings.timezone, slots }
}

/** The resource a move takes among those free: the booking's own when it is one of them. */
const movedTo = (own: string | undefined, free: string[]) =>
  own && free.includes(own) ? own : (free[0] as string)

/**
 * Re-checks `start` against everything in the database, inside `tx`, and picks a resource (the
 * first free one, or `resourceId` when staff named it). Distinguishes a time that is not a slot
 * at all (422 `bookings.not_a_slot`) from one that someone else holds or booked (409
 * `bookings.slot_taken`).
 */
export async function recheckSlot(
  tx: Tx,
  args: {
    serviceId: string
    start: Date
    seats: number
    now: Date
    exceptHolderId?: string
    exceptBookingId?: string
    resourceId?: string
    /** Taken when it is free (a booking being moved keeps its resource); else the first free. */
    preferredResourceId?: string
    /** The job's length when it is not the service's own. */
    durationMinutes?: number
    /**
     * Staff booking outside the times offered, on `resourceId`: hours, breaks, closures and notice
     * are not asked; the database still refuses a time taken on the resource.
     */
    override?: boolean
  },
) {
  // One statement (`findSlotCheckInput`): the settings, the service and what stands around this
  // start. Its reads from `since` cover every date the start can fall on in any zone (a day's
  // overrides and time off from two days before the start's date in the business's zone).
  const found = await findSlotCheckInput(tx, {
    serviceId: args.serviceId,
    start: args.start,
    since: new Date(args.start.getTime() - 4 * DAY),
    now: args.now,
    durationMinutes: args.durationMinutes,
    exceptHolderId: args.exceptHolderId,
    exceptBookingId: args.exceptBookingId,
  })
  if (!found) throw settingsMissing()
  const { settings, schedules } = found
  // Later reads of the settings in this transaction (the booking's mail) use this row.
  rememberSettings(tx, settings)
  const service = bookable(found.service, args.resourceId)
  const date = dateIn(settings.timezone, args.start)
  const input = slotInput({
    serviceId: args.serviceId,
    from: date,
    to: date,
    now: args.now,
    settings,
    service,
    schedules,
    durationMinutes: args.durationMinutes,
  })
  if (args.seats > service.capacity) throw tooManySeats(service.capacity)
  if (args.override && args.resourceId !== undefined) {
    return {
      settings,
      service,
      resourceId: service.resourceIds[0] as string,
      durationMinutes: input.service.durationMinutes,
    }
  }
  const result = checkSlot({ ...input, start: args.start, seats: args.seats })
  if (result.bookable) {
    return {
      settings,
      service,
      resourceId: movedTo(args.preferredResourceId, result.resourceIds),
      durationMinutes: input.service.durationMinutes,
    }
  }
  const free = checkSlot({
    ...input,
    resources: input.resources.map((r) => ({ ...r, busy: [] })),
    start: args.start,
    seats: args.seats,
  })
  if (free.bookable) throw slotTaken()
  throw notASlot()
}
