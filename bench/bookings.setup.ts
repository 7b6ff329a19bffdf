import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pino } from 'pino'
import { assembleApp } from '../apps/server/src/assemble.ts'
import { prepareDatabase } from '../apps/server/src/bootstrap.ts'
import type { Database } from '../apps/server/src/db/client.ts'
import { systemClock } from '../apps/server/src/lib/clock.ts'
import { createLocalDriver } from '../apps/server/src/lib/storage/index.ts'
import { type AuthConfig, createAuth } from '../apps/server/src/modules/auth/auth.ts'
import { workingHours } from '../apps/server/src/modules/availability/availability.table.ts'
import {
  resources,
  serviceResources,
  services,
} from '../apps/server/src/modules/catalogue/catalogue.table.ts'
import type { Realtime } from '../apps/server/src/modules/realtime/realtime.service.ts'
import { businessSettings } from '../apps/server/src/modules/settings/settings.table.ts'
import { startServer } from '../apps/server/src/server.ts'
import { followVerificationLink } from '../apps/server/src/testing/auth-helpers.ts'

// What the bookings benchmark (bookings.bench.ts) measures on: the data and a running server.

const logger = pino({ level: 'silent' })
export const publicUrl = 'http://127.0.0.1'

/**
 * The demo business plus a bench hour on `resourceCount` resources (5 unless told) open every
 * day, 08:00–12:00 and 13:00–18:00, and a bench five-minute service on the first of them.
 */
export async function prepare(database: Database, { resourceCount = 5 } = {}) {
  await prepareDatabase({ database, demo: true, logger })
  const db = database.db
  await db.update(businessSettings).set({ minNoticeMinutes: 0, horizonDays: 400 })
  const rs = await db
    .insert(resources)
    .values(
      Array.from({ length: resourceCount }, (_, i) => ({
        name: `Bench ${i + 1}`,
        kind: 'staff' as const,
      })),
    )
    .returning({ id: resources.id })
  const hours = rs.flatMap((r) =>
    Array.from({ length: 7 }, (_, d) => [
      { resourceId: r.id, weekday: d + 1, startTime: '08:00', endTime: '12:00' },
      { resourceId: r.id, weekday: d + 1, startTime: '13:00', endTime: '18:00' },
    ]).flat(),
  )
  await db.insert(workingHours).values(hours)
  const [slotService] = await db
    .insert(services)
    .values({
      name: 'Bench hour',
      durationMinutes: 60,
      bufferAfterMinutes: 10,
      slotStepMinutes: 15,
      priceMinor: 1000,
    })
    .returning({ id: services.id })
  const [tiny] = await db
    .insert(services)
    .values({ name: 'Bench five', durationMinutes: 5, slotStepMinutes: 5, priceMinor: 100 })
    .returning({ id: services.id })
  const [only] = rs
  if (!slotService || !tiny || !only) throw new Error('bench setup failed')
  await db
    .insert(serviceResources)
    .values(rs.map((r) => ({ serviceId: slotService.id, resourceId: r.id })))
  await db.insert(serviceResources).values({ serviceId: tiny.id, resourceId: only.id })
  return { slotServiceId: slotService.id, tinyServiceId: tiny.id, tinyResourceId: only.id }
}
export type BenchIds = Awaited<ReturnType<typeof prepare>>

/**
 * The app as `npm start` assembles it (`assembleApp`), live updates included: on PostgreSQL each
 * booking's notices are NOTIFYed with its COMMIT and come back through this process's LISTEN
 * connection; on PGlite they go to the hub after the commit. No mail worker and no scheduler run.
 */
export async function startApp(database: Database) {
  let realtime: Realtime | undefined
  const authConfig: AuthConfig = {
    publicUrl,
    trustedOrigins: [publicUrl],
    secret: 'bench-secret-bench-secret-bench-secret-00',
    businessName: 'Bench',
    passwordPolicy: { minLength: 8, requiredClasses: [] },
    adminEmails: [],
    rateLimit: false,
  }
  const auth = createAuth({
    db: database.db,
    clock: systemClock,
    logger,
    config: authConfig,
    onMailQueued: () => {},
    onAccessChanged: (userId) => realtime?.accessChanged(userId),
  })
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-storage-'))
  const assembled = await assembleApp({
    authConfig,
    storageDriver: createLocalDriver({ root: storageDir }),
    maxFileSize: 1024 * 1024,
    clock: systemClock,
    realtime: {},
    database,
    auth,
    logger,
    onMailQueued: () => {},
    mailFrom: 'Reserva <no-reply@localhost>',
  })
  const { app } = assembled
  realtime = assembled.realtime
  const server = await startServer({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    logger,
    websocket: realtime.hub.wss,
    onClosing: () => realtime?.close(),
  })
  const base = `http://127.0.0.1:${server.port}`
  // Sign-ups open no session: the link mailed to each address signs it in (auth.ts).
  const request = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { origin: publicUrl, ...init.headers } })
  const cookies: string[] = []
  for (let i = 0; i < 10; i++) {
    const email = `bench${i}@example.test`
    const res = await request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password-1', name: `Bench ${i}` }),
    })
    if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`)
    cookies.push(await followVerificationLink({ db: database.db, request }, email))
  }
  return { app, server, base, cookies }
}
