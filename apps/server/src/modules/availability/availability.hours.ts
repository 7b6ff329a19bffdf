import type { overrideSchema, timeOffInputSchema } from '@reserva/shared'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client.ts'
import { notFound } from '../../lib/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { coversBookings, timeOffExists } from '../catalogue/catalogue.errors.ts'
import { resourceDetail } from '../catalogue/catalogue.service.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { coveredBookings, type HeldTime, type Hours, leftOutside } from './availability.coverage.ts'
import {
  clearOverride,
  deleteTimeOff,
  findOpenBookingsOf,
  hasTimeOffCovering,
  insertTimeOff,
  lockResource,
  replaceOverride,
  replaceWeeklyHours,
} from './availability.hours.repository.ts'
import { schedulesOf } from './availability.schedules.ts'

// A resource's weekly hours, date overrides and time off; each change answers the resource as
// the staff screens show it (catalogue's `resourceDetail`).

/** Who changes which resource, and when. */
interface ResourceChange {
  db: Db
  actorId: string
  id: string
  now: Date
}

/**
 * Makes `change` and its audit row `action` in one transaction, the resource's row locked first
 * (404 when there is none), then answers the resource. `change` returns the audit row's data.
 */
async function changeSchedule(
  { db, actorId, id, now }: ResourceChange,
  action: string,
  change: (tx: Tx) => Promise<Record<string, unknown>>,
) {
  await db.transaction(async (tx) => {
    if (!(await lockResource(tx, id))) throw notFound('No such resource')
    const data = await change(tx)
    await writeAudit(tx, { actorId, action, entity: 'resource', entityId: id, data })
  })
  return resourceDetail(db, { id, now })
}

/**
 * Refuses (409 `catalogue.covers_bookings`, listing them) a change that leaves `bookings` outside
 * the resource's time, unless staff acknowledged them; answers their references for the audit.
 */
function checkCovered(bookings: HeldTime[], acknowledged = false) {
  if (bookings.length > 0 && !acknowledged) throw coversBookings(coveredBookings(bookings))
  return bookings.length > 0 ? { coveredBookings: bookings.map((b) => b.reference) } : {}
}

/** The resource's hours now, and the open bookings of it from `from` (to `to`). */
async function hoursAndBookings(tx: Tx, id: string, window: { from: Date; to?: Date }) {
  const [settings, schedules, bookings] = await Promise.all([
    requireSettings(tx),
    schedulesOf(tx, [id], { since: window.from }),
    findOpenBookingsOf(tx, { resourceId: id, ...window }),
  ])
  const schedule = schedules.get(id)
  const hours: Hours = {
    weeklyHours: schedule?.weeklyHours ?? [],
    overrides: schedule?.overrides ?? [],
  }
  return { timezone: settings.timezone, hours, bookings }
}

export async function setWeeklyHours({
  intervals,
  acknowledgeBookings = false,
  ...who
}: ResourceChange & {
  intervals: { weekday: number; start: string; end: string }[]
  acknowledgeBookings?: boolean
}) {
  return changeSchedule(who, 'resource.hours_set', async (tx) => {
    const { timezone, hours, bookings } = await hoursAndBookings(tx, who.id, { from: who.now })
    const covered = leftOutside({
      timezone,
      before: hours,
      after: { ...hours, weeklyHours: intervals },
      bookings,
    })
    const data = checkCovered(covered, acknowledgeBookings)
    await replaceWeeklyHours(tx, who.id, intervals)
    return { intervals, ...data }
  })
}

export async function setOverride({
  input,
  ...who
}: ResourceChange & { input: z.infer<typeof overrideSchema> }) {
  const { acknowledgeBookings, ...override } = input
  return changeSchedule(who, 'resource.override_set', async (tx) => {
    const { timezone, hours, bookings } = await hoursAndBookings(tx, who.id, { from: who.now })
    const covered = leftOutside({
      timezone,
      before: hours,
      after: {
        ...hours,
        overrides: [
          ...hours.overrides.filter((o) => o.date !== override.date),
          { date: override.date, intervals: override.intervals },
        ],
      },
      bookings,
    })
    const data = checkCovered(covered, acknowledgeBookings)
    await replaceOverride(tx, who.id, override)
    return { ...override, ...data }
  })
}

/** Giving a date its weekly hours back can close time too (a Saturday opened for one day). */
export async function removeOverride({
  date,
  acknowledgeBookings = false,
  ...who
}: ResourceChange & { date: string; acknowledgeBookings?: boolean }) {
  return changeSchedule(who, 'resource.override_removed', async (tx) => {
    const { timezone, hours, bookings } = await hoursAndBookings(tx, who.id, { from: who.now })
    const covered = leftOutside({
      timezone,
      before: hours,
      after: { ...hours, overrides: hours.overrides.filter((o) => o.date !== date) },
      bookings,
    })
    const data = checkCovered(covered, acknowledgeBookings)
    await clearOverride(tx, who.id, date)
    return { date, ...data }
  })
}

/**
 * Time off the resource already has for the whole of that time is refused (409
 * `catalogue.time_off_exists`); time off over open bookings asks first (see `checkCovered`).
 */
export async function addTimeOff({
  input,
  ...who
}: ResourceChange & { input: z.infer<typeof timeOffInputSchema> }) {
  const { acknowledgeBookings, ...off } = input
  const start = new Date(off.start)
  const end = new Date(off.end)
  return changeSchedule(who, 'resource.time_off_added', async (tx) => {
    if (await hasTimeOffCovering(tx, { resourceId: who.id, start, end })) throw timeOffExists()
    const covered = await findOpenBookingsOf(tx, { resourceId: who.id, from: start, to: end })
    const data = checkCovered(covered, acknowledgeBookings)
    const row = await insertTimeOff(tx, {
      resourceId: who.id,
      startsAt: start,
      endsAt: end,
      reason: off.reason,
    })
    return { timeOffId: row.id, ...off, ...data }
  })
}

/** The delete finds only this resource's time off, and is the check (404 otherwise). */
export async function removeTimeOff({ timeOffId, ...who }: ResourceChange & { timeOffId: string }) {
  return changeSchedule(who, 'resource.time_off_removed', async (tx) => {
    if (!(await deleteTimeOff(tx, who.id, timeOffId))) throw notFound('No such time off')
    return { timeOffId }
  })
}
