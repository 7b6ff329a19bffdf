import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { createTestApp, expectError, readJson, withApp } from '../../testing/create-test-app.ts'
import { auditLog } from '../audit/audit.table.ts'
import { businessSettings } from './settings.table.ts'

describe('GET /api/v1/settings/public', () => {
  it("returns the demo business's name, contact, time zone, currency, about and privacy texts", async () => {
    await withApp(createTestApp({ demo: true }), async (t) => {
      const res = await t.request('/api/v1/settings/public')
      expect(res.status).toBe(200)
      const body = await readJson(res)
      expect(body).toMatchObject({
        name: 'Spoke & Chain',
        contact: {
          email: 'hello@spokeandchain.example',
          phone: '+44 20 7946 0321',
          address: expect.stringContaining('Harbour Lane'),
        },
        timezone: 'Europe/London',
        country: 'GB',
        currency: 'GBP',
      })
      expect(body.aboutMarkdown).toContain('## A workshop that keeps you riding')
      expect(body.privacyMarkdown).toContain('### Your rights')
      // Only public fields, and of the booking policies only what a customer is told before
      // booking (docs/decisions/010): notice, horizon, confirmation and reminders stay here.
      expect(Object.keys(body).sort()).toEqual(
        [
          'aboutMarkdown',
          'contact',
          'country',
          'currency',
          'defaultLanguage',
          'guests',
          'name',
          'policies',
          'privacyMarkdown',
          'tagline',
          'timezone',
        ].sort(),
      )
      expect(body.policies).toEqual({
        cancelCutoffMinutes: 24 * 60,
        rescheduleCutoffMinutes: 24 * 60,
        holdMinutes: 10,
      })
      // Visitors book without an account, confirming their address first, by default.
      expect(body.guests).toEqual({ booking: 'confirm_first', phone: 'optional' })
    })
  })

  it('returns default settings for a business set up without demo data', async () => {
    await withApp(createTestApp({ demo: false }), async (t) => {
      const body = await readJson(await t.request('/api/v1/settings/public'))
      // GB until an admin sets the country (docs/decisions/031-phone-verification.md).
      expect(body).toMatchObject({
        name: 'Reserva',
        timezone: 'UTC',
        country: 'GB',
        currency: 'EUR',
      })
      expect(body.aboutMarkdown).toBe('')
    })
  })
})

describe('/api/v1/admin/settings', () => {
  it('shows an admin every setting with the booking policies, and nobody else', async () => {
    await withApp(createTestApp(), async (t) => {
      const admin = await signUpAs(t, 'admin')
      const res = await t.request('/api/v1/admin/settings', { headers: { cookie: admin.cookie } })
      expect(res.status).toBe(200)
      const body = await readJson(res)
      expect(body).toMatchObject({
        name: 'Spoke & Chain',
        currency: 'GBP',
        cancelCutoffMinutes: 1440,
        holdMinutes: 10,
        requireConfirmation: false,
      })
      expect(body).not.toHaveProperty('id')
      expect(body).not.toHaveProperty('demoMode')
      for (const role of ['customer', 'operator'] as const) {
        const { cookie } = await signUpAs(t, role)
        expect((await t.request('/api/v1/admin/settings', { headers: { cookie } })).status).toBe(
          403,
        )
        expect(
          (await t.request('/api/v1/admin/settings', send('PATCH', { holdMinutes: 5 }, cookie)))
            .status,
        ).toBe(403)
      }
      expect((await t.request('/api/v1/admin/settings')).status).toBe(401)
    })
  })

  it('lets an admin change booking policies, the time zone and the country, refusing unknown ones, with an audit row', async () => {
    await withApp(createTestApp(), async (t) => {
      const admin = await signUpAs(t, 'admin')
      const res = await t.request(
        '/api/v1/admin/settings',
        send(
          'PATCH',
          {
            minNoticeMinutes: 60,
            holdMinutes: 5,
            requireConfirmation: true,
            timezone: 'America/New_York',
          },
          admin.cookie,
        ),
      )
      expect(res.status).toBe(200)
      expect(await readJson(res)).toMatchObject({
        minNoticeMinutes: 60,
        holdMinutes: 5,
        requireConfirmation: true,
        timezone: 'America/New_York',
      })
      expect(await readJson(await t.request('/api/v1/settings/public'))).toMatchObject({
        timezone: 'America/New_York',
      })
      const country = await t.request(
        '/api/v1/admin/settings',
        send('PATCH', { country: 'US' }, admin.cookie),
      )
      expect((await readJson(country)).country).toBe('US')
      expect((await readJson(await t.request('/api/v1/settings/public'))).country).toBe('US')
      // A code that names no country with phone numbers of its own.
      await expectError(
        await t.request('/api/v1/admin/settings', send('PATCH', { country: 'ZZ' }, admin.cookie)),
        400,
        'validation_failed',
      )
      const bad = await t.request(
        '/api/v1/admin/settings',
        send('PATCH', { timezone: 'Mars/Base', holdMinutes: 0, country: 'gb' }, admin.cookie),
      )
      expect(bad.status).toBe(400)
      expect(
        (await readJson(bad)).error.details.map((d: { path: string }) => d.path).sort(),
      ).toEqual(['country', 'holdMinutes', 'timezone'])
      const audit = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'settings.updated'))
      // One row for each change that was saved (the time zone's, the country's).
      expect(audit.map((a) => a.actorId)).toEqual([admin.userId, admin.userId])
    })
  })
})

describe('the business’s default language', () => {
  it('is English until an admin picks another, which the public settings then carry', async () => {
    await withApp(createTestApp(), async (t) => {
      expect((await readJson(await t.request('/api/v1/settings/public'))).defaultLanguage).toBe(
        'en',
      )
      const admin = await signUpAs(t, 'admin')
      const changed = await t.request(
        '/api/v1/admin/settings',
        send('PATCH', { defaultLanguage: 'de' }, admin.cookie),
      )
      expect((await readJson(changed)).defaultLanguage).toBe('de')
      expect((await readJson(await t.request('/api/v1/settings/public'))).defaultLanguage).toBe(
        'de',
      )
      await expectError(
        await t.request(
          '/api/v1/admin/settings',
          send('PATCH', { defaultLanguage: 'xx' }, admin.cookie),
        ),
        400,
        'validation_failed',
      )
    })
  })
})

describe('a business whose settings row is missing', () => {
  it('answers 503 service_unavailable with a clear message wherever the settings are needed', async () => {
    await withApp(createTestApp(), async (t) => {
      const admin = await signUpAs(t, 'admin')
      await t.db.delete(businessSettings)
      const missing = {
        error: { code: 'service_unavailable', message: 'The business has not been set up yet' },
      }
      for (const [path, cookie] of [
        ['/api/v1/settings/public', ''],
        ['/api/v1/admin/settings', admin.cookie],
        // Prices are in the business's currency: there is no currency to fall back on.
        ['/api/v1/services', ''],
        ['/api/v1/bookings', admin.cookie],
        // Nor do the statistics' sums of money (no 'EUR' of their own).
        ['/api/v1/admin/statistics?from=2026-01-01&to=2026-01-31', admin.cookie],
      ] as const) {
        const res = await t.request(path, { headers: { cookie } })
        expect(res.status, path).toBe(503)
        expect(await readJson(res)).toEqual(missing)
      }
    })
  })
})
