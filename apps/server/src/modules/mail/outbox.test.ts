import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openPostgres } from '../../db/client.ts'
import { startSmtpServer } from '../../testing/smtp.ts'
import { createPostgresDatabase, createTestDatabase, testDbKind } from '../../testing/test-db.ts'
import { createMailer, type Mailer } from './mailer.ts'
import {
  claimDueMails,
  coalesceMail,
  enqueueMail,
  markAttemptFailed,
  markSent,
} from './outbox.repository.ts'
import { outbox } from './outbox.table.ts'
import {
  claimLeaseMs,
  maxAttempts,
  retryDelayMs,
  sendDueMails,
  startOutboxWorker,
} from './outbox.worker.ts'

// The outbox's worker against a real SMTP server, on the project's database (PGlite, or
// PostgreSQL with two connections as two server processes would have).
describe('the mail outbox', () => {
  const logger = pino({ level: 'silent' })
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let database: Database
  let mailer: Mailer
  let clock = Date.now()
  const now = () => new Date(clock)
  const later = (ms: number) => {
    clock += ms
  }
  const deliver = (db = database, with_ = mailer) =>
    sendDueMails({ database: db, mailer: with_, logger, clock: { now } })
  const queue = (to: string, subject = `Mail ${crypto.randomUUID()}`) =>
    enqueueMail(database.db, { kind: 'test', to, subject, text: 'Hello.', sendAfter: now() })
  const row = async (id: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]
  const received = (subject: string) => smtp.inbox.filter((m) => m.subject === subject).length

  beforeAll(async () => {
    smtp = await startSmtpServer()
    database = await createTestDatabase()
    mailer = createMailer({ smtpUrl: smtp.url, from: 'Reserva <mail@reserva.example>', logger })
  })
  afterAll(async () => {
    mailer.close()
    await database.close()
    await smtp.close()
  })
  afterEach(async () => {
    // Each case starts with an empty queue, and its own time far from the others'.
    await database.db.delete(outbox)
    later(86_400_000)
  })

  it('sends a mail to a claim at the very moment it was queued', async () => {
    // The worker is kicked right after an enqueue, so a claim can fall in the very millisecond
    // the mail was queued: both read the app's clock, and the mail is due for that claim.
    const mail = await queue('same-ms@example.test')
    expect(mail.sendAfter.getTime()).toBe(clock)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    expect(received(mail.subject)).toBe(1)
  })

  it('sends a mail the server refused once again after the first delay, and only once', async () => {
    const mail = await queue('retry@example.test')
    smtp.refuseNext(1)
    expect(await deliver()).toEqual({ sent: 0, failed: 1 })
    expect(await row(mail.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('try again later'),
      sendAfter: new Date(clock + retryDelayMs(1)),
    })
    expect(received(mail.subject)).toBe(0)

    later(retryDelayMs(1) - 1000)
    expect(await deliver()).toEqual({ sent: 0, failed: 0 })
    later(1000)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    expect(await row(mail.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(received(mail.subject)).toBe(1)
    later(86_400_000)
    expect(await deliver()).toEqual({ sent: 0, failed: 0 })
    expect(received(mail.subject)).toBe(1)
  })

  it('backs off between attempts and gives up after the last one, keeping its error', async () => {
    const mail = await queue('never@example.test')
    smtp.refuseNext(maxAttempts)
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      expect(await deliver(), `attempt ${attempt}`).toEqual({ sent: 0, failed: 1 })
      const after = await row(mail.id)
      expect(after?.attempts).toBe(attempt)
      if (attempt < maxAttempts) {
        expect(after?.status).toBe('pending')
        expect(after?.sendAfter.getTime()).toBe(clock + retryDelayMs(attempt))
        later(retryDelayMs(attempt))
      }
    }
    expect(await row(mail.id)).toMatchObject({
      status: 'failed',
      attempts: maxAttempts,
      lastError: expect.stringContaining('try again later'),
    })
    // Given up for good: the server would take it now, but it is not tried again.
    later(7 * 86_400_000)
    expect(await deliver()).toEqual({ sent: 0, failed: 0 })
    expect(received(mail.subject)).toBe(0)
  })

  it('does not send again a mail already sent when recording a later one in its batch fails', async () => {
    const first = await queue('first@example.test')
    later(1)
    const second = await queue('second@example.test')
    // The database refuses to record the second as sent (as a connection lost just then would).
    const fault = `test_fault_${crypto.randomBytes(4).toString('hex')}`
    await database.db.execute(
      sql.raw(`create function ${fault}() returns trigger language plpgsql as $$
        begin
          if new.status = 'sent' and new."to" = 'second@example.test' then
            raise exception 'injected by a test';
          end if;
          return new;
        end $$`),
    )
    await database.db.execute(
      sql.raw(`create trigger ${fault} before update on outbox
        for each row execute function ${fault}()`),
    )
    await expect(deliver()).rejects.toThrow()
    await database.db.execute(sql.raw(`drop trigger ${fault} on outbox`))
    await database.db.execute(sql.raw(`drop function ${fault}()`))
    expect(received(first.subject)).toBe(1)
    expect(await row(first.id)).toMatchObject({ status: 'sent' })

    // The second was taken by the server but not recorded: it goes again once its claim ran
    // out (at least once, never lost); the first does not.
    later(claimLeaseMs)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    expect(received(first.subject)).toBe(1)
    expect(received(second.subject)).toBe(2)
  })

  it('sends the mails of a worker that died holding them once its claim has run out', async () => {
    const mail = await queue('orphan@example.test')
    // A worker claims the mail and dies before sending it.
    const claimed = await claimDueMails(database.db, {
      limit: 20,
      now: now(),
      leaseUntil: new Date(clock + claimLeaseMs),
    })
    expect(claimed.map((m) => m.id)).toEqual([mail.id])
    expect(await deliver()).toEqual({ sent: 0, failed: 0 })
    later(claimLeaseMs)
    expect(await deliver()).toEqual({ sent: 1, failed: 0 })
    expect(received(mail.subject)).toBe(1)
    expect(await row(mail.id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('tries a refused backlog once a run, however long the run takes: the run ends', async () => {
    // 45 mails, more than two batches, and a mail server refusing them all; the time moves on
    // 10 s with each reading, so the first mails' retries come due while the run still goes.
    const mails = await Promise.all(
      Array.from({ length: 45 }, (_, i) => queue(`backlog-${i}@example.test`)),
    )
    smtp.refuseNext(1000)
    const moving = {
      now: () => {
        later(10_000)
        return now()
      },
    }
    // A mailer of its own: stopping the worker closes it.
    const own = createMailer({ smtpUrl: smtp.url, from: 'Reserva <mail@reserva.example>', logger })
    const worker = startOutboxWorker({ database, mailer: own, logger, clock: moving })
    try {
      await worker.tick()
      const rows = await database.db.select().from(outbox)
      expect(rows.map((r) => r.attempts).sort()).toEqual(mails.map(() => 1))
      expect(rows.every((r) => r.status === 'pending')).toBe(true)
    } finally {
      smtp.refuseNext(0)
      await worker.stop()
    }
  })

  describe('mails that join under a coalesce key', () => {
    /** One event under `key`, in a transaction of its own: the mail tells how many it counts. */
    const event = (key: string, db = database.db) =>
      db.transaction((tx) =>
        coalesceMail(tx, {
          coalesceKey: key,
          to: 'inbox@business.example',
          kind: 'test_coalesced',
          sendAfter: new Date(clock + 120_000),
          write: async (count) => ({
            subject: `${count} events ${key}`,
            text: `${count}`,
            html: null,
          }),
        }),
      )
    const rowsOf = (key: string) =>
      database.db.select().from(outbox).where(eq(outbox.coalesceKey, key)).orderBy(outbox.createdAt)
    const claim = () =>
      claimDueMails(database.db, {
        limit: 10,
        now: new Date(clock + 120_000),
        leaseUntil: new Date(clock + 120_000 + claimLeaseMs),
      })

    it('joins the waiting mail of its key, keeping its due time, and leaves other keys alone', async () => {
      await event('a')
      await event('a')
      await event('b')
      await event('a')
      const [a] = await rowsOf('a')
      expect(await rowsOf('a')).toHaveLength(1)
      expect(a).toMatchObject({ coalesced: 3, subject: '3 events a', text: '3', status: 'pending' })
      expect(a?.sendAfter.getTime()).toBe(clock + 120_000)
      expect(await rowsOf('b')).toMatchObject([{ coalesced: 1, subject: '1 events b' }])
    })

    it('never rewrites a mail once a worker claimed it: the next event starts a new one', async () => {
      await event('c')
      await event('c')
      const [claimed] = await claim()
      expect(claimed).toMatchObject({ subject: '2 events c', attempts: 1 })
      await event('c')
      // The claimed mail fails once and waits for its retry: still not joined.
      await markAttemptFailed(database.db, {
        id: claimed?.id ?? '',
        attempt: 1,
        error: 'refused',
        retryAt: new Date(clock + 180_000),
      })
      await event('c')
      const rows = await rowsOf('c')
      expect(rows.map((r) => [r.id === claimed?.id, r.subject, r.attempts])).toEqual([
        [true, '2 events c', 1],
        [false, '2 events c', 0],
      ])
      // Only the new mail is due: the failed one waits for its retry.
      const [second] = await claim()
      await markSent(database.db, { id: second?.id ?? '', attempt: 1, now: now() })
      await event('c')
      expect((await rowsOf('c')).map((r) => [r.status, r.subject])).toEqual([
        ['pending', '2 events c'],
        ['sent', '2 events c'],
        ['pending', '1 events c'],
      ])
    })

    it('counts every event of a burst that comes at once in the one mail', async () => {
      await Promise.all(Array.from({ length: 12 }, () => event('d')))
      expect(await rowsOf('d')).toMatchObject([{ coalesced: 12, subject: '12 events d' }])
    })

    // PGlite has one connection: a second transaction cannot run while the first is open.
    it.runIf(testDbKind === 'postgres')(
      'is skipped by a worker while an event rewrites it, and claimed with its final words',
      async () => {
        await event('e')
        await database.db.transaction(async (tx) => {
          await coalesceMail(tx, {
            coalesceKey: 'e',
            to: 'inbox@business.example',
            kind: 'test_coalesced',
            sendAfter: now(),
            write: async (count) => {
              // A worker looks meanwhile, on another connection: the mail is due, but it is
              // being rewritten, so it is not for the worker yet.
              expect(await claim()).toEqual([])
              return { subject: `final words of ${count}`, text: 'all of them', html: null }
            },
          })
        })
        const [claimed] = await claim()
        expect(claimed).toMatchObject({
          coalesceKey: 'e',
          coalesced: 2,
          subject: 'final words of 2',
        })
      },
    )
  })

  describe('shared by two workers', () => {
    // Two server processes: two pools on one PostgreSQL database. PGlite belongs to one
    // process, so there the two workers share its one connection.
    let one: Database
    let two: Database
    let closeBoth: () => Promise<void>
    // A slow server keeps both workers busy at once, so their claims interleave.
    let slowSmtp: Awaited<ReturnType<typeof startSmtpServer>>
    const mailers: Mailer[] = []

    beforeAll(async () => {
      slowSmtp = await startSmtpServer({ delayMs: 15 })
      if (testDbKind === 'postgres') {
        const { url, drop } = await createPostgresDatabase()
        one = await openPostgres({ url, max: 2 })
        two = await openPostgres({ url, max: 2 })
        closeBoth = async () => {
          await one.close()
          await two.close()
          await drop()
        }
      } else {
        one = database
        two = database
        closeBoth = async () => {}
      }
      for (const name of ['a', 'b'])
        mailers.push(
          createMailer({ smtpUrl: slowSmtp.url, from: `Reserva <${name}@x.example>`, logger }),
        )
    })
    afterAll(async () => {
      for (const m of mailers) m.close()
      await closeBoth()
      await slowSmtp.close()
    })

    /** Runs batches of 5 until the queue is empty; how many it sent. */
    async function work(db: Database, withMailer: Mailer) {
      let total = 0
      for (;;) {
        const batch = { database: db, mailer: withMailer, logger, clock: { now }, limit: 5 }
        const { sent, failed } = await sendDueMails(batch)
        total += sent
        if (sent + failed === 0) return total
      }
    }

    it('sends every mail exactly once, each worker taking its share', async () => {
      const subjects: string[] = []
      for (let i = 0; i < 40; i++) {
        const subject = `Mail ${i} ${crypto.randomUUID()}`
        await enqueueMail(one.db, {
          kind: 'test',
          to: `many-${i}@example.test`,
          subject,
          text: 'Hello.',
          sendAfter: now(),
        })
        subjects.push(subject)
      }
      const [a, b] = await Promise.all([
        work(one, mailers[0] as Mailer),
        work(two, mailers[1] as Mailer),
      ])
      expect(a + b).toBe(40)
      expect(a).toBeGreaterThan(0)
      expect(b).toBeGreaterThan(0)
      for (const subject of subjects)
        expect(slowSmtp.inbox.filter((m) => m.subject === subject).length, subject).toBe(1)
      const rows = await one.db.select().from(outbox)
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => ['sent', 1]))
      await one.db.delete(outbox)
    })
  })
})
