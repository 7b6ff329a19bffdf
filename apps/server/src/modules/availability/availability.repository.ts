import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { blockOverlaps, bookings, holds } from '../bookings/bookings.table.ts'
import { calendarBusyTimes } from '../calendar-sync/calendar-sync.table.ts'
import { serviceFields, serviceResourceIds } from '../catalogue/catalogue.repository.ts'
import { services } from '../catalogue/catalogue.table.ts'
import { businessSettings } from '../settings/settings.table.ts'
import { businessClosures, scheduleOverrides, timeOff, workingHours } from './availability.table.ts'
import type { ClosedDays } from './closures.ts'

/**
 * The business settings and the service (as `findService` reads it; null when there is none), in
 * one statement: every slot list and every booking needs both first. The settings are the settings
 * module's; it is told of the row (`rememberSettings`). Undefined when the settings row is missing.
 */
export async function findSettingsAndService(db: Db | Tx, serviceId: string) {
  const [row] = await db
    .select({ settings: businessSettings, service: serviceFields })
    .from(businessSettings)
    .leftJoin(services, eq(services.id, serviceId))
    .leftJoin(serviceResourceIds, sql`true`)
    .where(eq(businessSettings.id, 1))
  return row
}

type HoursRow = typeof workingHours.$inferSelect
type OverrideRow = typeof scheduleOverrides.$inferSelect
type TimeOffRow = typeof timeOff.$inferSelect

/** An active booking or a live hold that takes a resource's time (with its buffers). */
export interface BusyRow {
  resourceId: string
  serviceId: string
  blockStart: number
  blockEnd: number
  seats: number
}

/** Which bookings and holds count as busy: those touching [from, to), with the exceptions. */
export interface BusyWindow {
  from: Date
  to: Date
  now: Date
  /** A person's own hold does not stand in their way. */
  exceptHolderId?: string
  /** Nor does the booking being rescheduled. */
  exceptBookingId?: string
}

/** What `findSchedules` answers; `busy` is empty unless a busy window was given. */
export interface Schedules {
  hours: HoursRow[]
  overrides: OverrideRow[]
  off: TimeOffRow[]
  /** What connected calendars keep busy (decision 048): blocks slots as time off does. */
  calendarBusy: { resourceId: string; startsAt: Date; endsAt: Date }[]
  busy: BusyRow[]
  /** The business's closures ending on or after `since`'s date. */
  closures: ClosedDays[]
}

/**
 * A value of a schedule read: a Date or text when the statement is built per call, a placeholder
 * when it is prepared once (`findSlotListInput`). Instants are cast, so either reads the same.
 */
type Value = Date | string | Placeholder | SQL

/**
 * A weekly hours row and a busy one as the statement sends them: JSON arrays, not objects. A
 * slot list reads every booking and hold of its month and every weekly hours row of its
 * resources, and PostgreSQL's building (and Node's parsing) of an object per row, keys and all,
 * is a visible share of the statement's time.
 */
type HoursTuple = [
  id: string,
  resourceId: string,
  weekday: number,
  startTime: string,
  endTime: string,
]
type BusyTuple = [
  resourceId: string,
  serviceId: string,
  blockStart: string,
  blockEnd: string,
  seats: number,
]

/**
 * The sub-selects of a schedule read, as JSON arrays: the weekly hours, the date overrides from
 * `since` and the time off ending after `since` of the resources in the uuid array `resourceIds`,
 * and with `busy`, the active bookings and live holds on them that touch its window. Written as SQL
 * rather than with the query builder: it runs for every slot list and every booking.
 */
