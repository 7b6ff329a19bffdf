import { authStates } from './auth-states.ts'
import { test } from './fixtures.ts'
import { screenshotDir as dir } from './screenshot-dir.ts'

// Pictures of the accounts screens for a person to look at: npm run screenshots (README, Test).

for (const width of [1280, 390]) {
  test.describe(`accounts screenshots at ${width}px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } })

    for (const state of authStates) {
      test(state.name, async ({ page, allowHttpError }) => {
        await state.open({ page, allowHttpError })
        await page.waitForTimeout(300) // let transitions settle
        await page.screenshot({ path: `${dir}/${state.name}-${width}.png`, fullPage: true })
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
}
