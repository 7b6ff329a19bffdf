import { customerAtDataExport, prepareUntilReady } from './data-export.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of downloading one's data: the dashboard's card once the archive is ready, and the
// admin's export of a person in the people screen, light and dark:
// npm run screenshots -- data-export-screenshots.

for (const scheme of ['light', 'dark'] as const) {
  atScreenshotWidths(
    `downloading one’s data, ${scheme}`,
    (width) => {
      test('the dashboard’s card with the archive ready', async ({ page }) => {
        const { card } = await customerAtDataExport(page)
        await prepareUntilReady(card, {
          prepare: 'Prepare my download',
          download: 'Download my data',
        })
        await card.evaluate((element) =>
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
        )
        await screenshot(page, { name: `data-export-ready-${scheme}`, width, fullPage: false })
      })

      test('an admin’s export of a person, ready in the people screen', async ({ page }) => {
        const { name } = await customerAtDataExport(page)
        await page.context().clearCookies()
        await signInByApi(page.request, demoAccounts.admin)
        await page.goto(`/admin?tab=people&q=${encodeURIComponent(name)}`)
        await page.getByRole('button', { name: `Open ${name}` }).click()
        const section = page
          .getByRole('dialog', { name })
          .getByRole('region', { name: 'Export personal data' })
        await prepareUntilReady(section, {
          prepare: 'Prepare an export',
          download: 'Download the export',
        })
        await section.scrollIntoViewIfNeeded()
        await expect(section.getByRole('status')).toContainText('Ready')
        await screenshot(page, { name: `data-export-admin-${scheme}`, width, fullPage: false })
      })
    },
    scheme === 'dark' ? { colorScheme: 'dark' } : {},
  )
}