function scheduleColumns(
  resourceIds: SQL,
  { sinceDate, since, busy }: { sinceDate: Value; since: Value; busy?: BusyColumns },
) {
  return {
    hours: sql<HoursTuple[]>`coalesce((select json_agg(json_build_array(
        ${workingHours.id}, ${workingHours.resourceId}, ${workingHours.weekday},
        ${workingHours.startTime}, ${workingHours.endTime}))
      from ${workingHours} where ${workingHours.resourceId} = any(${resourceIds})), '[]'::json)`,
    overrides: sql<OverrideRow[]>`coalesce((select json_agg(json_build_object(
        'id', ${scheduleOverrides.id}, 'resourceId', ${scheduleOverrides.resourceId},
        'date', ${scheduleOverrides.date}, 'startTime', ${scheduleOverrides.startTime},
        'endTime', ${scheduleOverrides.endTime}))
      from ${scheduleOverrides}
      where ${scheduleOverrides.resourceId} = any(${resourceIds})
        and ${scheduleOverrides.date} >= ${sinceDate}::date), '[]'::json)`,
    off: sql<(Omit<TimeOffRow, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string })[]>`
      coalesce((select json_agg(json_build_object(
        'id', ${timeOff.id}, 'resourceId', ${timeOff.resourceId},
        'startsAt', ${timeOff.startsAt}, 'endsAt', ${timeOff.endsAt}, 'reason', ${timeOff.reason}))
      from ${timeOff}
      where ${timeOff.resourceId} = any(${resourceIds})
        and ${timeOff.endsAt} >= ${since}::timestamptz), '[]'::json)`,
    calendarBusy: sql<[resourceId: string, startsAt: string, endsAt: string][]>`
      coalesce((select json_agg(json_build_array(
        ${calendarBusyTimes.resourceId}, ${calendarBusyTimes.startsAt}, ${calendarBusyTimes.endsAt}))
      from ${calendarBusyTimes}
      where ${calendarBusyTimes.resourceId} = any(${resourceIds})
        and ${calendarBusyTimes.endsAt} >= ${since}::timestamptz), '[]'::json)`,
    closures: sql<[firstDay: string, lastDay: string][]>`coalesce((select json_agg(json_build_array(
        ${businessClosures.firstDay}, ${businessClosures.lastDay}))
      from ${businessClosures} where ${businessClosures.lastDay} >= ${sinceDate}::date), '[]'::json)`,
    // The window's bookings and holds, read through the exclusion constraints' GiST indexes
    // (`blockOverlaps`): bookings stay confirmed after their time, so a read that walks the
    // resource's earlier bookings grows for ever (availability.busy-window.test.ts).
    busy: busy
      ? sql<BusyTuple[]>`
    coalesce((select json_agg(json_build_array(b.resource_id, b.service_id, b.block_start, b.block_end,
        b.seats))
      from (select resource_id, service_id, block_start, block_end, seats from bookings
             where resource_id = any(${resourceIds}) and status in ('pending', 'confirmed')
               and ${blockOverlaps(bookings, busy.from, busy.to)}
               ${busy.exceptBookingId ? sql`and id is distinct from ${busy.exceptBookingId}::uuid` : sql``}
            union all
            select resource_id, service_id, block_start, block_end, seats from holds
             where resource_id = any(${resourceIds}) and expires_at > ${busy.now}::timestamptz
               and ${blockOverlaps(holds, busy.from, busy.to)}
               ${busy.exceptHolderId ? sql`and holder_id is distinct from ${busy.exceptHolderId}::text` : sql``}) b), '[]'::json)`
      : sql<[]>`'[]'::json`,
  }
}

/** A prepared statement's exceptions are placeholders, null for none (`is distinct from`). */
type BusyColumns = {
  from: Value
  to: Value
  now: Value
  exceptHolderId?: string | Placeholder
  exceptBookingId?: string | Placeholder
}
type ScheduleJson = {
  [Name in keyof ReturnType<typeof scheduleColumns>]: ReturnType<
    typeof scheduleColumns
  >[Name]['_']['type']
}

/** The JSON arrays of `scheduleColumns` as rows: instants as Dates, busy ones as epoch ms. */
function schedulesFrom(row: ScheduleJson): Schedules {
  return {
    hours: row.hours.map(([id, resourceId, weekday, startTime, endTime]) => ({
      id,
      resourceId,
      weekday,
      startTime,
      endTime,
    })),
    overrides: row.overrides,
    off: row.off.map((t) => ({ ...t, startsAt: new Date(t.startsAt), endsAt: new Date(t.endsAt) })),
    calendarBusy: row.calendarBusy.map(([resourceId, startsAt, endsAt]) => ({
      resourceId,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
    })),
    busy: row.busy.map(([resourceId, serviceId, blockStart, blockEnd, seats]) => ({
      resourceId,
      serviceId,
      blockStart: Date.parse(blockStart),
      blockEnd: Date.parse(blockEnd),
      seats,
    })),
    closures: row.closures.map(([firstDay, lastDay]) => ({ firstDay, lastDay })),
  }
}

/**
 * The weekly hours, the date overrides from `since` and the time off ending after `since` of
 * `resourceIds`, in one statement (JSON arrays): the staff screens and every booking read it.
 * With `busy`, the bookings and holds in that window too, in the same statement.
 */
