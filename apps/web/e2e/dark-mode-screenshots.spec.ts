import type { Page } from '@playwright/test'
import { book, firstSlot, newCustomer } from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { darkScreens, openDarkScreen } from './dark-mode-screens.ts'
import { appTakesOver, expect, signInByApi, test } from './fixtures.ts'
import { fixedPriceService, offer, requestQuote } from './quote-helpers.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// The main screens in the dark scheme, for a person to look at: npm run screenshots --
// dark-mode-screenshots. Contrast is checked by dark-mode.spec.ts; these catch what axe cannot
// see (a white box on the dark page, a border that vanished, a chart nobody can read).

atScreenshotWidths(
  'dark scheme screenshots',
  (width) => {
    const shot = (page: Page, name: string, fullPage = true) =>
      screenshot(page, { name: `dark-${name}`, width, fullPage })

    for (const screen of darkScreens) {
      test(screen.name, async ({ page }) => {
        await openDarkScreen(page, screen)
        await shot(page, screen.name)
      })
    }

    test('customer with a booking and an offer, and the booking flow', async ({
      page,
      playwright,
    }) => {
      const { request, email } = await newCustomer(playwright, 'Dora Dark')
      const service = await fixedPriceService(request)
      await book(request, {
        serviceId: service.id,
        start: (await firstSlot(request, service.id)).start,
      })
      const quote = await requestQuote(request)
      await offer(await apiAs(playwright, 'operator'), quote.id, {
        serviceId: service.id,
        start: null,
      })
      await signInByApi(page.request, { email, password: 'Velodrome-Sprint-2026' })

      await page.goto('/dashboard')
      await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible()
      await expect(page.getByText('Offer made').first()).toBeVisible()
      await shot(page, 'dashboard-with-bookings')

      await page.goto('/book')

      await appTakesOver(page)
      await page
        .getByRole('button', { name: /^Choose / })
        .first()
        .click()
      await expect(page.getByRole('heading', { name: /Choose a day/ })).toBeVisible()
      // A day with free times (the month calendar marks them), and its times.
      await page
        .getByRole('grid')
        .getByRole('button', { name: /\d+ free times?$/ })
        .first()
        .click()
      await expect(
        page.getByRole('button', { name: /\d{2}:\d{2} to \d{2}:\d{2}/ }).first(),
      ).toBeVisible()
      await shot(page, 'book-day')
    })

    if (width < 500) {
      test('phone menu', async ({ page }) => {
        await page.goto('/')
        await appTakesOver(page)
        // The page shell's burger does nothing until the app has taken over from it.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await page.getByRole('button', { name: 'Open navigation menu' }).click()
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
        await shot(page, 'phone-menu', false)
      })
    }
  },
  { colorScheme: 'dark' },
)
