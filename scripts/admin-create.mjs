// npm run admin:create -- --email E --password P [--name N]: the bundled server's command (built
// first if its sources changed, as npm start does), on the database npm start would use.
import { adminCreateEntry, buildServerIfStale, run } from './lib.mjs'

await buildServerIfStale()
process.exitCode = await run(process.execPath, [adminCreateEntry, ...process.argv.slice(2)])
