import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { seedDemoActivity } from '../../db/demo-activity.ts'
import { useTestApp } from '../../testing/create-test-app.ts'
import { freePort } from '../../testing/spawn-server.ts'
import { resources } from '../catalogue/catalogue.table.ts'
import { queueUpcomingBookings } from './calendar-sync.queue.ts'
import { saveConnection } from './calendar-sync.repository.ts'
import { calendarConnections, calendarEventWrites } from './calendar-sync.table.ts'
import { createCalendarSyncWorker } from './calendar-sync.worker.ts'

describe('the calendar sync worker', () => {
  let offset = 0
  const clock = { now: () => new Date(Date.now() + offset) }
  const t = useTestApp({ clock, webhooks: { allowNetworks: ['127.0.0.1/32'], timeoutMs: 1_000 } })

  it('tries a calendar that is down once a run, however long the run takes: the run ends', async () => {
    // The lived-in demo with every resource connected to a calendar nobody answers at, its
    // bookings to come queued (batches of writes, a full batch of reads); the time moves on 10 s
    // with each reading, so the first retries (after a minute) come due while the run still goes.
    await seedDemoActivity(t.db, { now: clock.now() })
    const down = `http://127.0.0.1:${await freePort()}/calendars/staff/`
    const all = await t.db.select({ id: resources.id }).from(resources)
    await t.db.transaction(async (tx) => {
      for (const { id: resourceId } of all) {
        const connection = await saveConnection(tx, {
          resourceId,
          url: down,
          calendarUrl: down,
          username: 'staff',
          password: t.calendarSync.box.seal('secret'),
          now: clock.now(),
        })
        await queueUpcomingBookings(tx, {
          connectionId: connection.id,
          resourceId,
          now: clock.now(),
        })
      }
    })
    const moving = {
      now: () => {
        offset += 10_000
        return clock.now()
      },
    }
    const worker = createCalendarSyncWorker({ ...t.calendarSync, clock: moving })
    try {
      await worker.tick()
      const writes = await t.db.select().from(calendarEventWrites)
      expect(writes.length).toBeGreaterThan(20)
      expect(writes.map((w) => w.attempts)).toEqual(writes.map(() => 1))
      const connections = await t.db.select().from(calendarConnections)
      expect(connections).toHaveLength(all.length)
      expect(connections.map((c) => c.readFailures)).toEqual(connections.map(() => 1))
      expect(connections.every((c) => c.readError !== null)).toBe(true)
    } finally {
      await worker.stop()
      await t.db.delete(calendarConnections).where(eq(calendarConnections.url, down))
    }
  })
})
