import { buildServerIfStale } from '../../../../scripts/lib.mjs'

/**
 * The tests that start whole server processes (spawn-server.ts, npm start, admin:create) run the
 * bundle npm start runs, apps/server/dist: build it first when the sources changed, as npm start
 * would, so that they never run yesterday's code.
 */
export default async function setup() {
  await buildServerIfStale()
}
