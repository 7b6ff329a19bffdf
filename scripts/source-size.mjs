// Small, single-purpose files: fails when a source file of the apps or the shared
// package is over 400 lines; tests are not counted (migrations live outside src). Run by
// `npm test` (the "sizes" check) and by hand: node scripts/source-size.mjs
import fs from 'node:fs'
import path from 'node:path'
import { root } from './lib.mjs'

const MAX_LINES = 400
const dirs = ['apps/server/src', 'apps/web/src', 'packages/shared/src']
const counted = (file) => /\.(ts|tsx|mjs|css)$/.test(file) && !/\.test\.tsx?$/.test(file)

const over = []
for (const dir of dirs) {
  for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true })) {
    const file = path.join(dir, String(entry))
    if (!counted(file) || !fs.statSync(path.join(root, file)).isFile()) continue
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1
    if (lines > MAX_LINES) over.push(`- ${file}: ${lines} lines`)
  }
}
if (over.length > 0) {
  console.error(`Source files over ${MAX_LINES} lines (split them by purpose):\n${over.join('\n')}`)
  process.exitCode = 1
} else {
  console.log(`Every source file of ${dirs.join(', ')} is ${MAX_LINES} lines or fewer.`)
}
