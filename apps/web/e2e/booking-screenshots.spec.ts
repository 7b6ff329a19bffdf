import { bookingStates } from './booking-states.ts'
import { expect, test } from './fixtures.ts'
import { atScreenshotWidths, screenshotDir as dir, pictureState } from './screenshot-dir.ts'

// Pictures of the booking screens for a person to look at: npm run screenshots (README, Test).

atScreenshotWidths(
  'booking screenshots',
  (width) => {
    for (const state of bookingStates) {
      test(state.name, async ({ page, allowHttpError }) => {
        await pictureState({ page, allowHttpError }, state, { width, fullPage: !state.dialog })
      })
    }
  },
  { timezoneId: 'Europe/London' },
)

atScreenshotWidths(
  'booking confirmation screenshots, dark',
  (width) => {
    for (const state of bookingStates.filter((s) => s.name.startsWith('booking-confirmation'))) {
      test(state.name, async ({ page, allowHttpError }) => {
        await pictureState(
          { page, allowHttpError },
          { ...state, name: `dark-${state.name}` },
          { width, fullPage: !state.dialog },
        )
      })
    }
  },
  { timezoneId: 'Europe/London', colorScheme: 'dark' },
)

atScreenshotWidths(
  'booking screenshots, visitor in New York',
  (width) => {
    test('book-2-time-other-zone', async ({ page, allowHttpError }) => {
      await bookingStates
        .find((state) => state.name === 'book-2-time')
        ?.open({ page, allowHttpError })
      await expect(page.getByText(/your time$/).first()).toBeVisible()
      await page.waitForTimeout(300)
      await page.screenshot({ path: `${dir}/book-2-time-other-zone-${width}.png`, fullPage: true })
    })
  },
  { timezoneId: 'America/New_York' },
)
