import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { readJson } from '../../testing/create-test-app.ts'
import { useWebhookApp } from '../../testing/webhook-app.ts'
import { verifyAt } from '../../testing/webhook-receiver.ts'
import { auditLog } from '../audit/audit.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { createWebhookWorker, maxWebhookAttempts } from './webhooks.delivery.ts'
import { insertDelivery } from './webhooks.repository.ts'
import { webhookDeliveries, webhookEndpoints } from './webhooks.table.ts'

const minute = 60_000
const hour = 60 * minute

describe('webhook deliveries', () => {
  const w = useWebhookApp({ timeoutMs: 500 })

  it('sends a booking to a subscribed endpoint, signed so that the standardwebhooks package verifies it', async () => {
    const hook = await w.register(['booking.created'])
    const booking = await w.book()
    await w.tick()
    const [message, ...more] = hook.received()
    expect(more).toEqual([])
    if (!message) throw new Error('nothing received')
    const verified = verifyAt(hook.secret, message, w.clock.now()) as Record<string, unknown>
    expect(verified).toMatchObject({
      type: 'booking.created',
      data: { bookingId: booking.id, status: booking.status },
    })
    expect(message.headers['webhook-id']).toMatch(/^msg_/)
    const [delivery] = await w.deliveries(hook.id)
    expect(delivery).toMatchObject({
      eventType: 'booking.created',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastAnswer: 'answer 200',
      messageId: message.headers['webhook-id'],
    })
  })

  it('sends nothing to an endpoint that did not ask for the event, or that an admin disabled', async () => {
    const other = await w.register(['quote.requested'])
    const disabled = await w.register(['booking.created'])
    expect((await w.admin('PATCH', `/${disabled.id}`, { enabled: false })).status).toBe(200)
    await w.book()
    await w.tick()
    expect(other.received()).toEqual([])
    expect(disabled.received()).toEqual([])
    expect(await w.deliveries(disabled.id)).toEqual([])
  })

  it('tries again after a failure, later, with the same id and a new timestamp and signature', async () => {
    const hook = await w.register(['booking.created'])
    hook.answer(500)
    await w.book()
    await w.tick()
    let [delivery] = await w.deliveries(hook.id)
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastAnswer: 'answer 500',
    })
    const due = Date.parse(delivery?.nextAttemptAt ?? '') - w.clock.now().getTime()
    expect(due).toBeGreaterThan(0.8 * minute)
    expect(due).toBeLessThan(1.2 * minute)

    // Not due yet: nothing goes.
    await w.tick()
    expect(hook.received()).toHaveLength(1)
    w.advance(2 * minute)
    await w.tick()
    const [first, second] = hook.received()
    if (!first || !second) throw new Error('no retry received')
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id'])
    expect(Number(second.headers['webhook-timestamp'])).toBeGreaterThan(
      Number(first.headers['webhook-timestamp']),
    )
    expect(second.headers['webhook-signature']).not.toBe(first.headers['webhook-signature'])
    expect(verifyAt(hook.secret, second, w.clock.now())).toMatchObject({ type: 'booking.created' })
    ;[delivery] = await w.deliveries(hook.id)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 })
  })

  it('treats a redirect as a failure and does not follow it', async () => {
    const hook = await w.register(['booking.created'])
    hook.answer({ redirect: `http://127.0.0.1:${w.receiver().port}/elsewhere` })
    await w.book()
    await w.tick()
    expect(hook.received()).toHaveLength(1)
    expect(w.receiver().at('/elsewhere')).toEqual([])
    const [delivery] = await w.deliveries(hook.id)
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null })
    expect(delivery?.lastError).toMatch(/redirect/)
  })

  it('gives up on a receiver that hangs, tries again later, and never holds up a booking', async () => {
    const hook = await w.register(['booking.created'])
    hook.answer('hang', 'hang')
    await w.book()
    // The worker is waiting for the first answer; a second booking is answered all the same.
    await expect.poll(() => w.receiver().hanging()).toBe(1)
    const started = performance.now()
    await w.book()
    expect(performance.now() - started).toBeLessThan(500)
    expect(w.receiver().hanging()).toBeGreaterThanOrEqual(1)
    await w.tick()
    const deliveries = await w.deliveries(hook.id)
    expect(deliveries).toHaveLength(2)
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null })
      expect(delivery.lastError).toMatch(/no answer within/)
    }
    w.advance(2 * minute)
    await w.tick()
    expect((await w.deliveries(hook.id)).map((d) => d.status)).toEqual(['delivered', 'delivered'])
  })

  it('verifies with both secrets for a day after a rotation, then with the new one alone', async () => {
    const hook = await w.register(['booking.created'])
    const res = await w.admin('POST', `/${hook.id}/rotate-secret`)
    expect(res.status).toBe(200)
    const { secret, webhook } = await readJson(res)
    expect(secret).toMatch(/^whsec_/)
    expect(secret).not.toBe(hook.secret)
    expect(webhook.previousSecretUntil).not.toBeNull()

    expect((await w.admin('POST', `/${hook.id}/test`)).status).toBe(202)
    await w.tick()
    const during = hook.received().at(-1)
    if (!during) throw new Error('no test event received')
    expect(during.headers['webhook-signature']?.split(' ')).toHaveLength(2)
    expect(verifyAt(hook.secret, during, w.clock.now())).toMatchObject({ type: 'webhook.test' })
    expect(verifyAt(secret, during, w.clock.now())).toMatchObject({ type: 'webhook.test' })

    w.advance(25 * hour)
    expect((await w.admin('POST', `/${hook.id}/test`)).status).toBe(202)
    await w.tick()
    const after = hook.received().at(-1)
    if (!after || after === during) throw new Error('no second test event received')
    expect(after.headers['webhook-signature']?.split(' ')).toHaveLength(1)
    expect(verifyAt(secret, after, w.clock.now())).toMatchObject({ type: 'webhook.test' })
    expect(() => verifyAt(hook.secret, after, w.clock.now())).toThrow()
  })

  it('after the last attempt marks the endpoint failing, audits it and mails the admins, and still sends to it', async () => {
    const hook = await w.register(['booking.created'])
    hook.answer(...Array(maxWebhookAttempts).fill(503))
    await w.book()
    await w.tick()
    for (let attempt = 2; attempt <= maxWebhookAttempts; attempt++) {
      w.advance(9 * hour)
      await w.tick()
    }
    expect(hook.received()).toHaveLength(maxWebhookAttempts)
    const [delivery] = await w.deliveries(hook.id)
    expect(delivery).toMatchObject({ status: 'failed', attempts: maxWebhookAttempts })
    const [endpoint] = await w.t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, hook.id))
    expect(endpoint?.status).toBe('failing')
    const audit = await w.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, hook.id), eq(auditLog.action, 'webhook.failing')))
    expect(audit).toHaveLength(1)
    const mails = await w.t.db.select().from(outbox).where(eq(outbox.kind, 'webhook_failing'))
    expect(mails.map((m) => m.to)).toContain(w.people.admin.email)

    // Never disabled: the next booking goes to it, and its success makes it active again.
    await w.book()
    await w.tick()
    expect(hook.received()).toHaveLength(maxWebhookAttempts + 1)
    const list = await readJson(await w.admin('GET', ''))
    expect(list.webhooks.find((h: { id: string }) => h.id === hook.id).status).toBe('active')
  })

  it('tries a failing backlog once a run, however long the run takes: the run ends', async () => {
    // 25 deliveries, more than two batches, to an endpoint that fails them all; the time moves on
    // 10 s with each reading, so the first ones' retries (after a minute) come due while the run
    // still goes.
    const hook = await w.register(['booking.created'])
    hook.answer(...Array(100).fill(500))
    for (let i = 0; i < 25; i++)
      await insertDelivery(w.t.db, {
        endpointId: hook.id,
        eventType: 'booking.created',
        payload: { i },
        now: w.clock.now(),
      })
    const moving = {
      now: () => {
        w.advance(10_000)
        return w.clock.now()
      },
    }
    const worker = createWebhookWorker({
      database: w.t.database,
      clock: moving,
      logger: w.t.logger,
      box: w.t.webhooks.box,
      allowNetworks: w.t.webhooks.allowNetworks,
      timeoutMs: 500,
      onMailQueued: () => {},
      publicUrl: 'http://localhost:3000',
    })
    try {
      await worker.tick()
      const deliveries = await w.t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, hook.id))
      expect(deliveries.map((d) => d.attempts)).toEqual(Array(25).fill(1))
      expect(deliveries.every((d) => d.status === 'pending')).toBe(true)
      expect(hook.received()).toHaveLength(25)
    } finally {
      await worker.stop()
    }
  })

  it('sends a delivery again on request, under the same message id', async () => {
    const hook = await w.register(['booking.created'])
    await w.book()
    await w.tick()
    const [delivery] = await w.deliveries(hook.id)
    const res = await w.admin('POST', `/${hook.id}/deliveries/${delivery?.id}/redeliver`)
    expect(res.status).toBe(202)
    await w.tick()
    const [again, first] = await w.deliveries(hook.id)
    expect(again).toMatchObject({ status: 'delivered', messageId: first?.messageId })
    expect(again?.id).not.toBe(first?.id)
    const [one, two] = hook.received()
    expect(two?.body).toBe(one?.body)
  })
})
