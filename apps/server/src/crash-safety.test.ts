import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import {
  type Api,
  type BookingRequest,
  differencesFromLedger,
  differencesInTable,
  driveLoad,
  freeSlotRequests,
  Ledger,
  serverApi,
  settleUnanswered,
} from './testing/booking-load.ts'
import { findIntegrityViolations } from './testing/integrity-checks.ts'
import { signInCustomers } from './testing/server-customers.ts'
import { createServerData } from './testing/server-data.ts'
import { startSmtpServer } from './testing/smtp.ts'
import { freePort, type SpawnedServer, spawnServer } from './testing/spawn-server.ts'
import { testDbKind } from './testing/test-db.ts'

const kills = 3
const requestsPerRound = 60

/**
 * Books and cancels with 8 clients at once, and SIGKILLs the server at a random moment: after 10
 * to 35 answers and a few milliseconds more, so some requests are always still in flight.
 */
async function killDuringLoad({
  server,
  api,
  ledger,
  requests,
}: {
  server: SpawnedServer
  api: Api
  ledger: Ledger
  requests: BookingRequest[]
}) {
  const killAfter = 10 + crypto.randomInt(26)
  let answers = 0
  let reached: () => void = () => {}
  const killPoint = new Promise<void>((resolve) => {
    reached = resolve
  })
  const load = driveLoad({
    api,
    ledger,
    requests,
    concurrency: 8,
    cancelShare: 0.2,
    onAnswer: () => {
      if (++answers === killAfter) reached()
    },
  })
  const ranOut = load.done.then(() => {
    throw new Error(`the load ended after ${answers} answers, before the kill`)
  })
  ranOut.catch(() => {})
  await Promise.race([killPoint, ranOut])
  await sleep(crypto.randomInt(20))
  const inFlight = load.inFlight()
  server.child.kill('SIGKILL')
  const { signal } = await server.exited
  await load.done
  return { answers, inFlight, signal }
}

// A server that dies at the worst moment (kill -9, the OOM killer, a container
// killed) must lose no booking it confirmed, and leave nothing half written.
describe(`crash safety (${testDbKind})`, () => {
  it('a server killed with SIGKILL in the middle of a booking load keeps every answered booking and cancellation, and leaves nothing half written', async ({
    annotate,
  }) => {
    const data = await createServerData()
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    // Where the customers' verification mails arrive.
    const inbox = await startSmtpServer()
    // PUBLIC_URL is the Origin the app's own pages send, and the api sends with every request.
    const env = { ...data.env, PORT: String(port), PUBLIC_URL: base, SMTP_URL: inbox.url }
    const api = serverApi(base)
    const ledger = new Ledger()
    const report: string[] = []
    let server: SpawnedServer | undefined
    const start = async () => {
      server = spawnServer(env)
      await server.ready
      return server
    }
    const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`
    const began = performance.now()
    try {
      await start()
      report.push(`first start ${since(began)}`)
      const customers = await signInCustomers(api, 4, inbox)

      for (let round = 1; round <= kills; round++) {
        const requests = await freeSlotRequests(api, {
          customers,
          count: requestsPerRound,
          keyPrefix: `round-${round}`,
        })
        const victim = server as SpawnedServer
        const kill = await killDuringLoad({ server: victim, api, ledger, requests })
        expect(kill.signal).toBe('SIGKILL')
        expect(kill.inFlight, 'requests in flight at the kill').toBeGreaterThan(0)
        const unanswered = ledger.unansweredBookings.length + ledger.unansweredCancels.length

        if (data.kind === 'pglite') {
          // kill -9 leaves the lock behind, naming a process that no longer exists.
          const lock = fs.readFileSync(path.join(data.dataDir, 'reserva.lock'), 'utf8')
          expect(lock.split('\n')[0]).toBe(String(victim.child.pid))
        }
        const restarting = performance.now()
        await start()
        const restart = since(restarting)

        // Every request without an answer is sent again (bookings with their Idempotency-Key):
        // then each has one outcome, and the server must agree with the clients exactly.
        const replayedBefore = ledger.replayed
        await settleUnanswered(api, ledger)
        expect(await differencesFromLedger(api, ledger, customers)).toEqual([])
        expect(ledger.unexpected).toEqual([])
        report.push(
          `kill ${round} after ${kill.answers} answers, ${kill.inFlight} in flight: ` +
            `${unanswered} unanswered, of which ${ledger.replayed - replayedBefore} had ` +
            `committed; restart ${restart}`,
        )
      }

      // A clean stop, then the tables themselves.
      const last = server as SpawnedServer
      last.child.kill('SIGTERM')
      expect((await last.exited).code).toBe(0)
      const database = await data.open()
      try {
        expect(await findIntegrityViolations(database.db)).toEqual({})
        expect(await differencesInTable(database.db, ledger)).toEqual([])
      } finally {
        await database.close()
      }
      report.push(
        `${ledger.booked.size} bookings (${ledger.cancelled.size} cancelled) in ${since(began)}`,
      )
      await annotate(report.join('\n'))
    } finally {
      const running = server as SpawnedServer | undefined
      if (running && running.child.exitCode === null && running.child.signalCode === null) {
        running.child.kill('SIGKILL')
        await running.exited
      }
      await data.remove()
      await inbox.close()
    }
  }, 420_000) // Four cold starts of the server, minutes on a loaded 2-core machine.
})
