import { sql } from 'drizzle-orm'
import type { Database } from '../apps/server/src/db/client.ts'
import { rowsOf } from './http-cases.ts'

// What the lists benchmark (lists.bench.ts) measures on: people, bookings and audit rows by SQL,
// and the ids its cases ask about.

/**
 * The reference of the bench's booking number `i` (a column of the query), as the server draws
 * them (RSV- and six of its 31 letters), distinct for distinct i: i times a number prime to 31⁶,
 * modulo 31⁶, written in base 31.
 */
export const benchReference =
  sql.raw(`'RSV-' || (select string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ',
    1 + ((i::bigint * 104729 + 4242) % 887503681 / (31::bigint ^ k)::bigint % 31)::int, 1), '' order by k desc)
    from generate_series(0, 5) as k)`)

const firstNames =
  `Anna Ben Chloe David Emma Felix Grace Hugo Isla Jack Katie Liam Maria Noah Olivia
  Paul Quinn Rosa Sam Tara Umar Vera Will Xenia Yusuf Zoe Amir Bea Carlos Dana Elif Finn Greta Hana
  Ivan Jonas Kofi Lena Mateo Nadia`.split(/\s+/)
const lastNames =
  `Smith Jones Taylor Brown Wilson Evans Thomas Johnson Roberts Walker Wright Robinson
  Thompson White Hughes Edwards Green Hall Wood Harris Lewis Martin Jackson Clarke Clark Turner Hill
  Scott Cooper Morris Ward Moore King Watson Baker Harrison Morgan Patel Young Allen Mitchell James
  Anderson Phillips Lee Bell Parker Davis Silva Kowalski`.split(/\s+/)
