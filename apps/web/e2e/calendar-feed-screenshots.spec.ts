import type { Page } from '@playwright/test'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'
import { openInWorkspace } from './workspace-helpers.ts'

// Pictures of the calendar subscriptions (a person's in the dashboard, a resource's in the
// workspace), light and dark: npm run screenshots -- calendar-feed-screenshots.

/** The section with `heading`, scrolled to the top of the window, in a picture. */
async function pictureSection(page: Page, name: string, width: number, section: string) {
  await page
    .getByRole('region', { name: section })
    .last()
    .evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
    )
  await screenshot(page, { name, width, fullPage: false })
}

for (const scheme of ['light', 'dark'] as const) {
  atScreenshotWidths(
    `calendar subscriptions, ${scheme}`,
    (width) => {
      test('a customer’s and a resource’s', async ({ page, browser }) => {
        await signInByApi(page.request, demoAccounts.customer)
        await page.goto('/dashboard')
        const make = page.getByRole('button', { name: 'Get a calendar address' })
        const renew = page.getByRole('button', { name: 'New address' })
        await expect(make.or(renew)).toBeVisible()
        if (await make.isVisible()) await make.click()
        await expect(page.getByRole('textbox', { name: 'Calendar address' })).toBeVisible()
        await pictureSection(
          page,
          `calendar-feed-customer-${scheme}`,
          width,
          'Calendar subscription',
        )
        await renew.click()
        await expect(
          page.getByRole('dialog', { name: 'Get a new calendar address?' }),
        ).toBeVisible()
        await screenshot(page, { name: `calendar-feed-renew-${scheme}`, width, fullPage: false })

        const staff = await browser.newPage({
          viewport: page.viewportSize() ?? undefined,
          colorScheme: scheme,
        })
        await signInByApi(staff.request, demoAccounts.admin)
        await staff.goto('/admin')
        await staff.getByRole('table', { name: 'Services' }).waitFor()
        await openInWorkspace(staff, 'Resources')
        await expect(staff.getByRole('form', { name: /Weekly hours of/ })).toBeVisible()
        const feed = staff.getByRole('region', { name: 'Calendar subscription' })
        await expect(feed).toBeVisible()
        await pictureSection(
          staff,
          `calendar-feed-resource-${scheme}`,
          width,
          'Calendar subscription',
        )
        await staff.close()
      })
    },
    scheme === 'dark' ? { colorScheme: 'dark' } : {},
  )
}
