import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'

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
