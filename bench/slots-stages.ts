/**
 * Where the slots route's time goes: the same data and request as the slots
 * part of bookings.bench.ts, timed by stage. Run from the repository root:
 * TEST_DATABASE_URL=… npx tsx bench/slots-stages.ts [--databases pglite,postgres]
 */
import {
  findSchedules,
  findSettingsAndService,
  findSlotListInput,
} from '../apps/server/src/modules/availability/availability.repository.ts'
import { listSlots } from '../apps/server/src/modules/availability/availability.service.ts'
import { benchKinds, withDatabase } from './bench-databases.ts'
import { benchArgs } from './bench-run.ts'
import { percentile, round, slotsBench, slotsWindow } from './bookings.measures.ts'
import { prepare, startApp } from './bookings.setup.ts'

const { databases } = benchArgs({ seconds: 1, connections: 1 })

async function timed(name: string, runs: number, work: () => Promise<unknown> | unknown) {
  const times: number[] = []
  for (let i = 0; i < runs + 30; i++) {
    const started = performance.now()
    await work()
    if (i >= 30) times.push(performance.now() - started)
  }
  return { name, medianMs: round(percentile(times, 50), 3), p95Ms: round(percentile(times, 95), 3) }
}

for (const kind of benchKinds(databases)) {
  await withDatabase({ kind, max: 20 }, async (database) => {
    const ids = await prepare(database)
    const { app, server, cookies } = await startApp(database)
    try {
      const bench = await slotsBench(ids, app, cookies[0] as string)
      const { from, to, url } = slotsWindow(ids)
      const db = database.db
      const found = await findSettingsAndService(db, ids.slotServiceId)
      const resourceIds = found?.service?.activeResourceIds ?? []
      const since = new Date(Date.parse(from) - 2 * 86_400_000)
      const until = new Date(Date.parse(to) + 3 * 86_400_000)
      const answer = await listSlots(db, {
        serviceId: ids.slotServiceId,
        from,
        to,
        now: new Date(),
      })
      const text = JSON.stringify(answer)
      const stages = [
        await timed('request + json()', 200, async () => (await app.request(url)).json()),
        await timed('request + text()', 200, async () => (await app.request(url)).text()),
        await timed('listSlots', 200, () =>
          listSlots(db, { serviceId: ids.slotServiceId, from, to, now: new Date() }),
        ),
        await timed('findSettingsAndService', 200, () =>
          findSettingsAndService(db, ids.slotServiceId),
        ),
        await timed('findSlotListInput', 200, () =>
          findSlotListInput(db, {
            serviceId: ids.slotServiceId,
            since,
            busy: { from: since, to: until, now: new Date() },
          }),
        ),
        await timed('findSchedules', 200, () =>
          findSchedules(db, resourceIds, {
            since,
            busy: { from: since, to: until, now: new Date() },
          }),
        ),
        await timed('JSON.stringify', 200, () => JSON.stringify(answer)),
        await timed('JSON.parse', 200, () => JSON.parse(text)),
      ]
      console.log(JSON.stringify({ kind, bench, bytes: text.length }))
      console.table(stages)
    } finally {
      await server.close()
    }
  })
}
