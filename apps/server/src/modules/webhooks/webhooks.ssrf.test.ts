import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addressAllowed,
  checkOutboundUrl,
  OutboundRefused,
  postGuarded,
} from '../../lib/outbound-http.ts'
import { createSecretBox } from '../../lib/secret-box.ts'
import { send, usePeople } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { webhooksPath } from '../../testing/webhook-app.ts'
import { startReceiver } from '../../testing/webhook-receiver.ts'
import { webhookDeliveries, webhookEndpoints } from './webhooks.table.ts'

describe('which addresses webhooks may reach', () => {
  it('only public unicast ones, IPv4 written as IPv6 judged as IPv4, unless allowed', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '169.254.169.254',
      'fe80::1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      'fc00::1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '64:ff9b::7f00:1',
      'not an address',
    ])
      expect(addressAllowed(address, []), address).toBe(false)
    for (const address of ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'])
      expect(addressAllowed(address, []), address).toBe(true)
    expect(addressAllowed('127.0.0.1', ['127.0.0.1/32'])).toBe(true)
    expect(addressAllowed('::ffff:127.0.0.1', ['127.0.0.1/32'])).toBe(true)
    expect(addressAllowed('127.0.0.2', ['127.0.0.1/32'])).toBe(false)
    expect(addressAllowed('10.9.8.7', ['10.0.0.0/8'])).toBe(true)
  })

  it('takes http:// only inside the allow-list, and no URL with a password', async () => {
    expect(await checkOutboundUrl('http://93.184.215.14/hooks', [])).toMatchObject({ ok: false })
    expect(await checkOutboundUrl('https://93.184.215.14/hooks', [])).toEqual({ ok: true })
    expect(await checkOutboundUrl('http://127.0.0.1:9/hooks', ['127.0.0.1/32'])).toEqual({
      ok: true,
    })
    expect(await checkOutboundUrl('https://user:pw@93.184.215.14/', [])).toMatchObject({
      ok: false,
    })
  })

  it('refuses at send time a name that resolves to a private address, before connecting', async () => {
    const receiver = await startReceiver()
    try {
      const send = postGuarded({
        url: `https://localhost:${receiver.port}/hooks`,
        headers: {},
        body: '{}',
        allow: [],
      })
      await expect(send).rejects.toBeInstanceOf(OutboundRefused)
      await expect(send).rejects.toThrow(/not a public address/)
      expect(receiver.received).toEqual([])
    } finally {
      await receiver.close()
    }
  })
})

describe('webhooks without an allow-list', () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  const { admin, customer } = usePeople(t, { admin: ['admin'], customer: ['customer'] })
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    receiver = await startReceiver()
  })
  afterAll(() => receiver.close())

  const register = (url: string) =>
    t.request(webhooksPath, send('POST', { url, events: ['booking.created'] }, admin.cookie))

  it('refuses to save a URL on this machine, a private network or the cloud metadata service', async () => {
    for (const url of [
      `http://127.0.0.1:${receiver.port}/hooks`,
      'https://127.0.0.1/hooks',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/hooks',
      'https://192.168.0.10/hooks',
      'https://[fd00::1]/hooks',
      'https://localhost/hooks',
      'http://93.184.215.14/hooks',
    ])
      await expectError(await register(url), 400, 'webhooks.address_refused', url)
    await expectError(await register('ftp://93.184.215.14/'), 400, 'validation_failed')
    const { webhooks } = await readJson(
      await t.request(webhooksPath, { headers: { cookie: admin.cookie } }),
    )
    expect(webhooks).toEqual([])
  })

  it('refuses at send time an endpoint whose name resolves to this machine', async () => {
    // Saved before the name pointed here (written as the service would, past its check).
    const box = createSecretBox({
      secret: 'test-secret-test-secret-test-secret-0123',
      purpose: 'webhook secrets',
    })
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        url: `https://localhost:${receiver.port}/hooks`,
        events: ['booking.created'],
        secret: box.seal('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
      })
      .returning()
    const day = nextWeekday(3, { minDays: 5 })
    const { slots } = await readJson(
      await t.request(`/api/v1/services/${ids['Safety check']}/slots?from=${day}&to=${day}`),
    )
    const res = await t.request(
      '/api/v1/bookings',
      send('POST', { serviceId: ids['Safety check'], start: slots[0].start }, customer.cookie),
    )
    expect(res.status).toBe(201)
    await t.webhooks.worker.tick()
    expect(receiver.received).toEqual([])
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint?.id ?? ''))
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null })
    expect(delivery?.lastError).toMatch(/not a public address/)
  })
})
