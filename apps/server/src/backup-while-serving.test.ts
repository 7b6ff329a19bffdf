import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type Database, openPglite, openPostgres } from './db/client.ts'
import { rawRows } from './db/raw-rows.ts'
import { demoAccounts } from './modules/auth/demo-accounts.ts'
import { cookieFrom } from './testing/auth-helpers.ts'
import { driveLoad, freeSlotRequests, Ledger, serverApi } from './testing/booking-load.ts'
import { findIntegrityViolations } from './testing/integrity-checks.ts'
import { signInCustomers } from './testing/server-customers.ts'
import { createServerData } from './testing/server-data.ts'
import { startSmtpServer } from './testing/smtp.ts'
import {
  freePort,
  runServerCommand,
  type SpawnedServer,
  spawnServer,
} from './testing/spawn-server.ts'
import { createPostgresDatabase, testDbKind } from './testing/test-db.ts'

type Api = ReturnType<typeof serverApi>

async function signIn(api: Api, email: string, password: string) {
  const res = await api('/api/auth/sign-in/email', { method: 'POST', body: { email, password } })
  return { status: res.status, cookie: cookieFrom(res) }
}

/** An empty place to restore into: a new DATA_DIR, and on PostgreSQL a database without tables. */
async function emptyTarget() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rr-'))
  const pg = testDbKind === 'postgres' ? await createPostgresDatabase({ empty: true }) : undefined
  return {
    env: { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) },
    open: (): Promise<Database> =>
      pg ? openPostgres({ url: pg.url, max: 2 }) : openPglite({ dataDir }),
    async remove() {
      await pg?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

// An owner backs up while customers book; the archive, restored, must be a state the server was
// in: every booking answered before the backup began, nothing half written, and no booking no
// client was told about.
describe(`npm run backup while the server serves (${testDbKind})`, () => {
  it('a backup taken during a burst of bookings restores every booking answered before it, none half written; old passwords sign in, files download byte for byte, slots stay taken', async ({
    annotate,
  }) => {
    const data = await createServerData()
    const target = await emptyTarget()
    const inbox = await startSmtpServer()
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-'))
    const servers: SpawnedServer[] = []
    const serve = async (env: Record<string, string>) => {
      const port = await freePort()
      const base = `http://127.0.0.1:${port}`
      const server = spawnServer({
        ...env,
        PORT: String(port),
        PUBLIC_URL: base,
        SMTP_URL: inbox.url,
      })
      servers.push(server)
      await server.ready
      return { server, api: serverApi(base), base }
    }
    const admin = demoAccounts.find((a) => a.role === 'admin')
    if (!admin) throw new Error('no demo admin')
    try {
      const first = await serve(data.env)
      const customers = await signInCustomers(first.api, 2, inbox)
      const staff = await signIn(first.api, admin.email, admin.password)
      expect(staff.status).toBe(200)
      // A stored file, uploaded as the admin would.
      const bytes = crypto.randomBytes(150_000)
      const bucket = await first.api('/api/v1/storage/bucket', {
        method: 'POST',
        body: { id: 'backup-proof', public: false },
        cookie: staff.cookie,
      })
      expect(bucket.status).toBe(201)
      const upload = await fetch(`${first.base}/api/v1/storage/object/backup-proof/scans/a.bin`, {
        method: 'POST',
        headers: {
          origin: first.base,
          cookie: staff.cookie,
          'content-type': 'application/octet-stream',
        },
        body: bytes,
      })
      expect(upload.status).toBe(200)

      // The burst: 4 clients book (and now and then cancel) until the requests run out.
      const ledger = new Ledger()
      const requests = await freeSlotRequests(first.api, {
        customers,
        count: 150,
        keyPrefix: 'burst',
      })
      let answers = 0
      let started: () => void = () => {}
      const going = new Promise<void>((resolve) => {
        started = resolve
      })
      const load = driveLoad({
        api: first.api,
        ledger,
        requests,
        concurrency: 4,
        cancelShare: 0.2,
        onAnswer: () => {
          if (++answers === 20) started()
        },
      })
      await going
      const before = { booked: new Set(ledger.booked.keys()), cancelled: new Set(ledger.cancelled) }
      const answersBefore = answers
      const archive = path.join(work, 'burst.tar.gz')
      const backup = await runServerCommand(['dist/backup.js', '--out', archive], data.env)
      expect(backup, backup.output).toMatchObject({ code: 0 })
      expect(backup.output).toMatch(/^Backed up \d+ rows in \d+ tables .* and 1 files to /)
      const answersDuring = answers - answersBefore
      const loadWentOn = load.inFlight() > 0 || answers < requests.length
      await load.done
      expect(ledger.unexpected).toEqual([])
      first.server.child.kill('SIGTERM')
      expect((await first.server.exited).code).toBe(0)

      const restore = await runServerCommand(['dist/restore.js', archive], target.env)
      expect(restore, restore.output).toMatchObject({ code: 0 })
      expect(restore.output).toMatch(/^Restored \d+ rows and 1 files from /)

      // The tables: a state the server was in.
      const database = await target.open()
      try {
        expect(await findIntegrityViolations(database.db)).toEqual({})
        const rows = await rawRows<{ id: string; status: string; start: string; seats: number }>(
          database.db,
          sql`select id, status, start_at::text as start, seats from bookings`,
        )
        const restored = new Map(rows.map((r) => [r.id, r]))
        const missing = [...before.booked].filter((id) => !restored.has(id))
        expect(missing, 'bookings answered before the backup began').toEqual([])
        const unknown = [...restored.keys()].filter((id) => !ledger.booked.has(id))
        expect(unknown, 'bookings no client was told about').toEqual([])
        for (const id of before.cancelled) expect(restored.get(id)?.status).toBe('cancelled')
        for (const [id, row] of restored) {
          const known = ledger.booked.get(id)
          expect(row.seats).toBe(known?.seats)
          expect(new Date(row.start).toISOString()).toBe(known?.start)
          if (row.status === 'cancelled') expect(ledger.cancelled.has(id)).toBe(true)
          else expect(row.status).toBe('confirmed')
        }
        await annotate(
          `${answersBefore} answers before the backup, ${answersDuring} while it was taken ` +
            `(load still going when it finished: ${loadWentOn}); ${restored.size} of ` +
            `${ledger.booked.size} bookings in the archive`,
        )
      } finally {
        await database.close()
      }

      // The restored installation serves: old passwords, the file, the slots taken.
      const second = await serve(target.env)
      const customer = customers[1]
      if (!customer) throw new Error('no signed-up customer')
      const returning = await signIn(second.api, customer.email, 'Correct-Horse-42')
      expect(returning.status).toBe(200)
      const restoredAdmin = await signIn(second.api, admin.email, admin.password)
      expect(restoredAdmin.status).toBe(200)
      const download = await second.api('/api/v1/storage/object/backup-proof/scans/a.bin', {
        cookie: restoredAdmin.cookie,
      })
      expect(download.status).toBe(200)
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true)

      const taken = [...before.booked]
        .map((id) => ledger.booked.get(id))
        .find((b) => b && !ledger.cancelled.has(b.id))
      if (!taken) throw new Error('no booking stayed confirmed')
      const { services } = (await (await second.api('/api/v1/services')).json()) as {
        services: { id: string; capacity: number }[]
      }
      const capacity = services.find((s) => s.id === taken.serviceId)?.capacity ?? 1
      // Staff booking every seat of the same resource at the same time: refused.
      const again = await second.api('/api/v1/bookings', {
        method: 'POST',
        body: {
          serviceId: taken.serviceId,
          start: taken.start,
          seats: capacity,
          resourceId: taken.resourceId,
          customerId: customer.id,
        },
        cookie: restoredAdmin.cookie,
      })
      expect(again.status).toBe(409)
      expect(((await again.json()) as { error: { code: string } }).error.code).toBe(
        'bookings.slot_taken',
      )
      second.server.child.kill('SIGTERM')
      expect((await second.server.exited).code).toBe(0)
    } finally {
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL')
          await server.exited
        }
      }
      await data.remove()
      await target.remove()
      await inbox.close()
      fs.rmSync(work, { recursive: true, force: true })
    }
  }, 300_000)
})
