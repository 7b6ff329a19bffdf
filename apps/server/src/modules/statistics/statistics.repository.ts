import type { BookingStatus } from '@reserva/shared'
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

/** The business's currency, and its time zone as the sums were made in (see migration 0010). */
export async function businessFacts(db: Db) {
  const [row] = await rowsOf<{ timezone: string; currency: string }>(
    db,
    sql`select statistics_business_zone() as timezone,
               coalesce((select currency from business_settings where id = 1), 'EUR') as currency`,
  )
  return row ?? { timezone: 'UTC', currency: 'EUR' }
}

export interface BookingGroupRow {
  bucket: string
  status: BookingStatus
  source: 'online' | 'quote' | 'staff'
  n: number
  /** Price per seat × seats of the bookings in the business currency. */
  amount: string | number
  /** Priced bookings in another currency. */
  other: number
}

/**
 * Bookings that start in the period, counted per day or ISO week (Monday), status and source,
 * with their value in `currency`. Revenue, cancellations and no-shows are sums of these groups.
 * Read from the daily sums the triggers keep (statistics.table.ts), not from every booking.
 */
export function bookingGroups(
  db: Db,
  period: Period & { granularity: 'day' | 'week'; currency: string },
) {
  return rowsOf<BookingGroupRow>(db, bookingGroupsQuery(period))
}

export function bookingGroupsQuery(
  period: Period & { granularity: 'day' | 'week'; currency: string },
) {
  return sql`select to_char(date_trunc(${period.granularity}, s.day::timestamp), 'YYYY-MM-DD') as bucket,
             s.status, s.source,
             sum(s.bookings)::int as n,
             coalesce(sum(s.amount_minor) filter (where s.currency = ${period.currency}), 0) as amount,
             coalesce(sum(s.priced) filter (where s.currency <> ${period.currency}), 0)::int as other
        from statistics_booking_days s
       where s.day >= ${period.from}::date and s.day <= ${period.to}::date
       group by 1, 2, 3
      having sum(s.bookings) > 0`
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
  openMinutes: string | number
  bookedMinutes: string | number
  outsideMinutes: string | number
}

/**
 * Each resource's open time in the period (its weekly hours, or a date's overrides instead, as
 * wall-clock times in the business zone, minus time off) against the time bookings held it
 * (the daily multiranges the triggers keep: pending, confirmed, completed, no-show; overlapping
 * seats of one class count once), split into inside and outside open hours. A booking belongs
 * to the period when it starts in it, as in every other figure.
 */
export function resourceUse(db: Db, period: Period) {
  return rowsOf<ResourceUseRow>(db, resourceUseQuery(period))
}

export function resourceUseQuery(period: Period) {
  const minutes = (ranges: ReturnType<typeof sql>) =>
    sql`(select coalesce(sum(extract(epoch from upper(x) - lower(x))), 0) from unnest(${ranges}) as x) / 60`
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
      busy as (
        select resource_id, range_agg(busy) as ranges from statistics_resource_days
         where day >= ${period.from}::date and day <= ${period.to}::date
         group by resource_id
      ),
      net as (
        select r.id, r.name, r.active,
               coalesce(o.ranges, '{}'::tstzmultirange) - coalesce(a.ranges, '{}'::tstzmultirange) as open_ranges,
               coalesce(b.ranges, '{}'::tstzmultirange) as busy_ranges
          from resources r
          left join open o on o.resource_id = r.id
          left join away a on a.resource_id = r.id
          left join busy b on b.resource_id = r.id
      )
      select id::text, name,
             ${minutes(sql`open_ranges`)} as "openMinutes",
             ${minutes(sql`open_ranges * busy_ranges`)} as "bookedMinutes",
             ${minutes(sql`busy_ranges - open_ranges`)} as "outsideMinutes"
        from net
       where active or not isempty(busy_ranges)
       order by lower(name), id`
}
