import { fileURLToPath } from 'node:url'

/** Where the screenshot specs write their pictures: SCREENSHOTS_DIR, else screenshots/ at the root. */
export const screenshotDir =
  process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../../../screenshots', import.meta.url))
