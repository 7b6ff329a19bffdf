/**
 * Where a booking's server time goes: a CPU profile (`node:inspector`) of 1,500 `POST /bookings`
 * sent 10 at a time to the bench server (bookings.setup.ts), after 300 to warm up. Run from the
 * repository root:
 * TEST_DATABASE_URL=… npx tsx bench/bookings-profile.ts [--databases pglite,postgres]
 * It writes `<tmp>/reserva-bookings-<kind>.cpuprofile` (open it in Chrome's DevTools) and prints
 * the milliseconds per booking. The client (`fetch`) runs in this process and is in the profile.
 */
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import path from 'node:path'
import { benchKinds, withDatabase } from './bench-databases.ts'
import { benchArgs } from './bench-run.ts'
import { freeStarts } from './bookings.measures.ts'
import { prepare, publicUrl, startApp } from './bookings.setup.ts'

const { databases } = benchArgs({ seconds: 1, connections: 1 })
for (const kind of benchKinds(databases)) {
  await withDatabase({ kind, max: 20 }, async (database) => {
    const ids = await prepare(database)
    const { server, base, cookies } = await startApp(database)
    try {
      const starts = await freeStarts(base, ids.tinyServiceId, 40, 60)
      let next = 0
      const post = async (person: number) => {
        const response = await fetch(`${base}/api/v1/bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: cookies[person] as string,
            origin: publicUrl,
          },
          body: JSON.stringify({ serviceId: ids.tinyServiceId, start: starts[next++] }),
        })
        await response.text()
        if (response.status !== 201) throw new Error(`answered ${response.status}`)
      }
      /** `count` bookings, 10 at a time; answers the wall time per booking. */
      const run = async (count: number) => {
        const started = performance.now()
        await Promise.all(
          Array.from({ length: 10 }, async (_, person) => {
            for (let i = 0; i < count / 10; i++) await post(person)
          }),
        )
        return (performance.now() - started) / count
      }
      await run(300)
      const session = new Session()
      session.connect()
      await session.post('Profiler.enable')
      await session.post('Profiler.setSamplingInterval', { interval: 200 })
      await session.post('Profiler.start')
      const perBooking = await run(1500)
      const { profile } = await session.post('Profiler.stop')
      session.disconnect()
      const file = path.join(os.tmpdir(), `reserva-bookings-${kind}.cpuprofile`)
      fs.writeFileSync(file, JSON.stringify(profile))
      console.log(
        `${kind}: ${perBooking.toFixed(2)} ms per booking (10 at once); profile in ${file}`,
      )
    } finally {
      await server.close()
    }
  })
}
