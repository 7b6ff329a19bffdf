import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rawRows } from '../../db/raw-rows.ts'
import { schedulesOf } from '../availability/availability.schedules.ts'
import { closedDatesBetween } from '../availability/closures.service.ts'
import { withClosures } from '../availability/closures.ts'
import { createWallClock, parseCalendarDate } from '../availability/working-intervals.ts'
import { openTime, secondsOf } from './statistics.open-time.ts'

/**
 * The figures of the statistics screen, each one statement, on PGlite and PostgreSQL alike.
 * Days are the business's calendar days: the period runs from `from` 00:00 to the end of `to`
 * in `timezone`, turned into instants by PostgreSQL's own zone rules (daylight saving included).
 * bench/statistics.bench.ts times them on 100,000 bookings; bench/RESULTS.md has their plans.
 */
export interface Period {
  from: string
  to: string
  timezone: string
}

/** The period as instants [lo, hi), for the statements below. */
const bounds = ({ from, to, timezone }: Period) =>
  sql`select (${from}::date)::timestamp at time zone ${timezone} as lo,
             (${to}::date + 1)::timestamp at time zone ${timezone} as hi`

/**
 * The business's time zone as the sums were made in (see migration 0010): UTC for a zone
 * PostgreSQL does not know.
 */
export async function sumsZone(db: Db) {
  const [row] = await rawRows<{ timezone: string }>(
    db,
    sql`select statistics_business_zone() as timezone`,
  )
  return row?.timezone ?? 'UTC'
}

/** One day or week: bookings by status, and their value in the business currency. */
export interface BucketRow {
  bucket: string
  pending: number
  confirmed: number
  declined: number
  cancelled: number
  completed: number
  no_show: number
  /** Confirmed and completed bookings' value, by source. */
  online: string | number
  staff: string | number
  quote: string | number
  /** Pending bookings' value. */
  pendingValue: string | number
  /** Priced bookings in another currency. */
  other: number
}

/**
 * Bookings that start in the period, per day or ISO week (Monday): counts by status and value
 * by source, from the daily sums the triggers keep (statistics.table.ts), not every booking.
 * Revenue, cancellations and no-shows are sums of these rows.
 */
export function bookingBuckets(
  db: Db,
  period: Period & { granularity: 'day' | 'week'; currency: string },
) {
  return rawRows<BucketRow>(db, bookingBucketsQuery(period))
}

export function bookingBucketsQuery(
  period: Period & { granularity: 'day' | 'week'; currency: string },
) {
  const count = (status: string) =>
    sql`coalesce(sum(s.bookings) filter (where s.status = ${status}), 0)::int`
  const value = (condition: ReturnType<typeof sql>) =>
    sql`coalesce(sum(s.amount_minor) filter (where s.currency = ${period.currency} and ${condition}), 0)`
  const earned = sql`s.status in ('confirmed', 'completed')`
  return sql`select to_char(date_trunc(${period.granularity}, s.day::timestamp), 'YYYY-MM-DD') as bucket,
             ${count('pending')} as pending, ${count('confirmed')} as confirmed,
             ${count('declined')} as declined, ${count('cancelled')} as cancelled,
             ${count('completed')} as completed, ${count('no_show')} as no_show,
             ${value(sql`${earned} and s.source = 'online'`)} as online,
             ${value(sql`${earned} and s.source = 'staff'`)} as staff,
             ${value(sql`${earned} and s.source = 'quote'`)} as quote,
             ${value(sql`s.status = 'pending'`)} as "pendingValue",
             coalesce(sum(s.priced) filter (where s.currency <> ${period.currency}), 0)::int as other
        from statistics_booking_days s
       where s.day >= ${period.from}::date and s.day <= ${period.to}::date
       group by 1`
}

export interface QuoteFunnelRow {
  requested: number
  offered: number
  accepted: number
  declined: number
  rejected: number
  expired: number
  withdrawn: number
  acceptedValue: string | number
}

/** Quotes asked for in the period and how far each got: requested → offered → accepted. */
export async function quoteFunnel(db: Db, period: Period & { currency: string }) {
  const [row] = await rawRows<QuoteFunnelRow>(db, quoteFunnelQuery(period))
  return row as QuoteFunnelRow
}

