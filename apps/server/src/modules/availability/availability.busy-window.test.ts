import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { signUpAs } from '../../testing/auth-helpers.ts'
import { useTestApp } from '../../testing/create-test-app.ts'
import { findSlotCheckInput, findSlotListInput } from './availability.repository.ts'

const day = 86_400_000

// Bookings stay confirmed after their time until staff mark them completed, so a resource's
// active bookings pile up in the past. A slot list and a booking's check read the bookings
// that overlap their window. Written as `block_start < to and block_end > from`, that read goes
// through the (resource, block_start) index and reads every earlier booking of the resource, so
// a booking costs more as the past grows. Written as ranges that overlap (`&&`), it reads the
// window through the exclusion constraint's GiST index.
describe("the busy read of a slot list and of a booking's check", () => {
  const t = useTestApp()
  let serviceId: string
  /** Rows of `bookings` that `read` fetched: this session's counts since the transaction began. */
  const rowsRead = async (read: (tx: Db) => Promise<unknown>) =>
    t.database.db.transaction(async (tx) => {
      // PostgreSQL's figures for the session include what it has not yet reported: the earlier
      // statements too. So before and after.
      const counted = async () => {
        const { rows } = (await tx.execute(
          sql`select coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) as read
                from pg_stat_xact_user_tables where relname = 'bookings'`,
        )) as unknown as { rows: { read: string | number }[] }
        return Number(rows[0]?.read ?? 0)
      }
      const before = await counted()
      await read(tx as unknown as Db)
      return (await counted()) - before
    })

  beforeAll(async () => {
    await signUpAs(t, 'customer')
    const { rows } = (await t.database.db.execute(sql`
      select sr.service_id, sr.resource_id, (select id from users order by created_at limit 1) as customer_id
        from service_resources sr join services s on s.id = sr.service_id
       where s.pricing <> 'quote' order by s.name limit 1`)) as unknown as {
      rows: { service_id: string; resource_id: string; customer_id: string }[]
    }
    const [first] = rows
    if (!first) throw new Error('the demo business has no bookable service')
    serviceId = first.service_id
    // 3,000 confirmed bookings of one resource, an hour apart, ending three days ago.
    await t.database.db.execute(sql`
      insert into bookings (id, reference, customer_id, service_id, resource_id, start_at, end_at,
                            block_start, block_end, share_key, seats, status, price_minor, currency,
                            source, created_by)
      select gen_random_uuid(), 'PAST-' || i, ${first.customer_id}, ${first.service_id}, ${first.resource_id},
             s, s + interval '30 minutes', s, s + interval '30 minutes', gen_random_uuid(), 1,
             'confirmed', 0, 'GBP', 'online', ${first.customer_id}
        from generate_series(1, 3000) as i,
             lateral (select date_trunc('hour', now()) - interval '3 days' - i * interval '1 hour' as s) as past`)
    await t.database.db.execute(sql`analyze bookings`)
  })

  it('reads the bookings of its window, not every earlier booking of the resource', async () => {
    const now = new Date()
    const since = new Date(now.getTime() + 2 * day)
    const list = await rowsRead((tx) =>
      findSlotListInput(tx, {
        serviceId,
        since,
        busy: { from: since, to: new Date(since.getTime() + 31 * day), now },
      }),
    )
    const check = await rowsRead((tx) =>
      findSlotCheckInput(tx, { serviceId, start: since, since, now }),
    )
    // The window holds the demo's own bookings at most: a few dozen, not 3,000.
    expect(list).toBeLessThan(300)
    expect(check).toBeLessThan(300)
  })
})
