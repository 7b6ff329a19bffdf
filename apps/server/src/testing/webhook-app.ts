import { afterAll, beforeAll, expect } from 'vitest'
import { send, usePeople } from './auth-helpers.ts'
import { useServiceIds } from './booking-app.ts'
import { nextWeekday } from './calendar.ts'
import { readJson, type TestApp, useTestApp } from './create-test-app.ts'
import { type Answer, startReceiver } from './webhook-receiver.ts'

export const webhooksPath = '/api/v1/admin/webhooks'

/**
 * Inside a `describe`: a test app whose clock a test moves on (`advance`), whose webhooks may
 * reach 127.0.0.1 (and give up on an attempt after `timeoutMs`), a receiver there, an admin and
 * a customer, and helpers to register endpoints and to book.
 */
export function useWebhookApp({ timeoutMs = 1_000 }: { timeoutMs?: number } = {}) {
  let offset = 0
  const clock = { now: () => new Date(Date.now() + offset) }
  const t: TestApp = useTestApp({
    clock,
    webhooks: { allowNetworks: ['127.0.0.1/32'], timeoutMs },
  })
  const ids = useServiceIds(t)
  const people = usePeople(t, { admin: ['admin', 'Ada Admin'], customer: ['customer', 'Cat'] })
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    receiver = await startReceiver()
  })
  afterAll(() => receiver.close())
  // Far enough ahead that a day and more of retries leaves it in the future.
  const day = nextWeekday(3, { minDays: 14 })
  let endpoints = 0

  const admin = async (method: string, path: string, body: unknown = {}) => {
    const init =
      method === 'GET'
        ? { headers: { cookie: people.admin.cookie } }
        : send(method, body, people.admin.cookie)
    return t.request(`${webhooksPath}${path}`, init)
  }
  return {
    t,
    clock,
    people,
    receiver: () => receiver,
    /** Moves the app's clock on by `ms`. */
    advance: (ms: number) => {
      offset += ms
    },
    admin,
    /**
     * Registers the receiver for `events` at a path of the endpoint's own; answers the endpoint,
     * its secret, and what the receiver got there (`received()`).
     */
    async register(events: string[]) {
      const path = `/hooks/${++endpoints}`
      const url = `http://127.0.0.1:${receiver.port}${path}`
      const res = await admin('POST', '', { url, events, description: 'Test receiver' })
      expect(res.status, await res.clone().text()).toBe(201)
      const made = (await readJson(res)) as {
        webhook: { id: string; status: string }
        secret: string
      }
      return {
        ...made,
        id: made.webhook.id,
        received: () => receiver.at(path),
        answer: (...next: Answer[]) => receiver.answer(path, ...next),
      }
    },
    /** The customer books the safety check at the first free time of the test's day. */
    async book() {
      const { slots } = await readJson(
        await t.request(`/api/v1/services/${ids['Safety check']}/slots?from=${day}&to=${day}`),
      )
      const start = (slots as { start: string }[])[0]?.start
      const res = await t.request(
        '/api/v1/bookings',
        send('POST', { serviceId: ids['Safety check'], start }, people.customer.cookie),
      )
      expect(res.status, await res.clone().text()).toBe(201)
      return (await readJson(res)).booking as { id: string; status: string }
    },
    async deliveries(id: string) {
      const res = await admin('GET', `/${id}/deliveries`)
      expect(res.status).toBe(200)
      return (await readJson(res)).deliveries as {
        id: string
        messageId: string
        eventType: string
        status: string
        attempts: number
        lastStatusCode: number | null
        lastAnswer: string | null
        lastError: string | null
        nextAttemptAt: string | null
      }[]
    },
    /** Waits for the delivery worker's run (the one a commit kicked off, or a new one). */
    tick: () => t.webhooks.worker.tick(),
  }
}