export function quoteFunnelQuery(period: Period & { currency: string }) {
  return sql`with bounds as (${bounds(period)})
      select count(*)::int as requested,
             (count(*) filter (where q.offered_at is not null
               or q.status in ('offered', 'accepted', 'declined', 'expired')))::int as offered,
             (count(*) filter (where q.status = 'accepted'))::int as accepted,
             (count(*) filter (where q.status = 'declined'))::int as declined,
             (count(*) filter (where q.status = 'rejected'))::int as rejected,
             (count(*) filter (where q.status = 'expired'))::int as expired,
             (count(*) filter (where q.status = 'withdrawn'))::int as withdrawn,
             coalesce(sum(q.offer_price_minor::bigint) filter (
               where q.status = 'accepted' and q.offer_currency = ${period.currency}), 0) as "acceptedValue"
        from quotes q, bounds
       where q.created_at >= bounds.lo and q.created_at < bounds.hi`
}

export interface ResourceUseRow {
  id: string
  name: string
  openSeconds: number
  busySeconds: number
  insideSeconds: number
}

/** A Postgres array literal of values that need no quoting (uuids, dates, numbers). */
const arrayLiteral = (values: (string | number)[]) => `{${values.join(',')}}`

/**
 * Each resource's open time in the period (`openTime`: the slot engine's open intervals less
 * time off) against the time bookings held it (pending, confirmed, completed, no-show;
 * overlapping seats of one class count once, kept per day by the triggers) and how much of that
 * was inside the open hours of its day. A booking belongs to the day it starts, as in every other
 * figure. Active resources, and inactive ones that were booked in the period.
 */
export async function resourceUse(db: Db, period: Period): Promise<ResourceUseRow[]> {
  const resources = await rawRows<{ id: string; name: string; active: boolean }>(
    db,
    sql`select id::text, name, active from resources order by lower(name), id`,
  )
  const clock = createWallClock(period.timezone)
  const since = new Date(clock.toInstant(parseCalendarDate(period.from), 0))
  const [schedules, closed] = await Promise.all([
    schedulesOf(
      db,
      resources.map((r) => r.id),
      { since },
    ),
    closedDatesBetween(db, period),
  ])
  // The business's closed days are no resource's open time, as the slot engine reads them.
  const open = new Map(
    resources.map((r) => {
      const schedule = schedules.get(r.id)
      if (!schedule) return [r.id, []]
      const overrides = withClosures(schedule.overrides, closed)
      return [r.id, openTime(period.timezone, period, { ...schedule, overrides })]
    }),
  )
  const all = [...open].flatMap(([id, intervals]) => intervals.map((i) => ({ ...i, id })))
  const held = await rawRows<{ id: string; busy: string | number; inside: string | number }>(
    db,
    sql`with open as (
        select o.resource_id, o.day,
               range_agg(tstzrange(to_timestamp(o.s / 1000.0), to_timestamp(o.e / 1000.0))) as ranges
          from unnest(${arrayLiteral(all.map((i) => i.id))}::uuid[],
                      ${arrayLiteral(all.map((i) => i.day))}::date[],
                      ${arrayLiteral(all.map((i) => i.start))}::float8[],
                      ${arrayLiteral(all.map((i) => i.end))}::float8[]) as o(resource_id, day, s, e)
         group by o.resource_id, o.day
      )
      select d.resource_id::text as id, sum(d.busy_seconds) as busy,
             sum(statistics_seconds(d.busy * coalesce(open.ranges, '{}'::tstzmultirange))) as inside
        from statistics_resource_days d
        left join open on open.resource_id = d.resource_id and open.day = d.day
       where d.day >= ${period.from}::date and d.day <= ${period.to}::date
       group by d.resource_id`,
  )
  const heldBy = new Map(held.map((row) => [row.id, row]))
  return resources
    .map((r) => ({
      id: r.id,
      name: r.name,
      active: r.active,
      openSeconds: secondsOf(open.get(r.id) ?? []),
      busySeconds: Number(heldBy.get(r.id)?.busy ?? 0),
      insideSeconds: Number(heldBy.get(r.id)?.inside ?? 0),
    }))
    .filter((r) => r.active || r.busySeconds > 0)
    .map(({ active: _active, ...row }) => row)
}