export async function findSchedules(
  db: Db | Tx,
  resourceIds: string[],
  { since, busy }: { since: Date; busy?: BusyWindow },
): Promise<Schedules> {
  if (resourceIds.length === 0)
    return { hours: [], overrides: [], off: [], calendarBusy: [], busy: [], closures: [] }
  const ids = sql`array[${sql.join(
    resourceIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`
  const [row] = await db
    .select(scheduleColumns(ids, { sinceDate: since.toISOString().slice(0, 10), since, busy }))
    .from(sql`(select 1) as one`)
  return row
    ? schedulesFrom(row)
    : { hours: [], overrides: [], off: [], calendarBusy: [], busy: [], closures: [] }
}

const value = (name: string) => sql.placeholder(name)

/**
 * The business settings, the service of the `serviceId` placeholder, and the schedules from
 * `since` of every resource in use that delivers it with what is busy in `busy`: the one statement
 * of a slot list and of a re-check, each prepared by name below with its own busy window.
 */
function settingsServiceAndSchedules(db: Db, busy: BusyColumns) {
  return db
    .select({
      settings: businessSettings,
      service: serviceFields,
      ...scheduleColumns(sql`service_resource_ids.active_ids`, {
        sinceDate: value('sinceDate'),
        since: value('since'),
        busy,
      }),
    })
    .from(businessSettings)
    .leftJoin(services, eq(services.id, sql`${value('serviceId')}::uuid`))
    .leftJoin(serviceResourceIds, sql`true`)
    .where(eq(businessSettings.id, 1))
}

const slotListInput = preparedStatement('slot_list_input', (db) =>
  settingsServiceAndSchedules(db, {
    from: value('busyFrom'),
    to: value('busyTo'),
    now: value('now'),
  }),
)

/**
 * What a slot list reads, in one statement built once and run by name (`preparedStatement`): the
 * business settings and the service (as `findSettingsAndService`), and the schedules from `since`
 * of every resource in use that delivers it with the bookings and holds touching the busy window
 * (as `findSchedules`). One round trip and no statement to build or plan per request. Undefined
 * when the settings row is missing; the schedules are empty when there is no such service.
 */
export async function findSlotListInput(
  db: Db,
  {
    serviceId,
    since,
    busy,
  }: {
    serviceId: string
    since: Date
    busy: Omit<BusyWindow, 'exceptHolderId' | 'exceptBookingId'>
  },
) {
  const [row] = await slotListInput(db, {
    serviceId,
    sinceDate: since.toISOString().slice(0, 10),
    since: since.toISOString(),
    busyFrom: busy.from.toISOString(),
    busyTo: busy.to.toISOString(),
    now: busy.now.toISOString(),
  })
  if (!row) return undefined
  const { settings, service, ...schedules } = row
  return { settings, service, schedules: schedulesFrom(schedules) }
}

/**
 * What a re-check of one start reads (`recheckSlot`), in one statement built once and run by name
 * on the transaction (`preparedStatement`): the settings and the service (as
 * `findSettingsAndService`), and the schedules from `since` of every resource in use that
 * delivers it, with the bookings and live holds touching the start's buffered range, which the
 * statement takes from the job's duration (the `durationMinutes` placeholder, or the service's own
 * when null) and the service's buffers. The exceptions are null for none.
 */
const slotCheckInput = preparedStatement('slot_check_input', (db) => {
  const start = sql`${value('start')}::timestamptz`
  const duration = sql`coalesce(${value('durationMinutes')}::int, ${services.durationMinutes})`
  return settingsServiceAndSchedules(db, {
    from: sql`(${start} - make_interval(mins => ${services.bufferBeforeMinutes}))`,
    to: sql`(${start} + make_interval(mins => ${duration} + ${services.bufferAfterMinutes}))`,
    now: value('now'),
    exceptHolderId: value('exceptHolderId'),
    exceptBookingId: value('exceptBookingId'),
  })
})

export async function findSlotCheckInput(
  db: Db | Tx,
  args: {
    serviceId: string
    start: Date
    since: Date
    now: Date
    /** The job's length when it is not the service's own. */
    durationMinutes?: number
    exceptHolderId?: string
    exceptBookingId?: string
  },
) {
  const [row] = await slotCheckInput(db, {
    serviceId: args.serviceId,
    start: args.start.toISOString(),
    durationMinutes: args.durationMinutes ?? null,
    sinceDate: args.since.toISOString().slice(0, 10),
    since: args.since.toISOString(),
    now: args.now.toISOString(),
    exceptHolderId: args.exceptHolderId ?? null,
    exceptBookingId: args.exceptBookingId ?? null,
  })
  if (!row) return undefined
  const { settings, service, ...schedules } = row
  return { settings, service, schedules: schedulesFrom(schedules) }
}
