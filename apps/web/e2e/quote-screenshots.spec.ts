import type { Page } from '@playwright/test'
import type { Quote } from '@reserva/shared'
import { ok } from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { fillQuoteForm, fixedPriceService, offer, requestQuote, smallPng } from './quote-helpers.ts'
import { atScreenshotWidths, screenshotDir as dir, screenshot } from './screenshot-dir.ts'

// Pictures of the quote screens for a person to look at: npm run screenshots (README, Test).

atScreenshotWidths('quote screenshots', (width) => {
  const shot = (page: Page, name: string, fullPage = true) =>
    screenshot(page, { name, width, fullPage })

  test('the request form', async ({ page }) => {
    await page.goto('/quote')
    await fillQuoteForm(page, { title: 'A touring bike for a long trip' })
    await expect(page.getByLabel('Service')).toBeEnabled()
    await shot(page, 'quote-form-visitor')

    await signInByApi(page.request, demoAccounts.customer)
    await page.goto('/quote')
    const form = page.getByRole('form', { name: 'Ask for a quote' })
    await form.getByLabel('Preferred dates').fill('2030-01-15')
    await form.getByRole('button', { name: 'Add date' }).click()
    await form.locator('input[type=file]').setInputFiles([
      { name: 'frame-sketch.png', mimeType: 'image/png', buffer: smallPng() },
      { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ])
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(form.getByText('Say in a few words what you need')).toBeVisible()
    await shot(page, 'quote-form-errors')
  })

  test('a request sent, with its file', async ({ page }) => {
    await signInByApi(page.request, demoAccounts.customer)
    await page.goto('/quote')
    const form = await fillQuoteForm(page, { title: 'A touring bike for a long trip' })
    await form.locator('input[type=file]').setInputFiles({
      name: 'frame.png',
      mimeType: 'image/png',
      buffer: smallPng(),
    })
    await form.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('status')).toContainText('is sent')
    await shot(page, 'quote-sent')
  })

  test('a quote with an offer, and accepting it', async ({ page, playwright }) => {
    const operator = await apiAs(playwright, 'operator')
    await signInByApi(page.request, demoAccounts.customer)
    const quote = await requestQuote(page.request, 'A touring bike for a long trip')
    const fixed = await fixedPriceService(page.request)
    await offer(operator, quote.id, { serviceId: fixed.id, start: null })
    await ok(
      await operator.post(`/api/v1/quotes/${quote.id}/messages`, {
        data: { body: 'Which colour would you like the frame? We have dark green in stock.' },
      }),
    )
    await ok(
      await page.request.post(`/api/v1/quotes/${quote.id}/messages`, {
        data: { body: 'Dark green is perfect, thank you.' },
      }),
    )
    await page.goto(`/quote?ref=${quote.reference}`)
    await expect(page.getByText('Dark green is perfect, thank you.')).toBeVisible()
    await shot(page, 'quote-view-offered')

    await page.getByRole('button', { name: `Accept offer ${quote.reference}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Accept this offer?' })
    await expect(dialog.getByRole('radio').first()).toBeAttached()
    await shot(page, 'quote-accept-dialog', false)
    await dialog.getByRole('button', { name: 'Accept and book' }).click()
    await expect(dialog.getByText('Choose a time for the job')).toBeVisible()
    await shot(page, 'quote-accept-dialog-error', false)
    await operator.dispose()
  })

  test('an accepted and a turned-down quote', async ({ page, playwright }) => {
    const operator = await apiAs(playwright, 'operator')
    await signInByApi(page.request, demoAccounts.customer)
    const turnedDown = await requestQuote(page.request, 'A tandem for two')
    await ok<{ quote: Quote }>(
      await operator.post(`/api/v1/quotes/${turnedDown.id}/reject`, {
        data: { message: 'We do not build tandems.' },
      }),
    )
    await page.goto(`/quote?ref=${turnedDown.reference}`)
    await expect(page.getByText('Turned down')).toBeVisible()
    await shot(page, 'quote-view-rejected')
    await operator.dispose()
  })

  test('the quote inbox and the dashboard’s quotes', async ({ page, playwright }) => {
    const operator = await apiAs(playwright, 'operator')
    await signInByApi(page.request, demoAccounts.customer)
    const quote = await requestQuote(page.request, 'A touring bike for a long trip')
    const fixed = await fixedPriceService(page.request)
    await ok(
      await page.request.post(`/api/v1/quotes/${quote.id}/attachments`, {
        multipart: {
          file: { name: 'frame-sketch.png', mimeType: 'image/png', buffer: smallPng() },
        },
      }),
    )
    await page.goto('/dashboard')
    const quotes = page.getByRole('region', { name: 'Quotes' })
    await expect(quotes.getByRole('article').filter({ hasText: quote.reference })).toBeVisible()
    await quotes.scrollIntoViewIfNeeded()
    await page.waitForTimeout(400)
    await quotes.screenshot({ path: `${dir}/dashboard-quotes-requested-${width}.png` })

    await offer(operator, quote.id, { serviceId: fixed.id, start: null })
    await page.reload()
    await expect(quotes.getByText('Offer made').first()).toBeVisible()
    await page.waitForTimeout(400)
    await quotes.screenshot({ path: `${dir}/dashboard-quotes-offered-${width}.png` })

    await page.context().clearCookies()
    await signInByApi(page.request, demoAccounts.operator)
    await page.goto(`/operator-dashboard?quote=${quote.reference}`)
    const inbox = page.getByRole('region', { name: 'Quote inbox' })
    await expect(inbox.getByRole('article').filter({ hasText: quote.reference })).toBeVisible()
    await inbox.scrollIntoViewIfNeeded()
    await page.waitForTimeout(400)
    await inbox.screenshot({ path: `${dir}/operator-quote-inbox-${width}.png` })
    await operator.dispose()
  })
})
