import { defineConfig } from '@playwright/test'
import base from './playwright.config.ts'

// The screenshot specs only (e2e/*screenshots*.spec.ts), against the same built app and server as
// the browser tests; `npm run screenshots` at the root builds what is stale and runs this.
// The pictures go to SCREENSHOTS_DIR, by default screenshots/ at the root (e2e/screenshot-dir.ts).
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: '**/*screenshots*.spec.ts',
  reporter: [['list']],
})
