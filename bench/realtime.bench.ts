// Live updates at scale: many authenticated sockets on real server processes.
//   (a) one process (PGlite, then PostgreSQL): N sockets (default 1,000: 100 customers × 10
//       tabs), then bookings one after another; for each, the time from the booking's answer to
//       the last socket receiving its `availability.changed` (every signed-in user gets it), and
//       from the request's start (the commit lies between the two);
//   (b) two processes on one PostgreSQL database, the sockets split between them, bookings made
//       through the first: the same times, through LISTEN/NOTIFY;
//   and the server's memory per socket (resident set growth while the sockets opened / N).
//   On PostgreSQL the bench LISTENs on the servers' own channel too: NOTIFY is delivered when the
//   booking's transaction commits, so the time from hearing it to the last socket is the commit →
//   last socket time the target speaks of (plus the notification's own delivery to the bench).
//   Availability notices are coalesced per resource (decision 013: the first at once, the rest of
//   a 500 ms window when it ends), so a booking made within 500 ms of the last notice for its
//   resource is heard up to 500 ms later by design. `--pause 600` waits that long between
//   bookings, so that each is the first of its window: the time of the delivery itself.
// Run: npx tsx bench/realtime.bench.ts [--sockets 1000] [--bookings 40] [--pause 0]
// Needs the built server (npm run build) and, for PostgreSQL, TEST_DATABASE_URL or
// BENCH_DATABASE_URL. Targets: p95 ≤ 50 ms, ≤ 50 KB of server memory per socket.

import os from 'node:os'
import { realtimeLimits, realtimeServerMessageSchema } from '@reserva/shared'
import pg from 'pg'
import type WebSocket from 'ws'
import { notifyChannel } from '../apps/server/src/modules/realtime/realtime.forwarding.ts'
import { freeSlotRequests } from '../apps/server/src/testing/booking-load.ts'
import { benchArgs, nearestRank as percentile } from './bench-run.ts'
import { round } from './bookings.measures.ts'
import {
  authedSocket,
  freshData,
  type Server,
  settledRss,
  signUpCustomers,
  sleep,
  startServer,
  stopServers,
} from './live-servers.ts'

const args = benchArgs({ sockets: 1000, bookings: 40, pause: 0 })
const { sockets: socketCount, bookings: bookingCount, pause: pauseMs } = args
const tabs = realtimeLimits.maxSocketsPerUser

interface Socket {
  ws: WebSocket
  /** The `availability.changed` ids received, each with when it arrived. */
  changes: { id: string; at: number }[]
  /** Every `change` message as it came, for the contract check after the timing. */
  received: unknown[]
}

/** Every change message every socket received is one the contract allows. */
function checkChanges(sockets: Socket[]) {
  for (const socket of sockets)
    for (const raw of socket.received) realtimeServerMessageSchema.parse(raw)
}

/** A socket that keeps every change it hears (checked against the contract after the timing). */
async function recordingSocket(server: Server, token: string): Promise<Socket> {
  const changes: Socket['changes'] = []
  const received: unknown[] = []
  const ws = await authedSocket(server.socketUrl, token, server.origin, (raw, at) => {
    received.push(raw)
    const change = raw as { event?: string; id?: string }
    if (change.event === 'availability.changed' && change.id) changes.push({ id: change.id, at })
  })
  return { ws, changes, received }
}

/**
 * The bench's own LISTEN on the servers' channel (PostgreSQL): when each resource's
 * `availability.changed` was committed, as near as the bench can see it.
 */
async function commitListener(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const heard: { id: string; at: number }[] = []
  client.on('notification', ({ payload }) => {
    const at = performance.now()
    const change = JSON.parse(payload ?? '{}') as { event?: string; id?: string }
    if (change.event === 'availability.changed' && change.id) heard.push({ id: change.id, at })
  })
  await client.query(`listen ${notifyChannel}`)
  return { heard, close: () => client.end() }
}

