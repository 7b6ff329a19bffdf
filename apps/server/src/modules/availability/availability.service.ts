import type { Db, Tx } from '../../db/client.ts'
import { dateFormat } from '../../lib/date-format.ts'
import { findService } from '../catalogue/catalogue.repository.ts'
import { settingsMissing } from '../settings/settings.errors.ts'
import { type BusinessSettingsRow, rememberSettings } from '../settings/settings.repository.ts'
import {
  notASlot,
  slotTaken,
  tooManySeats,
  unknownResource,
  unknownService,
} from './availability.errors.ts'
import { findSlotCheckInput, findSlotListInput, type Schedules } from './availability.repository.ts'
import { checkSlot, computeSlotTimes, type SlotInput } from './slots.ts'

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
}: {
  serviceId: string
  from: string
  to: string
  now: Date
  settings: BusinessSettingsRow
  service: BookableService
  schedules: Schedules
}): SlotInput {
  return {
    timezone: settings.timezone,
    from,
    to,
    now,
    policy: { minNoticeMinutes: settings.minNoticeMinutes, horizonDays: settings.horizonDays },
    service: {
      durationMinutes: service.durationMinutes,
      bufferBeforeMinutes: service.bufferBeforeMinutes,
      bufferAfterMinutes: service.bufferAfterMinutes,
      slotStepMinutes: service.slotStepMinutes,
      capacity: service.capacity,
    },
    resources: service.resourceIds.map((id) => {
      const overrides = new Map<string, { start: string; end: string }[]>()
      for (const o of schedules.overrides.filter((o) => o.resourceId === id)) {
        const list = overrides.get(o.date) ?? []
        if (o.startTime && o.endTime) list.push({ start: o.startTime, end: o.endTime })
        overrides.set(o.date, list)
      }
      return {
        id,
        weeklyHours: schedules.hours
          .filter((h) => h.resourceId === id)
          .map((h) => ({ weekday: h.weekday, start: h.startTime, end: h.endTime })),
        overrides: [...overrides].map(([date, intervals]) => ({ date, intervals })),
        timeOff: schedules.off
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
const dateIn = (timezone: string, instant: Date) =>
  dateFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)

/**
 * Free start times between two calendar dates; none for a service priced per job. Settings,
 * service and schedules come in one prepared statement (`findSlotListInput`).
 */
export async function listSlots(
  db: Db,
  {
    serviceId,
    from,
    to,
    resourceId,
    now = new Date(),
  }: { serviceId: string; from: string; to: string; resourceId?: string; now?: Date },
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
  if (service.pricing === 'quote') return { timezone: settings.timezone, slots: [] }
  const input = slotInput({ serviceId, from, to, now, settings, service, schedules })
  return {
    timezone: settings.timezone,
    slots: computeSlotTimes(input),
  }
}

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
  })
  if (args.seats > service.capacity) throw tooManySeats(service.capacity)
  const result = checkSlot({ ...input, start: args.start, seats: args.seats })
  if (result.bookable) return { settings, service, resourceId: result.resourceIds[0] as string }
  const free = checkSlot({
    ...input,
    resources: input.resources.map((r) => ({ ...r, busy: [] })),
    start: args.start,
    seats: args.seats,
  })
  if (free.bookable) throw slotTaken()
  throw notASlot()
}
