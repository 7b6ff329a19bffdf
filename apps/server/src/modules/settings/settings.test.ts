import { describe, expect, it } from 'vitest'
import { createTestApp, readJson } from '../../testing/create-test-app.ts'

describe('GET /api/v1/settings/public', () => {
  it("returns the demo business's name, contact, time zone, currency, about and privacy texts", async () => {
    const t = await createTestApp({ demo: true })
    try {
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
        currency: 'GBP',
      })
      expect(body.aboutMarkdown).toContain('## A workshop that keeps you riding')
      expect(body.privacyMarkdown).toContain('### Your rights')
      // Only public fields: booking policies and internals stay on the server.
      expect(Object.keys(body).sort()).toEqual(
        [
          'aboutMarkdown',
          'contact',
          'currency',
          'name',
          'privacyMarkdown',
          'tagline',
          'timezone',
        ].sort(),
      )
    } finally {
      await t.close()
    }
  })

  it('returns default settings for a business set up without demo data', async () => {
    const t = await createTestApp({ demo: false })
    try {
      const body = await readJson(await t.request('/api/v1/settings/public'))
      expect(body).toMatchObject({ name: 'Reserva', timezone: 'UTC', currency: 'EUR' })
      expect(body.aboutMarkdown).toBe('')
    } finally {
      await t.close()
    }
  })
})
