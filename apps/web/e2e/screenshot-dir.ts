import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import type { AuthState } from './auth-states.ts'
import { test, viewportAt } from './fixtures.ts'

/** Where the screenshot specs write their pictures: SCREENSHOTS_DIR, else screenshots/ at the root. */
export const screenshotDir =
  process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../../../screenshots', import.meta.url))

/**
 * `name-width.png` once transitions have settled (the whole page unless `fullPage` is false); with
 * `parts`, the whole page again in pieces a person can read at full size, `name-width-partN.png`.
 */
export async function screenshot(
  page: Page,
  {
    name,
    width,
    fullPage = true,
    parts = false,
    settleMs = 400,
  }: { name: string; width: number; fullPage?: boolean; parts?: boolean; settleMs?: number },
) {
  await page.waitForTimeout(settleMs)
  await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage })
  if (!parts) return
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const part = width > 500 ? 1100 : 1000
  for (let y = 0, n = 1; y < height; y += part, n++) {
    await page.screenshot({
      path: `${screenshotDir}/${name}-${width}-part${n}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(part, height - y) },
    })
  }
}

/**
 * Describes `tests` twice, as `title at 1280px` and `title at 390px`: the pictures are taken at a
 * desktop's width and a phone's. `options` are more for the browser (a colour scheme, a zone).
 */
export function atScreenshotWidths(
  title: string,
  tests: (width: number) => void,
  options: { colorScheme?: 'dark'; timezoneId?: string } = {},
) {
  for (const width of [1280, 390]) {
    test.describe(`${title} at ${width}px`, () => {
      test.use({ viewport: viewportAt(width), ...options })
      tests(width)
    })
  }
}

/** Opens a state of a screen (auth-states.ts, booking-states.ts) and takes its picture, and a closer one of its detail. */
export async function pictureState(
  helpers: Parameters<AuthState['open']>[0],
  state: AuthState,
  { width, fullPage = true }: { width: number; fullPage?: boolean },
) {
  const { page } = helpers
  await state.open(helpers)
  await page.waitForTimeout(300) // let transitions settle
  await page.screenshot({ path: `${screenshotDir}/${state.name}-${width}.png`, fullPage })
  if (state.detail) {
    // The part at the top of the window, below the sticky header.
    await page.locator(state.detail).evaluate((element) => {
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72)
    })
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${screenshotDir}/${state.name}-${width}-detail.png` })
  }
}
