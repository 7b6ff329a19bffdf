// npm run screenshots: pictures of the screens for a person to look at (apps/web/e2e/
// *screenshots*.spec.ts), kept out of `npm test`: they check nothing a browser test does not.
//   npm run screenshots                        every screenshot spec
//   npm run screenshots -- auth-screenshots    the named specs (Playwright's file filters)
// The pictures go to SCREENSHOTS_DIR, by default screenshots/ at the root (ignored by git).
// E2E_PORT and E2E_MAIL_PORT choose the server's ports, as for the browser tests.
import fs from 'node:fs'
import path from 'node:path'
import { buildServerIfStale, buildWebIfStale, root, run } from './lib.mjs'

const dir = path.resolve(process.env.SCREENSHOTS_DIR ?? path.join(root, 'screenshots'))
fs.mkdirSync(dir, { recursive: true })

await buildWebIfStale()
await buildServerIfStale()
const code = await run(
  'npx',
  ['playwright', 'test', '--config', 'playwright.screenshots.config.ts', ...process.argv.slice(2)],
  { cwd: path.join(root, 'apps/web'), env: { ...process.env, SCREENSHOTS_DIR: dir } },
)
if (code === 0) console.log(`\nScreenshots in ${dir}`)
process.exitCode = code
