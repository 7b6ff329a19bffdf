import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send, useOneOfEachRole } from '../../testing/auth-helpers.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { services } from './catalogue.table.ts'

describe('the catalogue', () => {
  const t = useTestApp()
  const { admin, operator, customer } = useOneOfEachRole(t)

  const resourceIds = async () =>
    (
      await readJson(await t.request('/api/v1/resources', { headers: { cookie: admin.cookie } }))
    ).resources.map((r: { id: string }) => r.id)

  it('lists active services publicly, with prices in minor units and the currency', async () => {
    const res = await t.request('/api/v1/services')
    expect(res.status).toBe(200)
    const { services: list } = await readJson(res)
    expect(list.map((s: { name: string }) => s.name)).toEqual([
      'Safety check',
      'Full service',
      'Bike fitting',
      'Maintenance class',
      'Custom build',
    ])
    expect(list[0]).toMatchObject({
      durationMinutes: 30,
      pricing: 'fixed',
      priceMinor: 2500,
      currency: 'GBP',
      capacity: 1,
    })
    expect(list[4]).toMatchObject({ pricing: 'quote', priceMinor: null })
    // Buffers and internals are not public.
    expect(list[0].bufferAfterMinutes).toBeUndefined()
  })

  it('lets an admin add a service with buffers, capacity and resources, written to the audit log', async () => {
    const [first] = await resourceIds()
    const res = await t.request(
      '/api/v1/admin/services',
      send(
        'POST',
        {
          name: 'E-bike diagnostics',
          description: 'Motor, battery and firmware check.',
          durationMinutes: 45,
          bufferBeforeMinutes: 5,
          bufferAfterMinutes: 10,
          pricing: 'fixed',
          priceMinor: 4500,
          capacity: 1,
          resourceIds: [first],
        },
        admin.cookie,
      ),
    )
    expect(res.status).toBe(201)
    const { service } = await readJson(res)
    expect(service).toMatchObject({
      name: 'E-bike diagnostics',
      bufferBeforeMinutes: 5,
      slotStepMinutes: 15,
      active: true,
      resourceIds: [first],
    })
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, service.id))
    expect(audit.map((a) => a.action)).toEqual(['service.created'])

    const deactivate = await t.request(
      `/api/v1/admin/services/${service.id}`,
      send('PATCH', { active: false }, admin.cookie),
    )
    expect((await readJson(deactivate)).service.active).toBe(false)
    const publicList = await readJson(await t.request('/api/v1/services'))
    expect(publicList.services.some((s: { id: string }) => s.id === service.id)).toBe(false)
  })

  it('refuses bad catalogue input with clear 4xx errors and writes nothing', async () => {
    const before = await t.db.select().from(services)
    const valid = {
      name: 'X',
      durationMinutes: 30,
      pricing: 'fixed',
      priceMinor: 100,
      resourceIds: await resourceIds(),
    }
    const cases = [
      [{ ...valid, durationMinutes: 0 }, 400, 'validation_failed'],
      [{ ...valid, priceMinor: null }, 400, 'validation_failed'],
      [
        { ...valid, resourceIds: ['00000000-0000-4000-8000-000000000000'] },
        400,
        'catalogue.unknown_resource',
      ],
    ] as const
    for (const [body, status, code] of cases) {
      const res = await t.request('/api/v1/admin/services', send('POST', body, admin.cookie))
      await expectError(res, status, code, JSON.stringify(body))
    }
    const malformed = await t.request('/api/v1/admin/services', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: '{"name": ',
    })
    expect(malformed.status).toBe(400)
    expect(await t.db.select().from(services)).toHaveLength(before.length)
    const missing = await t.request(
      '/api/v1/admin/services/00000000-0000-4000-8000-000000000000',
      send('PATCH', { name: 'Y' }, admin.cookie),
    )
    expect(missing.status).toBe(404)
  })

  it('keeps service and settings management to admins', async () => {
    for (const cookie of [customer.cookie, operator.cookie]) {
      expect((await t.request('/api/v1/admin/services', { headers: { cookie } })).status).toBe(403)
      expect(
        (await t.request('/api/v1/admin/settings', send('PATCH', { holdMinutes: 5 }, cookie)))
          .status,
      ).toBe(403)
    }
    expect((await t.request('/api/v1/admin/services')).status).toBe(401)
    expect((await t.request('/api/v1/resources')).status).toBe(401)
  })
})
