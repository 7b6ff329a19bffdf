import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, headlessShellPath } from '../../scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`

const chromium = { executablePath: headlessShellPath, args: chromiumArgs }

export default defineConfig({
  testDir: './e2e',
  // Pictures for a person to look at, not checks: `npm run screenshots` runs them
  // (playwright.screenshots.config.ts).
  testIgnore: '**/*screenshots*.spec.ts',
  // Tests, not files, are shared out to the workers: one long file (every screen under axe at two
  // widths) no longer keeps one worker busy after the other has run out of files.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Generous: CI shares a 2-core machine, and one test may visit every screen.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: chromium,
    // Recording a trace for every test, kept only for a failure, made the suite about 40 % slower
    // on a 2-core machine. A failure still leaves its page's snapshot (error-context.md); to look
    // closer, run that test again with `--trace retain-on-failure`.
    trace: 'off',
  },
  // The built app (apps/web/dist) served by the real server with a fresh data directory and demo
  // data; build first with `npm run build --workspace @reserva/web`.
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
