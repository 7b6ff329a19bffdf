import { askToDelete, customerAtDeletion } from './account-deletion.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of deleting an account: the customer's card and question, and the admin's on the
// people screen, light and dark: npm run screenshots -- account-deletion-screenshots.

for (const scheme of ['light', 'dark'] as const) {
  atScreenshotWidths(
    `deleting an account, ${scheme}`,
    (width) => {
      test('the customer’s card and question, the admin’s question', async ({ page }) => {
        const { card, password } = await customerAtDeletion(page)
        await card.evaluate((element) =>
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
        )
        await screenshot(page, { name: `account-delete-card-${scheme}`, width, fullPage: false })
        const dialog = await askToDelete(page, password)
        await expect(dialog).toBeVisible()
        await screenshot(page, { name: `account-delete-dialog-${scheme}`, width, fullPage: false })
        await page.keyboard.press('Escape')

        await page.context().clearCookies()
        await signInByApi(page.request, demoAccounts.admin)
        await page.goto(`/admin?tab=people&q=${encodeURIComponent('Lorna Leaving')}`)
        await page.getByRole('button', { name: 'Open Lorna Leaving' }).first().click()
        const drawer = page.getByRole('dialog', { name: 'Lorna Leaving' })
        await drawer.getByRole('button', { name: 'Delete account and personal data' }).click()
        await expect(page.getByRole('dialog', { name: /Delete the account of/ })).toBeVisible()
        await screenshot(page, { name: `person-erase-${scheme}`, width, fullPage: false })
      })
    },
    scheme === 'dark' ? { colorScheme: 'dark' } : {},
  )
}