const textArray = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`)

/**
 * The bookings bench's business (demo services and resources plus its own) and, by SQL:
 * `peopleCount` people (customers; every 97th an operator; every 53rd banned, half of those for a
 * month; every 59th customer asking to be an operator; a third with a phone number), signed up
 * over the past year; `bookingCount` bookings over every service and resource, from 240 days ago
 * to about four months ahead, in every status that fits their time; an audit row for each booking's creation and for each later change, and for the people's
 * role changes and bans.
 */
export async function fill(
  database: Database,
  { bookingCount, peopleCount }: { bookingCount: number; peopleCount: number },
) {
  const started = performance.now()
  await database.db.execute(sql`
    insert into users (id, name, email, email_verified, role, banned, ban_reason, ban_expires,
      phone_number, created_at, updated_at)
    select 'bench-user-' || i, f || ' ' || l,
           lower(f || '.' || l || i || '@' || (array['example.com','mail.test','post.example','inbox.test'])[1 + i % 4]),
           i % 5 <> 0,
           case when i % 97 = 0 then 'operator' else 'customer' end,
           i % 53 = 0,
           case when i % 53 = 0 then 'Repeated no-shows' end,
           case when i % 106 = 0 then now() + interval '30 days' end,
           case when i % 3 = 0 then '+4420' || lpad(i::text, 8, '0') end,
           now() - i * interval '105 minutes', now() - i * interval '100 minutes'
      from generate_series(1, ${peopleCount}::int) as i,
           lateral (select (${textArray(firstNames)})[1 + i % ${firstNames.length}] as f,
                           (${textArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}] as l) as n`)
  await database.db.execute(sql`
    insert into profiles (id, full_name, requested_role, timezone)
    select u.id, u.name,
           case when u.role = 'customer' and i % 59 = 0 then 'operator' end,
           case when i % 4 = 0 then 'Europe/London' end
      from generate_series(1, ${peopleCount}::int) as i
      join users u on u.id = 'bench-user-' || i`)
  await database.db.execute(sql`
    insert into bookings (reference, customer_id, service_id, resource_id, start_at, end_at,
      block_start, block_end, share_key, seats, status, price_minor, currency, source, created_by,
      created_at, updated_at)
    select ${benchReference},
           c.id, s.ids[1 + i % array_length(s.ids, 1)], r.ids[1 + i % array_length(r.ids, 1)],
           t.at, t.at + interval '1 hour', t.at, t.at + interval '1 hour', 'bench-' || i, 1,
           case when t.at < now()
                then (array['completed','completed','completed','cancelled','no_show','declined','completed','confirmed'])[1 + (i * 7) % 8]
                else (array['confirmed','confirmed','pending','cancelled','confirmed','declined','pending'])[1 + (i * 3) % 7] end,
           4500 + (i % 5) * 1000, (select currency from business_settings),
           (array['online','online','online','staff','quote'])[1 + i % 5], c.id,
           t.at - (1 + i % 30) * interval '1 day', t.at - (i % 30) * interval '1 day'
      from generate_series(1, ${bookingCount}::int) as i
      cross join (select array_agg(id order by name) as ids from services) as s
      cross join (select array_agg(id order by name) as ids from resources) as r
      cross join lateral (select date_trunc('hour', now()) - interval '240 days'
                                 + (i / array_length(r.ids, 1)) * interval '7 hours' as at) as t
      cross join lateral (select 'bench-user-' || (1 + (i * 7919) % ${peopleCount}) as id) as c`)
  const staff = sql`(select array_agg(id order by id) from users where role in ('operator', 'admin'))`
  await database.db.execute(sql`
    insert into audit_log (at, actor_id, action, entity, entity_id, data)
    select b.created_at, b.customer_id, 'booking.created', 'booking', b.id::text,
           jsonb_build_object('reference', b.reference, 'source', b.source, 'status', 'pending')
      from bookings b
    union all
    select least(b.created_at + interval '1 day', now()),
           case when b.status = 'cancelled' then b.customer_id
                else st.ids[1 + abs(hashtext(b.id::text)) % array_length(st.ids, 1)] end,
           'booking.' || case b.status when 'confirmed' then 'confirm' when 'declined' then 'decline'
                          when 'cancelled' then 'cancel' else 'confirm' end,
           'booking', b.id::text, jsonb_build_object('reference', b.reference)
      from bookings b, (select ${staff} as ids) as st
     where b.status <> 'pending'
    union all
    select b.end_at, st.ids[1 + abs(hashtext(b.id::text)) % array_length(st.ids, 1)],
           'booking.' || case b.status when 'no_show' then 'no-show' else 'complete' end,
           'booking', b.id::text, jsonb_build_object('reference', b.reference)
      from bookings b, (select ${staff} as ids) as st
     where b.status in ('completed', 'no_show')
    union all
    select u.created_at + interval '2 days', (select id from users where email = 'bench0@example.test'),
           case when u.banned then 'user.banned' else 'user.role_changed' end, 'user', u.id,
           case when u.banned then jsonb_build_object('reason', u.ban_reason)
                else jsonb_build_object('from', 'customer', 'to', u.role) end
      from users u where u.banned or u.role = 'operator'`)
  const fillMs = Math.round(performance.now() - started)
  // PostgreSQL's autovacuum would analyse tables this size soon after; PGlite has none.
  await database.db.execute(sql`vacuum analyze`)
  const [counts] = await rowsOf<Record<string, number>>(
    database,
    sql`select (select count(*)::int from bookings) as bookings,
               (select count(*)::int from users) as people,
               (select count(*)::int from audit_log) as audit`,
  )
  return { fillMs, ...counts }
}

/** What the cases ask about: real ids, a real reference, a month of the audit log. */
export async function pick(database: Database) {
  const one = async <T>(query: ReturnType<typeof sql>) => (await rowsOf<T>(database, query))[0] as T
  const service = await one<{ id: string }>(
    sql`select service_id as id from bookings group by 1 order by count(*) desc limit 1`,
  )
  const resource = await one<{ id: string }>(
    sql`select resource_id as id from bookings group by 1 order by count(*) desc limit 1`,
  )
  const booking = await one<{ reference: string; email: string }>(
    sql`select reference, u.email from bookings b join users u on u.id = b.customer_id
         where u.id like 'bench-user-%' order by start_at desc offset 4000 limit 1`,
  )
  const operator = await one<{ id: string }>(
    sql`select actor_id as id from audit_log a join users u on u.id = a.actor_id
         where u.role = 'operator' group by 1 order by count(*) desc limit 1`,
  )
  return {
    service: service.id,
    resource: resource.id,
    reference: booking.reference,
    // The address without its last digit and domain: maria.silva123@… → maria.silva12
    emailFragment: booking.email.replace(/\d@.*$/, ''),
    operator: operator.id,
  }
}
