import { expect, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the privacy page with the app's own section on the controls a person has over their
// data, light and dark: npm run screenshots -- privacy-screenshots.

for (const scheme of ['light', 'dark'] as const) {
  atScreenshotWidths(
    `the privacy page, ${scheme}`,
    (width) => {
      test("the business's text and where a person manages their data", async ({ page }) => {
        await page.goto('/privacy-policy')
        const section = page.getByRole('region', { name: 'Your data and your account' })
        await expect(section.getByRole('link', { name: 'Sign in' })).toBeVisible()
        await screenshot(page, { name: `privacy-policy-${scheme}`, width, parts: true })
        await section.evaluate((element) =>
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
        )
        await screenshot(page, { name: `privacy-controls-${scheme}`, width, fullPage: false })
      })
    },
    scheme === 'dark' ? { colorScheme: 'dark' } : {},
  )
}
