import { calendarConnectionJourney, withRadicale } from './calendar-sync-journey.ts'
import { demoAccounts, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of a resource's calendar connection (form, in sync, behind), light and dark:
// npm run screenshots -- calendar-sync-screenshots.

withRadicale()

const resourceFor = {
  light: { wide: 'Workshop classroom', phone: 'Fitting studio' },
  dark: { wide: 'Alex Morgan', phone: 'Sam Okafor' },
} as const

for (const scheme of ['light', 'dark'] as const) {
  atScreenshotWidths(
    `calendar connection, ${scheme}`,
    (width) => {
      test('form, in sync and behind', async ({ page }) => {
        await signInByApi(page.request, demoAccounts.admin)
        await calendarConnectionJourney(page, {
          // Tests side by side share the server: each connects a resource of its own.
          name: resourceFor[scheme][width === 390 ? 'phone' : 'wide'],
          picture: async (label) => {
            await page
              .getByRole('region', { name: 'Calendar connection' })
              .evaluate((element) =>
                window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
              )
            await screenshot(page, {
              name: `calendar-sync-${label}-${scheme}`,
              width,
              fullPage: false,
            })
          },
        })
      })
    },
    scheme === 'dark' ? { colorScheme: 'dark' } : {},
  )
}
