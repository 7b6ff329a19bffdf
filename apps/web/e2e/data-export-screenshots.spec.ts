import { customerAtDataExport, prepareUntilReady } from './data-export.ts'
import { test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of downloading one's data: the dashboard's card once the archive is ready, light and
// dark: npm run screenshots -- data-export-screenshots.

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
    },
    scheme === 'dark' ? { colorScheme: 'dark' } : {},
  )
}