async function measure(label: string, servers: Server[], databaseUrl?: string) {
  const [first] = servers
  if (!first) throw new Error('no server')
  const commits = databaseUrl ? await commitListener(databaseUrl) : undefined
  const people = await signUpCustomers(first, Math.ceil(socketCount / tabs))
  // Memory per socket: the slope of the servers' resident memory against sockets open, sampled
  // at five steps (a least-squares fit), so that one garbage collection does not decide it.
  const points: { sockets: number; bytes: number }[] = []
  const sample = async (open: number) => {
    const rss = await Promise.all(servers.map((s) => settledRss(s.process.child.pid!)))
    points.push({ sockets: open, bytes: rss.reduce((a, b) => a + b, 0) })
  }
  await sample(0)
  const sockets: Socket[] = []
  for (let i = 0; i < socketCount; i++) {
    const person = people[Math.floor(i / tabs)]!
    const server = servers[i % servers.length]!
    sockets.push(await recordingSocket(server, person.token))
    if ((i + 1) % Math.ceil(socketCount / 4) === 0 || i + 1 === socketCount) await sample(i + 1)
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  const mx = mean(points.map((p) => p.sockets))
  const my = mean(points.map((p) => p.bytes))
  const perSocketKb =
    points.reduce((a, p) => a + (p.sockets - mx) * (p.bytes - my), 0) /
    points.reduce((a, p) => a + (p.sockets - mx) ** 2, 0) /
    1024

  const booker = people[0]!
  const requests = await freeSlotRequests(first.api, {
    customers: [{ id: '', email: '', cookie: booker.cookie }],
    // Drawn independently, some overlap an earlier one on the same resource: those are skipped.
    count: bookingCount * 3,
    keyPrefix: `live-${Date.now()}`,
  })
  const fromAnswer: number[] = []
  const fromRequest: number[] = []
  const fanOut: number[] = []
  const fromCommit: number[] = []
  for (const request of requests) {
    if (fromRequest.length === bookingCount) break
    const sent = performance.now()
    const res = await first.api('/api/v1/bookings', {
      method: 'POST',
      body: { ...request.body, seats: 1 },
      cookie: booker.cookie,
    })
    const answered = performance.now()
    if (res.status === 409) continue
    if (res.status !== 201) throw new Error(`booking: ${res.status} ${await res.text()}`)
    const { booking } = (await res.json()) as { booking: { resource: { id: string } } }
    const arrival = (socket: Socket) =>
      socket.changes.find((c) => c.id === booking.resource.id && c.at >= sent)?.at
    for (const deadline = Date.now() + 10_000; sockets.some((s) => arrival(s) === undefined); ) {
      if (Date.now() > deadline) throw new Error('a socket got no change within 10 s')
      await sleep(5)
    }
    const arrivals = sockets.map((s) => arrival(s) as number)
    const last = Math.max(...arrivals)
    fromAnswer.push(Math.max(0, last - answered))
    fromRequest.push(last - sent)
    fanOut.push(last - Math.min(...arrivals))
    const committed = commits?.heard.find((c) => c.id === booking.resource.id && c.at >= sent)?.at
    if (committed !== undefined) fromCommit.push(Math.max(0, last - committed))
    await sleep(pauseMs)
  }
  for (const socket of sockets) socket.ws.close()
  await commits?.close()
  checkChanges(sockets)
  const result = {
    label,
    sockets: socketCount,
    processes: servers.length,
    bookings: fromRequest.length,
    pauseMsBetweenBookings: pauseMs,
    lastSocketMsFromAnswer: {
      median: round(percentile(fromAnswer, 50)),
      p95: round(percentile(fromAnswer, 95)),
      p99: round(percentile(fromAnswer, 99)),
    },
    lastSocketMsFromRequest: {
      median: round(percentile(fromRequest, 50)),
      p95: round(percentile(fromRequest, 95)),
      p99: round(percentile(fromRequest, 99)),
    },
    /** From the commit (the bench hearing the NOTIFY) to the last socket; PostgreSQL only. */
    lastSocketMsFromCommit: fromCommit.length
      ? {
          median: round(percentile(fromCommit, 50)),
          p95: round(percentile(fromCommit, 95)),
          p99: round(percentile(fromCommit, 99)),
        }
      : null,
    /** From the first socket's receipt to the last's: the fan-out itself. */
    fanOutMs: {
      median: round(percentile(fanOut, 50)),
      p95: round(percentile(fanOut, 95)),
      p99: round(percentile(fanOut, 99)),
    },
    serverKbPerSocket: round(perSocketKb),
    loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
  }
  console.log(JSON.stringify(result))
  const commit = result.lastSocketMsFromCommit
  console.log(
    `${label}: ${socketCount} sockets on ${servers.length} process(es); ${commit ? `last socket after the commit median ${commit.median} ms, p95 ${commit.p95} ms, p99 ${commit.p99} ms; ` : ''}last socket after the answer median ${result.lastSocketMsFromAnswer.median} ms, p95 ${result.lastSocketMsFromAnswer.p95} ms, p99 ${result.lastSocketMsFromAnswer.p99} ms (after the request: p95 ${result.lastSocketMsFromRequest.p95} ms; first to last socket p95 ${result.fanOutMs.p95} ms); ${result.serverKbPerSocket} KB of server memory per socket`,
  )
}

const databases = args.databases.split(',')
for (const kind of ['pglite', 'postgres'] as const) {
  if (!databases.includes(kind)) continue
  if (kind === 'postgres' && !(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)) {
    console.log('postgres: skipped (set TEST_DATABASE_URL)')
    continue
  }
  const data = await freshData(kind)
  try {
    const one = [await startServer(data.env)]
    try {
      await measure(`${kind}, one process`, one, data.env.DATABASE_URL)
    } finally {
      await stopServers(one)
    }
    if (kind === 'postgres') {
      // Both behind one public address, as behind a load balancer: tokens name it as issuer.
      const a = await startServer(data.env)
      const b = await startServer(data.env, a.origin)
      const two = [a, b]
      try {
        await measure('postgres, two processes', two, data.env.DATABASE_URL)
      } finally {
        await stopServers(two)
      }
    }
  } finally {
    await data.remove()
  }
}
