import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fixedClock, systemClock } from '../../lib/clock.ts'
import { createEventBus } from '../../lib/domain-events.ts'
import { deleteStaleRateLimits, rateLimitRowLifetimeMs } from '../../lib/rate-limit.ts'
import { send, usePeople } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import {
  createCapturedLogger,
  readJson,
  testBaseUrl,
  testMailFrom,
  useTestApp,
} from '../../testing/create-test-app.ts'
import { startSmtpServer } from '../../testing/smtp.ts'
import { testDbKind } from '../../testing/test-db.ts'
import { createHold } from '../bookings/bookings.holds.ts'
import { registerBookingSubscribers } from '../bookings/bookings.subscribers.ts'
import { createMailer } from '../mail/mailer.ts'
import { startOutboxWorker } from '../mail/outbox.worker.ts'
import { scheduledJobs } from './scheduler.jobs.ts'
import { startScheduler } from './scheduler.ts'

const HOUR = 3_600_000

describe(`the scheduler (${testDbKind})`, () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  const { customer, operator } = usePeople(t, {
    customer: ['customer', 'Cat Customer'],
    operator: ['operator', 'Olga Operator'],
  })
  const { logger, lines } = createCapturedLogger()

  const call = async (cookie: string, method: string, path: string, body: unknown) => {
    const res = await t.request(path, send(method, body, cookie))
    expect(res.status, await res.clone().text()).toBeLessThan(300)
    return readJson(res)
  }
  const book = async (service: string, start: string) =>
    (await call(customer.cookie, 'POST', '/api/v1/bookings', { serviceId: ids[service], start }))
      .booking
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows

  /** The scheduler as index.ts builds it, on this app's bus, with its clock at `clock`. */
  const schedulerAt = (
    clock: Date,
    { events = t.events, mailer = createMailer({ smtpUrl: undefined, from: 'x', logger }) } = {},
  ) => {
    const outbox = startOutboxWorker({
      database: t.database,
      mailer,
      logger,
      clock: fixedClock(clock),
    })
    const scheduler = startScheduler({
      logger,
      tickMs: HOUR,
      clock: fixedClock(clock),
      jobs: scheduledJobs({
        db: t.db,
        events,
        publicUrl: testBaseUrl,
        onMailQueued: () => outbox.kick(),
        outbox,
        embedded: t.database.kind === 'pglite',
      }),
    })
    return {
      runAll: () => scheduler.runAll(),
      async stop() {
        await scheduler.stop()
        await outbox.stop()
      },
    }
  }

  it('runs every job when it starts: reminders, quote expiry, the hold sweep, old rate-limit rows, table upkeep on PGlite and the outbox', async () => {
    const smtp = await startSmtpServer()
    try {
      const day = nextWeekday(5)
      const booking = await book('Safety check', londonInstant(day, '16:00'))
      // The scheduler's clock 23 hours before the start: the reminder is due (24 hours before).
      const clock = new Date(Date.parse(booking.start) - 23 * HOUR)

      const quote = (
        await call(customer.cookie, 'POST', '/api/v1/quotes', {
          serviceId: ids['Custom build'],
          title: 'Wheel build',
          details: 'Two wheels.',
          preferredDates: [day],
          partySize: 1,
        })
      ).quote
      await call(operator.cookie, 'POST', `/api/v1/quotes/${quote.id}/offer`, {
        priceMinor: 42000,
        validUntil: new Date(Date.now() + 60_000).toISOString(),
        serviceId: ids['Custom build'],
        message: 'Ready soon.',
      })

      const me = {
        id: customer.userId,
        email: customer.email,
        name: 'Cat',
        role: 'customer' as const,
      }
      const { hold } = await createHold(
        { db: t.db, events: t.events },
        {
          user: me,
          address: '203.0.113.9',
          serviceId: ids['Bike fitting'] as string,
          start: new Date(londonInstant(nextWeekday(2), '09:00')),
          seats: 1,
          now: new Date(Date.now() - 11 * 60_000),
        },
      )

      const stale = clock.getTime() - rateLimitRowLifetimeMs - HOUR
      const fresh = clock.getTime() - HOUR
      await t.db.execute(sql`
        insert into rate_limits (id, key, count, last_request) values
          ('stale-row', 'reserva:test:stale', 3, ${stale}),
          ('fresh-row', 'reserva:test:fresh', 3, ${fresh})`)
      // Enough new rows in one table for the table upkeep (PGlite) to analyze it.
      await t.db.execute(sql`
        insert into rate_limits (id, key, count, last_request)
        select 'busy-' || g, 'reserva:test:busy-' || g, 1, ${fresh} from generate_series(1, 100) g`)

      const scheduler = schedulerAt(clock, {
        mailer: createMailer({ smtpUrl: smtp.url, from: 'hello@spokeandchain.example', logger }),
      })
      await scheduler.stop()

      // The reminder was queued and, by the outbox job on the same tick, delivered.
      const reminder = await smtp.waitFor(customer.email, (m) =>
        m.text.includes('A reminder of your booking.'),
      )
      expect(reminder.text).toContain(booking.reference)
      expect(
        await rows<{ reminder_sent_at: unknown }>(
          sql`select reminder_sent_at from bookings where id = ${booking.id}`,
        ),
      ).toEqual([{ reminder_sent_at: expect.anything() }])
      expect(
        await rows<{ status: string }>(sql`select status from quotes where id = ${quote.id}`),
      ).toEqual([{ status: 'expired' }])
      expect(await rows(sql`select id from holds where id = ${hold.id}`)).toEqual([])
      expect(
        (
          await rows<{ id: string }>(
            sql`select id from rate_limits where id in ('stale-row', 'fresh-row')`,
          )
        ).map((r) => r.id),
      ).toEqual(['fresh-row'])
      expect(
        await rows(sql`select id from outbox where "to" = ${customer.email} and status <> 'sent'`),
      ).toEqual([])
      // On PGlite, which has no autovacuum, the table the test filled was analyzed. (PostgreSQL's
      // own autovacuum does it there, in its own time.)
      if (t.database.kind === 'pglite') {
        const analyzed = await rows<{ relname: string }>(
          sql`select relname from pg_stat_user_tables where last_analyze is not null`,
        )
        expect(analyzed.map((r) => r.relname)).toContain('rate_limits')
      }
    } finally {
      await smtp.close()
    }
  })

  it('two schedulers on one database (two processes) never send one reminder twice', async () => {
    // Every free start of two services on one day: all due for their reminder at one clock.
    const day = nextWeekday(3, { minDays: 8 })
    const made: { id: string; reference: string; start: string }[] = []
    for (const service of ['Safety check', 'Full service']) {
      const { slots } = await readJson(
        await t.request(`/api/v1/services/${ids[service]}/slots?from=${day}&to=${day}`),
      )
      for (const { start } of slots as { start: string }[]) {
        const res = await t.request(
          '/api/v1/bookings',
          send('POST', { serviceId: ids[service], start }, customer.cookie),
        )
        if (res.status === 201) made.push((await readJson(res)).booking)
      }
    }
    expect(made.length).toBeGreaterThanOrEqual(6)
    const earliest = Math.min(...made.map((m) => Date.parse(m.start)))
    const clock = new Date(earliest - 60_000)

    // The other process has its own event bus, with bookings' subscribers as createApp adds them.
    const otherBus = createEventBus({ logger })
    registerBookingSubscribers({
      events: otherBus,
      publicUrl: testBaseUrl,
      onMailQueued: () => {},
      clock: fixedClock(clock),
      links: t.manageLinks,
      mailFrom: testMailFrom,
    })
    const a = schedulerAt(clock)
    const b = schedulerAt(clock, { events: otherBus })
    await Promise.all([a.runAll(), b.runAll(), a.runAll(), b.runAll()])
    await Promise.all([a.stop(), b.stop()])

    const reminderMails = await rows<{ text: string }>(
      sql`select text from outbox where kind = 'booking_reminder' and "to" = ${customer.email}`,
    )
    const audits = await rows<{ entity_id: string }>(
      sql`select entity_id from audit_log where action = 'booking.reminder_queued'`,
    )
    for (const booking of made) {
      expect(reminderMails.filter((m) => m.text.includes(booking.reference))).toHaveLength(1)
      expect(audits.filter((r) => r.entity_id === booking.id)).toHaveLength(1)
    }
  })

  it('deletes rate-limit counters untouched for a day, and only those', async () => {
    const now = Date.now()
    await t.db.execute(sql`
      insert into rate_limits (id, key, count, last_request) values
        ('day-old', 'reserva:test:day-old', 9, ${now - rateLimitRowLifetimeMs - 1}),
        ('counting', 'reserva:test:counting', 9, ${now - rateLimitRowLifetimeMs + 60_000})`)
    expect(await deleteStaleRateLimits(t.db, { now })).toBeGreaterThanOrEqual(1)
    expect(
      (
        await rows<{ id: string }>(
          sql`select id from rate_limits where id in ('day-old', 'counting')`,
        )
      ).map((r) => r.id),
    ).toEqual(['counting'])
  })

  it('logs a failing job and goes on with the others, and runs nothing once stopped', async () => {
    const ran: string[] = []
    const scheduler = startScheduler({
      logger,
      tickMs: HOUR,
      clock: systemClock,
      jobs: [
        {
          name: 'broken',
          everyMs: HOUR,
          run: async () => {
            throw new Error('boom')
          },
        },
        { name: 'fine', everyMs: HOUR, run: async () => ran.push('fine') },
      ],
    })
    await scheduler.runAll()
    await scheduler.stop()
    await scheduler.runAll()
    expect(ran).toEqual(['fine', 'fine'])
    expect(
      lines.filter((l) => l.msg === 'scheduled job failed' && l.job === 'broken'),
    ).toHaveLength(2)
  })
})
