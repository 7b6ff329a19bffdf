// npm run backup -- --out FILE: the bundled server's command (built first if its sources changed,
// as npm start does), on the installation npm start would serve.
import { backupEntry, buildServerIfStale, run } from './lib.mjs'

await buildServerIfStale()
process.exitCode = await run(process.execPath, [backupEntry, ...process.argv.slice(2)])
