import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'

/**
 * What must hold in any committed state of the booking tables, whatever was interrupted: each
 * check is plain SQL (run it from psql too) that returns the offending rows, none when it holds.
 * A booking, its audit row and its first mail are written in one transaction, so a booking
 * without the others (or the others without it) means a transaction was torn apart.
 */
export const integrityChecks = {
  'every booking has its booking.created audit row': `
    select b.id, b.reference from bookings b
     where not exists (
       select 1 from audit_log a
        where a.entity = 'booking' and a.entity_id = b.id::text and a.action = 'booking.created')`,

  // Phone and wallet accounts have no address (booking mails are skipped for them).
  'every booking has its first mail queued to its customer': `
    select b.id, b.reference from bookings b join users u on u.id = b.customer_id
     where u.email not like '%@phone.invalid' and u.email not like '%@wallet.invalid'
       and not exists (
         select 1 from outbox o
          where o.kind in ('booking_confirmed', 'booking_requested') and o."to" = u.email
            and o.text like '%Reference: ' || b.reference || '%')`,

  'every closed booking has the audit row of the change that closed it': `
    select b.id, b.reference, b.status from bookings b
     where b.status in ('cancelled', 'declined', 'completed', 'no_show')
       and not exists (
         select 1 from audit_log a
          where a.entity = 'booking' and a.entity_id = b.id::text
            and a.action = 'booking.' || case b.status when 'cancelled' then 'cancel'
              when 'declined' then 'decline' when 'completed' then 'complete' else 'no_show' end)`,

  'every cancelled or declined booking has its mail queued': `
    select b.id, b.reference, b.status from bookings b join users u on u.id = b.customer_id
     where b.status in ('cancelled', 'declined') and u.email not like '%@phone.invalid' and u.email not like '%@wallet.invalid'
       and not exists (
         select 1 from outbox o
          where o.kind = 'booking_' || b.status and o."to" = u.email
            and o.text like '%Reference: ' || b.reference || '%')`,

  // Shared-seat bookings (a class) carry share_key service@start; exclusive ones their own id.
  'seats taken in slot_seats equal the seats of the active bookings in that slot': `
    with booked as (
      select service_id, resource_id, start_at, sum(seats)::int as seats from bookings
       where status in ('pending', 'confirmed') and share_key <> id::text
       group by service_id, resource_id, start_at)
    select service_id, resource_id, start_at, coalesce(s.taken, 0) as taken,
           coalesce(booked.seats, 0) as booked
      from slot_seats s full join booked using (service_id, resource_id, start_at)
     where coalesce(s.taken, 0) <> coalesce(booked.seats, 0)`,

  // The ranges are written as the exclusion constraint's GiST index has them (`blockRange`), so
  // each booking's overlaps are looked up in it; otherwise this is a nested loop over every pair
  // of a resource's bookings, minutes at 20,000.
  'no two active bookings overlap on a resource': `
    select a.id as first, b.id as second, a.resource_id from bookings a join bookings b
        on a.resource_id = b.resource_id and a.id < b.id and a.share_key <> b.share_key
       and tstzrange(a.block_start, a.block_end, '[)') && tstzrange(b.block_start, b.block_end, '[)')
     where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`,

  'no booking audit row names a booking that does not exist': `
    select a.id, a.action, a.entity_id from audit_log a
     where a.entity = 'booking'
       and not exists (select 1 from bookings b where b.id::text = a.entity_id)`,

  'no booking mail names a booking that does not exist': `
    select o.id, o.kind, o.subject from outbox o
     where o.kind like 'booking\\_%'
       and not exists (
         select 1 from bookings b where b.reference = substring(o.text from 'Reference: (RSV-[0-9A-Z]{6})'))`,
} satisfies Record<string, string>

/** How many rows `integrityChecks[name]` finds on `db`: 0 when it holds. */
export async function countViolations(db: Db | Tx, name: keyof typeof integrityChecks) {
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from (${sql.raw(integrityChecks[name])}) as violations`,
  )) as unknown as { rows: { n: number }[] }
  return rows[0]?.n ?? -1
}

/** The checks that fail on `db`, each with its offending rows; {} when everything holds. */
export async function findIntegrityViolations(db: Db | Tx): Promise<Record<string, unknown[]>> {
  const failed: Record<string, unknown[]> = {}
  for (const [name, query] of Object.entries(integrityChecks)) {
    const { rows } = (await db.execute(sql.raw(query))) as unknown as { rows: unknown[] }
    if (rows.length > 0) failed[name] = rows
  }
  return failed
}
