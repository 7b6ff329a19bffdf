// npm run restore -- FILE [--force]: the bundled server's command (built first if its sources
// changed, as npm start does), into the installation npm start would serve.
import { buildServerIfStale, restoreEntry, run } from './lib.mjs'

await buildServerIfStale()
process.exitCode = await run(process.execPath, [restoreEntry, ...process.argv.slice(2)])
