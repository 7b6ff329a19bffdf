import type { Page } from '@playwright/test'
import {
  book,
  createResource,
  createService,
  firstSlot,
  hideService,
  newCustomer,
  uniqueName,
} from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { screenshotDir as dir } from './screenshot-dir.ts'

// Pictures of the admin's audit log and statistics tabs for a person to look at:
// npm run screenshots (README, Test).

for (const width of [1280, 390]) {
  test.describe(`admin numbers screenshots at ${width}px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } })

    /** The whole page, and the page in parts a person can read at full size. */
    const shot = async (page: Page, name: string) => {
      await page.waitForTimeout(600)
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const part = width > 500 ? 1100 : 1000
      for (let y = 0, n = 1; y < height; y += part, n++) {
        await page.screenshot({
          path: `${dir}/${name}-${width}-part${n}.png`,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(part, height - y) },
        })
      }
    }

    test('audit log and statistics', async ({ page, playwright }) => {
      const admin = await apiAs(playwright, 'admin')
      const { request: customer } = await newCustomer(playwright, 'Petra Pictured')
      const resource = await createResource(admin, uniqueName('Pictured fitter'))
      const service = await createService(admin, {
        name: uniqueName('Pictured service'),
        resourceId: resource.id,
      })
      try {
        await book(customer, {
          serviceId: service.id,
          start: (await firstSlot(customer, service.id)).start,
        })
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
        await hideService(admin, service.id)
        await admin.dispose()
        await customer.dispose()
      }
    })
  })
}
