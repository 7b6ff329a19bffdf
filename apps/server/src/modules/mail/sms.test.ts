import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { createCapturedLogger } from '../../testing/create-test-app.ts'
import { startSmsGateway } from '../../testing/sms-gateway.ts'
import { startSmtpServer } from '../../testing/smtp.ts'
import { createTestDatabase } from '../../testing/test-db.ts'
import { createMailer, type Mailer } from './mailer.ts'
import { enqueueMail, enqueueText } from './outbox.repository.ts'
import { outbox } from './outbox.table.ts'
import { retryDelayMs, sendDueMails } from './outbox.worker.ts'
import { createSmsSender } from './sms.ts'

// Text messages through SMS_URL's webhook: a real HTTP server on this machine takes them, and
// the outbox sends them with the same worker and retries as mails (PGlite, or PostgreSQL).
describe('text messages', () => {
  const logger = pino({ level: 'silent' })
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let database: Database
  let mailer: Mailer
  let clock = Date.now()
  const now = () => new Date(clock)

  beforeAll(async () => {
    gateway = await startSmsGateway()
    smtp = await startSmtpServer()
    database = await createTestDatabase()
    mailer = createMailer({ smtpUrl: smtp.url, from: 'Reserva <mail@reserva.example>', logger })
  })
  afterAll(async () => {
    mailer.close()
    await database.close()
    await smtp.close()
    await gateway.close()
  })
  afterEach(async () => {
    await database.db.delete(outbox)
    clock += 86_400_000
  })

  it('POSTs each text to SMS_URL as JSON { to, body }, with the bearer token when one is set', async () => {
    await createSmsSender({ url: gateway.url, token: 'gateway-secret', logger }).send({
      to: '+447400123456',
      body: '123456 is your code',
    })
    await createSmsSender({ url: gateway.url, logger }).send({
      to: '+447400123457',
      body: '654321 is your code',
    })
    expect(gateway.textsTo('+447400123456')).toEqual([
      {
        to: '+447400123456',
        body: '123456 is your code',
        authorization: 'Bearer gateway-secret',
        contentType: 'application/json',
      },
    ])
    expect(gateway.textsTo('+447400123457')[0]?.authorization).toBeUndefined()
  })

  it('counts an answer other than 2xx as a failure, with the status and what the gateway said', async () => {
    gateway.refuseNext(1)
    await expect(
      createSmsSender({ url: gateway.url, logger }).send({ to: '+447400123458', body: 'x' }),
    ).rejects.toThrow('SMS gateway answered 503: gateway busy, try again later')
  })

  it('writes each text to the log when SMS_URL is unset', async () => {
    const captured = createCapturedLogger()
    await createSmsSender({ url: undefined, logger: captured.logger }).send({
      to: '+447400123459',
      body: '111111 is your code',
    })
    expect(captured.lines).toContainEqual(
      expect.objectContaining({
        msg: 'text message (no SMS_URL: logged, not sent)',
        sms: { to: '+447400123459', body: '111111 is your code' },
      }),
    )
  })

  it('sends texts from the outbox through the gateway and mails through SMTP, in one batch', async () => {
    const sms = createSmsSender({ url: gateway.url, logger })
    const text = await enqueueText(database.db, {
      kind: 'test',
      to: '+447400123460',
      text: '222222 is your code',
      sendAfter: now(),
    })
    const mail = await enqueueMail(database.db, {
      kind: 'test',
      to: 'both@example.test',
      subject: 'A mail beside a text',
      text: 'Hello.',
      sendAfter: now(),
    })
    expect(text).toMatchObject({ channel: 'sms', subject: '', html: null })
    expect(mail.channel).toBe('email')
    expect(await sendDueMails({ database, mailer, sms, logger, clock: { now } })).toEqual({
      sent: 2,
      failed: 0,
    })
    expect(gateway.textsTo('+447400123460').map((t) => t.body)).toEqual(['222222 is your code'])
    expect((await smtp.waitFor('both@example.test')).subject).toBe('A mail beside a text')
    // The text went through the gateway only: SMTP saw the mail alone.
    expect(smtp.inbox.some((m) => m.to.includes('+447400123460'))).toBe(false)
  })

  it('tries a text the gateway refused again after the same delay as a mail, and sends it once', async () => {
    const sms = createSmsSender({ url: gateway.url, logger })
    const text = await enqueueText(database.db, {
      kind: 'test',
      to: '+447400123461',
      text: '333333 is your code',
      sendAfter: now(),
    })
    clock = text.sendAfter.getTime()
    gateway.refuseNext(1)
    expect(await sendDueMails({ database, mailer, sms, logger, clock: { now } })).toEqual({
      sent: 0,
      failed: 1,
    })
    const [after] = await database.db.select().from(outbox).where(eq(outbox.id, text.id))
    expect(after).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('SMS gateway answered 503'),
      sendAfter: new Date(clock + retryDelayMs(1)),
    })
    clock += retryDelayMs(1)
    expect(await sendDueMails({ database, mailer, sms, logger, clock: { now } })).toEqual({
      sent: 1,
      failed: 0,
    })
    clock += 86_400_000
    expect(await sendDueMails({ database, mailer, sms, logger, clock: { now } })).toEqual({
      sent: 0,
      failed: 0,
    })
    expect(gateway.textsTo('+447400123461').map((t) => t.body)).toEqual(['333333 is your code'])
  })

  it('refuses a text row with a subject or an HTML part (the database says what a text is)', async () => {
    await expect(
      database.db.insert(outbox).values({
        channel: 'sms',
        kind: 'test',
        to: '+447400123462',
        subject: 'Texts have no subject',
        text: 'x',
      }),
    ).rejects.toThrow()
  })
})
