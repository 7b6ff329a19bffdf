import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { send } from '../../testing/auth-helpers.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { readJson } from '../../testing/create-test-app.ts'
import { bookingCreatedChanges, changesHeard, useRealtimeApp } from '../../testing/realtime.ts'
import { preparedOnEveryConnection, recordStatements } from '../../testing/statement-log.ts'
import { testDbKind } from '../../testing/test-db.ts'
import { services } from '../catalogue/catalogue.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { holds } from './bookings.table.ts'

// A booking's transaction is six statements and its live notices: what the booking is for and
// who it is (`findBookingParties`), the slot's re-check, the insert, the mail, the webhook
// deliveries of the endpoints that want it and the writes of the calendars that hold the
// resource's bookings (none here: those statements queue none). The notices are one NOTIFY
// statement for both events on PostgreSQL (the hold let go, the booking made) and go to the hub
// in the process on PGlite. The mail, the deliveries, the calendar writes and the notices go with the
// COMMIT (`writeAtCommit`).
describe(`a booking on ${testDbKind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  const { t, socketOf, customer } = useRealtimeApp(
    { realtime: {} },
    { customer: ['customer', 'Cat Customer'] },
  )
  let ids: Record<string, string>
  const day = nextWeekday(4, { minDays: 4 })

  beforeAll(async () => {
    ids = Object.fromEntries((await t.db.select().from(services)).map((s) => [s.name, s.id]))
  })

  const post = async (path: string, body: unknown) => {
    const res = await t.request(path, send('POST', body, customer.cookie))
    expect(res.status, await res.clone().text()).toBe(201)
    return readJson(res)
  }

  it('is six statements, each prepared, answered as stored, with its mail, its hold let go and its notices', async () => {
    const start = londonInstant(day, '11:00')
    const { hold } = await post('/api/v1/holds', { serviceId: ids['Safety check'], start })
    const socket = await socketOf(customer)
    const mailsBefore = (await t.db.select().from(outbox)).length

    const recorded = recordStatements()
    const { booking } = await post('/api/v1/bookings', { serviceId: ids['Safety check'], start })
    recorded.stop()

    const statements = recorded.statements().filter((text) => !/^(begin|commit)$/i.test(text))
    const notices = testDbKind === 'postgres' ? [/^select pg_notify/] : []
    const expected = [
      /^select \(select json_build_array\("name", "email", "role", "banned",/,
      /^select "business_settings"/,
      /^with "locked" as/,
      /^insert into "outbox"/,
      /^insert into "webhook_deliveries"/,
      /^\s*insert into "calendar_event_writes"/,
      ...notices,
    ]
    expect(statements).toHaveLength(expected.length)
    for (const [i, text] of statements.entries()) expect(text).toMatch(expected[i] as RegExp)
    if (testDbKind === 'postgres') {
      // Each goes by name: a connection parses and plans it once, not at every booking.
      const prepared = await preparedOnEveryConnection(t.database)
      for (const text of statements) expect(prepared, text).toContain(text)
    }

    // The answer was built from what was sent, not read back: it is what a read finds.
    const read = await t.request(`/api/v1/bookings/${booking.id}`, {
      headers: { cookie: customer.cookie },
    })
    expect((await readJson(read)).booking).toEqual(booking)
    expect(booking).toMatchObject({
      start,
      service: { id: ids['Safety check'] },
      customer: { name: 'Cat Customer' },
    })

    const mails = await t.db.select().from(outbox)
    expect(mails).toHaveLength(mailsBefore + 1)
    const mail = mails.at(-1)
    expect(mail?.to).toBe(customer.email)
    expect(mail?.text).toContain('Cat Customer')
    expect(mail?.text).toContain(booking.reference)
    expect(mail?.text).toContain(booking.resource.name)

    // Its notices, sent at COMMIT (the hold's release and the booking's taking of the same time
    // are one notice of the resource's availability, decision 013), and the hold gone.
    const { created, taken } = bookingCreatedChanges(booking)
    await expect.poll(() => changesHeard(socket)).toEqual(expect.arrayContaining([created, taken]))
    expect(await t.db.select().from(holds).where(eq(holds.id, hold.id))).toEqual([])
  })
})
