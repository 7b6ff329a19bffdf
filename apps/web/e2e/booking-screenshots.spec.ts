import { bookingStates } from './booking-states.ts'
import { expect, test } from './fixtures.ts'
import { screenshotDir as dir } from './screenshot-dir.ts'

// Pictures of the booking screens for a person to look at: npm run screenshots (README, Test).

for (const width of [1280, 390]) {
  test.describe(`booking screenshots at ${width}px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 }, timezoneId: 'Europe/London' })

    for (const state of bookingStates) {
      test(state.name, async ({ page, allowHttpError }) => {
        await state.open({ page, allowHttpError })
        await page.waitForTimeout(300) // let transitions settle
        await page.screenshot({
          path: `${dir}/${state.name}-${width}.png`,
          fullPage: !state.dialog,
        })
        if (state.detail) {
          // The part at the top of the window, below the sticky header.
          await page.locator(state.detail).evaluate((element) => {
            window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72)
          })
          await page.waitForTimeout(200)
          await page.screenshot({ path: `${dir}/${state.name}-${width}-detail.png` })
        }
      })
    }
  })

  test.describe(`booking screenshots at ${width}px, visitor in New York`, () => {
    test.use({
      viewport: { width, height: width > 500 ? 900 : 844 },
      timezoneId: 'America/New_York',
    })

    test('book-2-time-other-zone', async ({ page, allowHttpError }) => {
      await bookingStates
        .find((state) => state.name === 'book-2-time')
        ?.open({ page, allowHttpError })
      await expect(page.getByText(/your time$/).first()).toBeVisible()
      await page.waitForTimeout(300)
      await page.screenshot({ path: `${dir}/book-2-time-other-zone-${width}.png`, fullPage: true })
    })
  })
}
