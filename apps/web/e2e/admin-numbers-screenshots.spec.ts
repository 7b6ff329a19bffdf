import type { Page } from '@playwright/test'
import { bookFirstSlot, ownServiceWithCustomer } from './admin-helpers.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the admin's audit log and statistics tabs for a person to look at:
// npm run screenshots (README, Test).

atScreenshotWidths('admin numbers screenshots', (width) => {
  /** The whole page, and the page in parts a person can read at full size. */
  const shot = (page: Page, name: string) =>
    screenshot(page, { name, width, parts: true, settleMs: 600 })

  test('audit log and statistics', async ({ page, playwright }) => {
    const { customer, service, done } = await ownServiceWithCustomer(playwright, {
      customer: 'Petra Pictured',
      resource: 'Pictured fitter',
      service: 'Pictured service',
    })
    try {
      await bookFirstSlot(customer.request, service.id)
      await signInByApi(page.request, demoAccounts.admin)
      await page.goto('/admin?tab=audit')
      await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible()
      await shot(page, 'admin-audit')
      await page.goto('/admin?tab=audit&entity=user&action=nothing.')
      await expect(page.getByText('No entries match these filters.')).toBeVisible()
      await shot(page, 'admin-audit-empty')

      await page.goto('/admin?tab=statistics')
      await expect(page.locator('.recharts-surface')).toHaveCount(3)
      await page.getByText('The same figures as a table').click()
      await shot(page, 'admin-statistics')
    } finally {
      await done()
    }
  })
})
