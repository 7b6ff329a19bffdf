// npm start: build the web app if its sources changed, then serve everything on one port.
import { buildWebIfStale, runServer } from './lib.mjs'

await buildWebIfStale()
process.exitCode = await runServer()
