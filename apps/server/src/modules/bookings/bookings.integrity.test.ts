import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../db/client.ts'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { serviceIdsByName } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'
import { findIntegrityViolations, integrityChecks } from '../../testing/integrity-checks.ts'
import { testDbKind } from '../../testing/test-db.ts'

// The crash test (crash-safety.test.ts) trusts these checks to see a half-written booking; here
// each one is shown a database where exactly its rule was broken behind the app's back.
describe(`booking integrity checks (${testDbKind})`, () => {
  const t = useTestApp()
  const made: Record<string, { id: string; reference: string }> = {}

  beforeAll(async () => {
    const ids = await serviceIdsByName(t)
    const { cookie } = await signUpAs(t, 'customer', 'Cleo Checked')
    const book = async (name: string, body: Record<string, unknown>) => {
      const res = await t.request('/api/v1/bookings', send('POST', body, cookie))
      expect(res.status).toBe(201)
      made[name] = (await readJson(res)).booking
    }
    await book('fitting', {
      serviceId: ids['Bike fitting'],
      start: londonInstant(nextWeekday(2), '10:00'),
    })
    await book('class', {
      serviceId: ids['Maintenance class'],
      start: londonInstant(nextWeekday(3), '18:00'),
      seats: 2,
    })
    await book('cancelled', {
      serviceId: ids['Bike fitting'],
      start: londonInstant(nextWeekday(4), '10:00'),
    })
    const cancel = `/api/v1/bookings/${made.cancelled?.id}/cancel`
    expect((await t.request(cancel, send('POST', {}, cookie))).status).toBe(200)
  })

  /** The checks that fail after `tamper`, which is rolled back afterwards. */
  const violationsAfter = async (tamper: (tx: Tx) => Promise<unknown>) => {
    let found: Record<string, unknown[]> = {}
    await t.db
      .transaction(async (tx) => {
        await tamper(tx)
        found = await findIntegrityViolations(tx)
        throw new Error('roll back')
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error
      })
    return Object.keys(found).sort()
  }

  it('bookings made, and cancelled, through the app break no rule', async () => {
    expect(Object.keys(integrityChecks)).toHaveLength(8)
    expect(await findIntegrityViolations(t.db)).toEqual({})
  })

  it('a booking without its audit row, or without its mail, is found', async () => {
    const id = made.fitting?.id as string
    const reference = made.fitting?.reference as string
    expect(
      await violationsAfter((tx) =>
        tx.execute(
          sql`delete from audit_log where entity_id = ${id} and action = 'booking.created'`,
        ),
      ),
    ).toEqual(['every booking has its booking.created audit row'])
    expect(
      await violationsAfter((tx) =>
        tx.execute(sql`delete from outbox where text like ${`%${reference}%`}`),
      ),
    ).toEqual(['every booking has its first mail queued to its customer'])
  })

  it('a booking cancelled without its audit row and mail is found', async () => {
    const id = made.fitting?.id as string
    expect(
      await violationsAfter((tx) =>
        tx.execute(sql`update bookings set status = 'cancelled' where id = ${id}`),
      ),
    ).toEqual([
      'every cancelled or declined booking has its mail queued',
      'every closed booking has the audit row of the change that closed it',
    ])
  })

  it('seats counted in slot_seats that do not match the active bookings are found', async () => {
    expect(
      await violationsAfter((tx) => tx.execute(sql`update slot_seats set taken = taken + 1`)),
    ).toEqual(['seats taken in slot_seats equal the seats of the active bookings in that slot'])
    // A class booking cancelled without giving its seats back.
    const id = made.class?.id as string
    expect(
      await violationsAfter(async (tx) => {
        await tx.execute(sql`update bookings set status = 'cancelled' where id = ${id}`)
        await tx.execute(sql`insert into audit_log (action, entity, entity_id)
          values ('booking.cancel', 'booking', ${id})`)
        await tx.execute(sql`insert into outbox (kind, "to", subject, text)
          select 'booking_cancelled', "to", subject, text from outbox
           where text like ${`%${made.class?.reference}%`}`)
      }),
    ).toEqual(['seats taken in slot_seats equal the seats of the active bookings in that slot'])
  })

  it('two active bookings on one resource at once are found', async () => {
    const id = made.fitting?.id as string
    expect(
      await violationsAfter(async (tx) => {
        // Only possible with the database's own guard removed (rolled back with the rest).
        await tx.execute(sql`alter table bookings drop constraint bookings_no_overlap`)
        await tx.execute(sql`insert into bookings (reference, customer_id, service_id,
            resource_id, start_at, end_at, block_start, block_end, share_key, seats, status,
            currency, source, created_by)
          select 'RSV-222222', customer_id, service_id, resource_id, start_at, end_at,
            block_start, block_end, gen_random_uuid()::text, seats, status, currency, source,
            created_by
          from bookings where id = ${id}`)
      }),
    ).toContain('no two active bookings overlap on a resource')
  })

  it('an audit row or a mail about a booking that does not exist is found', async () => {
    expect(
      await violationsAfter((tx) =>
        tx.execute(sql`insert into audit_log (action, entity, entity_id)
          values ('booking.created', 'booking', gen_random_uuid()::text)`),
      ),
    ).toEqual(['no booking audit row names a booking that does not exist'])
    expect(
      await violationsAfter((tx) =>
        tx.execute(sql`insert into outbox (kind, "to", subject, text)
          values ('booking_confirmed', 'x@example.test', 'Booked', 'Reference: RSV-ZZZZZZ')`),
      ),
    ).toEqual(['no booking mail names a booking that does not exist'])
  })
})
