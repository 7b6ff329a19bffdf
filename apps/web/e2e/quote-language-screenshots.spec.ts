import type { Page } from '@playwright/test'
import { ok } from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { fixedPriceService, offer, requestQuote, smallPng } from './quote-helpers.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the quote screens in German and Arabic (right to left), for a person to look at:
// npm run screenshots -- quote-language-screenshots

const languages = ['de', 'ar'] as const

/** Opens `path` in `language`, once the quotes area's words are in (no key shows as itself). */
async function openIn(page: Page, language: string, path: string) {
  await page.goto(path)
  await page.locator(`html[lang="${language}"]`).waitFor()
  await expect(page.locator('main')).not.toContainText(/quote[A-Z]\w+\.\w+/)
}

atScreenshotWidths('quote language screenshots', (width) => {
  for (const language of languages) {
    test(`the request form, the inbox and an offer in ${language}`, async ({
      page,
      playwright,
    }) => {
      // The language this browser remembers choosing, before the app starts (not on about:blank,
      // which has no storage).
      await page.addInitScript((chosen) => {
        if (location.protocol.startsWith('http')) localStorage.setItem('reserva.language', chosen)
      }, language)
      const shot = async (name: string) => {
        // From the top, so the sticky header is where it belongs in the whole-page picture.
        await page.evaluate(() => window.scrollTo(0, 0))
        await screenshot(page, { name: `quote-${name}-${language}`, width, settleMs: 800 })
      }

      // The request form, as a visitor, then with the notes of an empty submit.
      await openIn(page, language, '/quote')
      await expect(page.locator('form select')).toBeEnabled()
      await shot('form')
      await page.locator('form button[type=submit]').click()
      await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible()
      await shot('form-errors')

      // A request with a file, open in the staff's inbox with the offer form.
      await signInByApi(page.request, demoAccounts.customer)
      const quote = await requestQuote(page.request, 'Ein Reiserad für eine lange Tour')
      await ok(
        await page.request.post(`/api/v1/quotes/${quote.id}/attachments`, {
          multipart: { file: { name: 'rahmen.png', mimeType: 'image/png', buffer: smallPng() } },
        }),
      )
      await page.context().clearCookies()
      await signInByApi(page.request, demoAccounts.operator)
      await openIn(page, language, `/operator-dashboard?quote=${quote.reference}`)
      const detail = page.getByRole('article').filter({ hasText: quote.reference })
      await expect(detail.locator('form').first()).toBeVisible()
      await shot('inbox')

      // The customer's view of the offer, with its price in the language's way.
      const operator = await apiAs(playwright, 'operator')
      const fixed = await fixedPriceService(page.request)
      await offer(operator, quote.id, { serviceId: fixed.id, start: null })
      await operator.dispose()
      // Away from the inbox first: it would ask again for the quotes once signed out.
      await page.goto('about:blank')
      await page.context().clearCookies()
      await signInByApi(page.request, demoAccounts.customer)
      await openIn(page, language, `/quote?ref=${quote.reference}`)
      await expect(page.locator('article[data-status="offered"]')).toBeVisible()
      await shot('offered')
    })
  }
})
