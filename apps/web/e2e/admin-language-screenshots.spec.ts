import type { Page } from '@playwright/test'
import { demoAccounts, expect, originHeader, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the admin screen's sections in German and Arabic (right to left), for a person to
// look at: npm run screenshots -- admin-language-screenshots

/** Each section's heading in the language, as the admin area's catalogue has it. */
const languages = {
  de: {
    services: 'Leistungen',
    addService: 'Leistung hinzufügen',
    resources: 'Ressourcen',
    closures: 'Schließtage',
    settings: 'Einstellungen',
    people: 'Personen',
    open: /^Öffnen: /,
    audit: 'Protokoll',
    apiKeys: 'API-Schlüssel',
    system: 'System',
  },
  ar: {
    services: 'الخدمات',
    addService: 'أضف خدمة',
    resources: 'الموارد',
    closures: 'أيام الإغلاق',
    settings: 'الإعدادات',
    people: 'الأشخاص',
    open: /^افتح /,
    audit: 'سجل التدقيق',
    apiKeys: 'مفاتيح API',
    system: 'النظام',
  },
} as const

atScreenshotWidths('admin in other languages', (width) => {
  for (const [language, words] of Object.entries(languages)) {
    const shot = (page: Page, name: string, fullPage = true) =>
      screenshot(page, { name: `admin-${language}-${name}`, width, fullPage, settleMs: 800 })
    /** Opens a tab of the admin screen and waits for its heading in the language. */
    const open = async (page: Page, tab: string, heading: string) => {
      await page.goto(`/admin?tab=${tab}`)
      await page.locator(`html[lang="${language}"]`).waitFor()
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }

    test(`admin sections in ${language}`, async ({ page }) => {
      // The language this browser remembers choosing (lib/i18n/languages.ts), before the app starts.
      await page.addInitScript(
        (chosen) => localStorage.setItem('reserva.language', chosen),
        language,
      )
      await signInByApi(page.request, demoAccounts.admin)
      // A closure and an API key of the picture's own, so that their lists and the audit log have
      // something to show; a day far enough ahead that no journey books it.
      const day = new Date(
        Date.now() + (61 + width / 10 + (language === 'ar' ? 3 : 0)) * 86_400_000,
      )
        .toISOString()
        .slice(0, 10)
      const closure = await page.request.post('/api/v1/admin/closures', {
        data: { firstDay: day, lastDay: day, reason: `Inventur ${language} ${width}` },
        headers: originHeader(),
      })
      expect(closure.status(), await closure.text()).toBe(201)
      const key = await page.request.post('/api/v1/admin/api-keys', {
        data: {
          name: `Kalender ${language} ${width}`,
          scopes: ['bookings:read', 'quotes:read'],
          expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
        },
        headers: originHeader(),
      })
      expect(key.status(), await key.text()).toBe(201)

      await open(page, 'services', words.services)
      await expect(page.getByRole('table').first()).toBeVisible()
      await shot(page, 'services')
      await page.getByRole('button', { name: words.addService }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await shot(page, 'service-form', false)
      await page.keyboard.press('Escape')

      await open(page, 'resources', words.resources)
      await shot(page, 'resources')
      await open(page, 'closures', words.closures)
      await shot(page, 'closures')
      await open(page, 'settings', words.settings)
      await shot(page, 'settings')

      await open(page, 'people', words.people)
      await expect(page.getByRole('table').first()).toBeVisible()
      await shot(page, 'people')
      // In the table: at 390px the header's "Open navigation menu" starts with the same word.
      await page
        .getByRole('table')
        .first()
        .getByRole('button', { name: words.open })
        .first()
        .click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await shot(page, 'person', false)

      await open(page, 'audit', words.audit)
      await expect(page.getByRole('table').first()).toBeVisible()
      await shot(page, 'audit')
      await open(page, 'api-keys', words.apiKeys)
      await shot(page, 'api-keys')
      await open(page, 'system', words.system)
      await shot(page, 'system')

      const { id } = (await closure.json()) as { id: string }
      const removed = await page.request.delete(`/api/v1/admin/closures/${id}`, {
        headers: originHeader(),
      })
      expect(removed.ok(), await removed.text()).toBe(true)
    })
  }
})
