import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { expectError, readJson } from '../../testing/create-test-app.ts'
import { useWebhookApp } from '../../testing/webhook-app.ts'
import { webhookEndpoints } from './webhooks.table.ts'

describe('the admin routes of webhooks', () => {
  const w = useWebhookApp()

  it('keeps the secret sealed at rest and never lists it', async () => {
    const hook = await w.register(['booking.created'])
    const [row] = await w.t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, hook.id))
    expect(row?.secret).toMatch(/^v1:/)
    expect(row?.secret).not.toContain(hook.secret.slice(6))
    const listed = JSON.stringify(await readJson(await w.admin('GET', '')))
    expect(listed).toContain(hook.id)
    expect(listed).not.toContain(hook.secret)
    expect(listed).not.toContain(row?.secret)
  })

  it('answers stable codes for what is not there or not valid', async () => {
    const missing = crypto.randomUUID()
    await expectError(
      await w.admin('PATCH', `/${missing}`, { description: 'x' }),
      404,
      'webhooks.not_found',
    )
    await expectError(await w.admin('DELETE', `/${missing}`), 404, 'webhooks.not_found')
    await expectError(await w.admin('POST', `/${missing}/rotate-secret`), 404, 'webhooks.not_found')
    await expectError(await w.admin('GET', `/${missing}/deliveries`), 404, 'webhooks.not_found')
    await expectError(await w.admin('POST', `/${missing}/test`), 404, 'webhooks.not_found')
    const hook = await w.register(['booking.created'])
    await expectError(
      await w.admin('POST', `/${hook.id}/deliveries/${missing}/redeliver`),
      404,
      'webhooks.delivery_not_found',
    )
    await expectError(
      await w.admin('POST', '', { url: w.receiver().url, events: ['booking.exploded'] }),
      400,
      'validation_failed',
    )
    await expectError(
      await w.admin('POST', '', { url: w.receiver().url, events: [] }),
      400,
      'validation_failed',
    )
    await expectError(
      await w.admin('PATCH', `/${hook.id}`, { url: 'https://169.254.169.254/' }),
      400,
      'webhooks.address_refused',
    )
  })

  it('removes an endpoint with its delivery log', async () => {
    const hook = await w.register(['booking.created'])
    await w.book()
    await w.tick()
    expect(await w.deliveries(hook.id)).toHaveLength(1)
    expect((await w.admin('DELETE', `/${hook.id}`)).status).toBe(204)
    await expectError(await w.admin('GET', `/${hook.id}/deliveries`), 404, 'webhooks.not_found')
  })
})
