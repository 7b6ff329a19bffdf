// npm start: build the web app and the server if their sources changed, then serve everything on
// one port.
import { pathToFileURL } from 'node:url'
import { buildServerIfStale, buildWebIfStale, serverEntry } from './lib.mjs'

await buildWebIfStale()
await buildServerIfStale()
// The bundle runs in this process rather than in a child: one Node start fewer. It
// handles SIGINT and SIGTERM itself and sets the exit code, as it does when run on its own.
await import(pathToFileURL(serverEntry).href)
