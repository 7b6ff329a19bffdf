import { test } from './fixtures.ts'
import { bookingWithLink, openLink } from './manage-helpers.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the booking a manage link opens, light and dark, for a person to look at:
// npm run screenshots -- manage-link-screenshots

const pictures = (suffix: string) => (width: number) => {
  test('the booking a link opens', async ({ page, playwright }) => {
    const { link, done } = await bookingWithLink(playwright, `Pictured${suffix}${width}`)
    try {
      await openLink(page, link)
      await screenshot(page, { name: `manage-booking${suffix}`, width, settleMs: 600 })
    } finally {
      await done()
    }
  })
}
atScreenshotWidths('manage link screenshots', pictures(''))
atScreenshotWidths('manage link screenshots dark', pictures('-dark'), { colorScheme: 'dark' })
