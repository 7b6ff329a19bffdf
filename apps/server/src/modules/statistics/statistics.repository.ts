import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

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

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** The period as instants [lo, hi), for the statements below. */
const bounds = ({ from, to, timezone }: Period) =>
  sql`select (${from}::date)::timestamp at time zone ${timezone} as lo,
             (${to}::date + 1)::timestamp at time zone ${timezone} as hi`

/**
 * The business's time zone as the sums were made in (see migration 0010): UTC for a zone
 * PostgreSQL does not know.
 */
export async function sumsZone(db: Db) {
  const [row] = await rowsOf<{ timezone: string }>(
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
  return rowsOf<BucketRow>(db, bookingBucketsQuery(period))
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
  const [row] = await rowsOf<QuoteFunnelRow>(db, quoteFunnelQuery(period))
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
  openSeconds: string | number
  busySeconds: string | number
  insideSeconds: string | number
}

/**
 * Each resource's open time in the period (its weekly hours, or a date's overrides instead, as
 * wall-clock times in the business zone, minus time off) against the time bookings held it
 * (pending, confirmed, completed, no-show; overlapping seats of one class count once) and how
 * much of that was inside the open hours: both kept per day by the triggers. A booking belongs
 * to the day it starts, as in every other figure.
 */
export function resourceUse(db: Db, period: Period) {
  return rowsOf<ResourceUseRow>(db, resourceUseQuery(period))
}

export function resourceUseQuery(period: Period) {
  return sql`with bounds as (${bounds(period)}),
      days as (
        select d::date as day from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as d
      ),
      hours as (
        select o.resource_id, days.day, o.start_time, o.end_time
          from days join schedule_overrides o on o.date = days.day
         where o.start_time is not null
        union all
        select w.resource_id, days.day, w.start_time, w.end_time
          from days join working_hours w on w.weekday = extract(isodow from days.day)
         where not exists (
           select 1 from schedule_overrides o where o.resource_id = w.resource_id and o.date = days.day)
      ),
      open as (
        select resource_id,
               range_agg(tstzrange((day + start_time) at time zone ${period.timezone},
                                   (day + end_time) at time zone ${period.timezone})) as ranges
          from hours group by resource_id
      ),
      away as (
        select t.resource_id, range_agg(tstzrange(t.starts_at, t.ends_at)) as ranges
          from time_off t, bounds
         where t.starts_at < bounds.hi and t.ends_at > bounds.lo
         group by t.resource_id
      ),
      held as (
        select resource_id, sum(busy_seconds) as busy, sum(inside_seconds) as inside
          from statistics_resource_days
         where day >= ${period.from}::date and day <= ${period.to}::date
         group by resource_id
      )
      select r.id::text, r.name,
             statistics_seconds(coalesce(o.ranges, '{}'::tstzmultirange) - coalesce(a.ranges, '{}'::tstzmultirange)) as "openSeconds",
             coalesce(h.busy, 0) as "busySeconds",
             coalesce(h.inside, 0) as "insideSeconds"
        from resources r
        left join open o on o.resource_id = r.id
        left join away a on a.resource_id = r.id
        left join held h on h.resource_id = r.id
       where r.active or coalesce(h.busy, 0) > 0
       order by lower(r.name), r.id`
}
