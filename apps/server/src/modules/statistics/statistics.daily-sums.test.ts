import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp, readJson, type TestApp, withApp } from '../../testing/create-test-app.ts'
import { createRecords } from '../../testing/records.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { resources } from '../catalogue/catalogue.table.ts'
import { businessSettings } from '../settings/settings.table.ts'

// The sums the triggers of migrations 0010 and 0016 keep. What the statistics answer from them is in
// statistics.test.ts.

/** Rows where the trigger-kept sums differ from the same sums computed afresh from bookings. */
async function drift(t: TestApp) {
  const result = (await t.db.execute(sql`
    with tz as (select statistics_business_zone() as zone),
    fresh as (
      select (b.start_at at time zone tz.zone)::date as day, b.status, b.source, b.currency,
             count(*)::int as bookings, coalesce(sum(b.price_minor::bigint * b.seats), 0)::bigint as amount_minor,
             count(b.price_minor)::int as priced
        from bookings b, tz group by 1, 2, 3, 4
    ),
    kept as (select day, status, source, currency, bookings, amount_minor, priced
               from statistics_booking_days where bookings <> 0 or amount_minor <> 0 or priced <> 0),
    fresh_busy as (
      select b.resource_id, (b.start_at at time zone tz.zone)::date as day, range_agg(tstzrange(b.start_at, b.end_at)) as busy
        from bookings b, tz where b.status in ('pending', 'confirmed', 'completed', 'no_show') group by 1, 2
    ),
    fresh_held as (
      select f.resource_id, f.day, f.busy, statistics_seconds(f.busy) as busy_seconds from fresh_busy f
    ),
    kept_busy as (select resource_id, day, busy, busy_seconds
                    from statistics_resource_days where not isempty(busy))
    select 'days' as what, count(*)::int as n from ((select * from fresh except select * from kept) union all (select * from kept except select * from fresh)) d
    union all
    select 'busy', count(*)::int from ((select * from fresh_held except select * from kept_busy) union all (select * from kept_busy except select * from fresh_held)) e
  `)) as unknown as { rows: { what: string; n: number }[] }
  return Object.fromEntries(result.rows.map((r) => [r.what, r.n]))
}

describe('the daily sums the statistics read', () => {
  it('follow every booking change made through the API and the database, and a new time zone', async () => {
    await withApp(createTestApp(), async (t) => {
      const r = await createRecords(t)
      const ok = { days: 0, busy: 0 }
      expect(await drift(t)).toEqual(ok)
      // Through the API: book, cancel, reschedule, as the customer and staff do.
      const cancelled = await r.newBooking()
      await r.call('customer', 'POST', `/api/v1/bookings/${cancelled.id}/cancel`, undefined, 200)
      const moved = await r.newBooking()
      await r.call(
        'operator',
        'POST',
        `/api/v1/bookings/${moved.id}/reschedule`,
        { start: r.freeStart() },
        200,
      )
      await r.newBooking({ status: 'pending', past: true })
      expect(await drift(t)).toEqual(ok)
      const before = await readJson(
        await t.request('/api/v1/admin/statistics?from=2000-01-01&to=2001-12-31', {
          headers: { cookie: r.users.admin.cookie },
        }),
      )
      expect(before.bookings.total).toBe(0)
      // Straight in the database: another resource, another day, a new price, removal.
      const [other] = await t.db.select().from(resources).where(eq(resources.id, r.resource.id))
      await t.db.execute(
        sql`update bookings set resource_id = ${other?.id}::uuid, start_at = start_at + interval '3 days',
              end_at = end_at + interval '3 days', block_start = block_start + interval '3 days',
              block_end = block_end + interval '3 days', price_minor = 1234, seats = 2
            where id = ${moved.id}::uuid`,
      )
      await t.db.execute(
        sql`update bookings set status = 'completed' where id = ${r.booking.id}::uuid`,
      )
      await t.db.execute(
        sql`update bookings set notes = 'changed, nothing counted' where id = ${r.booking.id}::uuid`,
      )
      expect(await drift(t)).toEqual(ok)
      // Staff change the hours and time off of the resource the bookings are on: the sums hold
      // booked time only, and stay right (open time is measured as the statistics are read).
      const [{ resourceId } = { resourceId: '' }] = await t.db
        .select({ resourceId: bookings.resourceId })
        .from(bookings)
        .where(eq(bookings.id, r.booking.id))
      await r.call(
        'operator',
        'PUT',
        `/api/v1/resources/${resourceId}/hours`,
        {
          intervals: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            start: '11:00',
            end: '12:00',
          })),
        },
        200,
      )
      expect(await drift(t)).toEqual(ok)
      await r.newTimeOff(resourceId)
      expect(await drift(t)).toEqual(ok)
      await t.db.execute(sql`delete from time_off where resource_id = ${resourceId}::uuid`)
      await t.db.execute(sql`delete from working_hours where resource_id = ${resourceId}::uuid`)
      expect(await drift(t)).toEqual(ok)
      await t.db.execute(sql`delete from quotes where booking_id = ${moved.id}::uuid`)
      await t.db.execute(sql`delete from bookings where id = ${moved.id}::uuid`)
      expect(await drift(t)).toEqual(ok)
      // A new time zone moves bookings to other days: everything is summed again.
      await r.call(
        'admin',
        'PATCH',
        '/api/v1/admin/settings',
        { timezone: 'Pacific/Kiritimati' },
        200,
      )
      expect(await drift(t)).toEqual(ok)
      await t.db.update(businessSettings).set({ timezone: 'America/Los_Angeles' })
      expect(await drift(t)).toEqual(ok)
      // The check sees a wrong sum, and a rebuild mends it.
      await t.db.execute(sql`update statistics_resource_days set busy = '{}'`)
      await t.db.execute(sql`update statistics_booking_days set bookings = bookings + 1`)
      expect(await drift(t)).not.toEqual(ok)
      await t.db.execute(sql`select statistics_rebuild()`)
      expect(await drift(t)).toEqual(ok)
      // A zone PostgreSQL does not know (the settings check it against JavaScript's list) does
      // not stop bookings: the sums fall back to UTC, and the answer says so.
      await t.db.update(businessSettings).set({ timezone: 'Nowhere/Atlantis' })
      await t.db.execute(
        sql`update bookings set status = 'no_show' where id = ${r.booking.id}::uuid`,
      )
      expect(await drift(t)).toEqual(ok)
      const answer = await t.request('/api/v1/admin/statistics?from=2026-01-01&to=2026-01-31', {
        headers: { cookie: r.users.admin.cookie },
      })
      expect(answer.status).toBe(200)
      expect((await readJson(answer)).timezone).toBe('UTC')
    })
  })
})
