import type { Page } from '@playwright/test'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// The admin's System tab on the running server, and its pictures in light and dark for a person
// to look at: npm run screenshots -- e2e/admin-system-screenshots.spec.ts

const systemTab = (suffix: string) => (width: number) => {
  const shot = (page: Page, name: string) =>
    screenshot(page, { name: `${name}${suffix}`, width, settleMs: 600 })

  test('the installation as the server tells it', async ({ page }) => {
    await signInByApi(page.request, demoAccounts.admin)
    await page.goto('/admin?tab=system')
    const server = page.getByRole('region', { name: 'Server' })
    await expect(server.getByRole('row', { name: /^Version Reserva \d/ })).toBeVisible()
    const database = page.getByRole('region', { name: 'Database' })
    await expect(database.getByRole('row', { name: /^Kind / })).toBeVisible()
    await expect(
      database.getByRole('row', { name: /^Migration \d{4}_\w+ \(\d+ applied\)/ }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Backups' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Outgoing mail' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Stored files' })).toBeVisible()
    await shot(page, 'admin-system')
  })
}

atScreenshotWidths('admin system', systemTab(''))
atScreenshotWidths('admin system dark', systemTab('-dark'), { colorScheme: 'dark' })
