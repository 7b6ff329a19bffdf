/**
 * Where a booking's server time goes: a CPU profile (`node:inspector`) of this process, which
 * runs the bench server (bookings.setup.ts), while `POST /bookings` comes from the load
 * generator's own process (booking-load.ts, 10 connections) for `--seconds`, after 2 s to warm
 * up. Run from the repository root:
 * TEST_DATABASE_URL=… npx tsx bench/bookings-profile.ts [--databases pglite,postgres] [--seconds 8]
 * It writes `<tmp>/reserva-bookings-<kind>.cpuprofile` (open it in Chrome's DevTools) and prints
 * this process's CPU per booking. The profile holds the main thread only: the time of libuv's
 * and V8's helper threads is in the CPU figure, not in the profile.
 */
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import path from 'node:path'
import { benchKinds, withDatabase } from './bench-databases.ts'
import { benchArgs } from './bench-run.ts'
import { bookingLoad, freeStarts } from './bookings.measures.ts'
import { prepare, startApp } from './bookings.setup.ts'

const { databases, seconds, connections } = benchArgs({ seconds: 8, connections: 10 })
for (const kind of benchKinds(databases)) {
  await withDatabase({ kind, max: 20 }, async (database) => {
    const ids = await prepare(database)
    const { server, base, cookies } = await startApp(database)
    try {
      const starts = await freeStarts(base, ids.tinyServiceId, 40, 120)
      const half = Math.floor(starts.length / 2)
      await bookingLoad(base, cookies, ids, starts.slice(0, half), { seconds: 2, connections })
      const session = new Session()
      session.connect()
      await session.post('Profiler.enable')
      await session.post('Profiler.setSamplingInterval', { interval: 200 })
      await session.post('Profiler.start')
      const cpu = process.cpuUsage()
      const load = await bookingLoad(base, cookies, ids, starts.slice(half), {
        seconds,
        connections,
      })
      const used = process.cpuUsage(cpu)
      const { profile } = await session.post('Profiler.stop')
      session.disconnect()
      const file = path.join(os.tmpdir(), `reserva-bookings-${kind}.cpuprofile`)
      fs.writeFileSync(file, JSON.stringify(profile))
      const perBooking = (used.user + used.system) / 1000 / load.status2xx
      console.log(
        `${kind}: ${load.status2xx} bookings, ${perBooking.toFixed(2)} ms of this process's CPU each (profiled); profile in ${file}`,
      )
    } finally {
      await server.close()
    }
  })
}
