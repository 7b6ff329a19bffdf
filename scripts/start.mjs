// npm start: build the web app and the server if their sources changed, then serve everything on
// one port.
import { buildServerIfStale, buildWebIfStale, runServer } from './lib.mjs'

await buildWebIfStale()
await buildServerIfStale()
process.exitCode = await runServer()
