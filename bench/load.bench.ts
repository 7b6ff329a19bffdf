// Mixed load: two server processes on one PostgreSQL database, behind one public address as behind
// a load balancer, with 1,000 live sockets open (100 customers × 10 tabs), while `--users`
// customers, each of their own, go round the booking journey: browse a week of a service's slots
// (twice), hold one of the free times, book it, and cancel one of their earlier bookings once they
// have two (so the calendar does not fill up and every kind of write keeps happening). Each
// person's rounds are paced at the product's hold limit (30 in 10 minutes: one every 20 s), as a
// person's are; the load comes from the number of people, not from one person going faster than the
// server lets anyone. Requests alternate between the two processes. For `--seconds` (default 300)
// it records every answer: throughput, p50/p99 per kind, the refusals the journey can meet (a time
// taken by someone else between browsing and holding), every other non-2xx and every 5xx, and both
// processes' resident memory every 5 s; and from what each process logs every 5 s (STATS_LOG_MS),
// its heap used and the bytes waiting unread on its sockets, so that memory that grows can be told
// apart: a leak (the heap after collections) or clients not reading (the sockets' buffers).
// Run: npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//        npx tsx bench/load.bench.ts [--seconds 300] [--users 400] [--sockets 1000]
// Targets: zero 5xx; memory flat after warm-up (the first minute).

import os from 'node:os'
import { benchArgs, nearestRank as percentile } from './bench-run.ts'
import { round } from './bookings.measures.ts'
import {
  freshData,
  loggedStats,
  rss,
  type Server,
  type SignedUp,
  signUpCustomers,
  startServer,
  stopServers,
} from './live-servers.ts'
import {
  type Answer,
  answerRecorder,
  bookableServices,
  expected,
  journey,
  openTabs,
} from './load-journeys.ts'

const args = benchArgs({ seconds: 300, users: 400, sockets: 1000, customers: 400, warmup: 60 })
const { seconds, users: userCount, sockets: socketCount } = args
const warmupSeconds = Math.min(args.warmup, seconds / 2)
// One customer a journey, and enough of them for the sockets' tabs.
const customerCount = Math.max(args.customers, userCount, Math.ceil(socketCount / 10))
if (!(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL))
  throw new Error('set TEST_DATABASE_URL or BENCH_DATABASE_URL (the load runs on PostgreSQL)')

const { answers, timed, t0 } = answerRecorder()
/** Date.now() at t0, for the servers' logged times. */
const wallT0 = Date.now()

function summary(list: Answer[], windowSeconds: number) {
  const ms = list.map((a) => a.ms)
  return {
    requests: list.length,
    perSecond: round(list.length / windowSeconds),
    p50Ms: round(percentile(ms, 50)),
    p99Ms: round(percentile(ms, 99)),
  }
}

const data = await freshData('postgres')
const servers: Server[] = []
try {
  const env = { ...data.env, STATS_LOG_MS: '5000' }
  const a = await startServer(env)
  servers.push(a, await startServer(env, a.origin))
  const customers = await signUpCustomers(a, customerCount)
  const bookable = await bookableServices(a)

  let changes = 0
  const tabs = await openTabs({
    servers,
    customers,
    count: socketCount,
    timed,
    onChange: () => changes++,
  })
  const { sockets, closes } = tabs

  const memory: { second: number; mb: number[] }[] = []
  const sampleMemory = () =>
    memory.push({
      second: round((performance.now() - t0) / 1000, 0),
      mb: servers.map((s) => round(rss(s.process.child.pid as number) / 2 ** 20)),
    })
  const startedAt = performance.now()
  const until = startedAt + seconds * 1000
  sampleMemory()
  const sampler = setInterval(sampleMemory, 5000)
  const load = [os.loadavg()[0] ?? 0]
  await Promise.all(
    Array.from({ length: userCount }, (_, i) =>
      journey(timed, servers, bookable, customers[i % customers.length] as SignedUp, until),
    ),
  )
  clearInterval(sampler)
  tabs.stopRefreshing()
  sampleMemory()
  load.push(os.loadavg()[0] ?? 0)
  const open = sockets.filter((ws) => ws.readyState === ws.OPEN).length
  const closedDuringRun = { ...closes }
  for (const ws of sockets) ws.close()

  const ranFor = (performance.now() - startedAt) / 1000
  const startSecond = (startedAt - t0) / 1000
  const measured = answers.filter((x) => x.at / 1000 >= startSecond + warmupSeconds)
  const measuredSeconds = ranFor - warmupSeconds
  const byKind = Object.fromEntries(
    (['slots', 'hold', 'book', 'cancel', 'token'] as const).map((kind) => [
      kind,
      summary(
        measured.filter((x) => x.kind === kind),
        measuredSeconds,
      ),
    ]),
  )
  const outcomes: Record<string, number> = {}
  for (const x of answers) {
    const key = `${x.status}${x.code ? ` ${x.code}` : ''}`
    if (x.status >= 300 || x.status === 0) outcomes[key] = (outcomes[key] ?? 0) + 1
  }
  const unexpected = Object.entries(outcomes).filter(([key]) => !expected.has(key))
  const serverErrors = answers.filter((x) => x.status >= 500 || x.status === 0).length

  // Memory after warm-up: the first and last minute's means, and a least-squares slope.
  const after = memory.filter((m) => m.second >= startSecond + warmupSeconds)
  const total = (m: { mb: number[] }) => m.mb.reduce((s, x) => s + x, 0)
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
  const minutes = <T extends { second: number }>(samples: T[]) => {
    const byMinute: T[][] = []
    for (const m of samples) {
      const minute = Math.floor((m.second - (samples[0]?.second ?? 0)) / 60)
      byMinute[minute] = [...(byMinute[minute] ?? []), m]
    }
    return byMinute.filter(Boolean)
  }
  const firstMinute = after.filter((m) => m.second < (after[0]?.second ?? 0) + 60)
  const lastMinute = after.filter((m) => m.second > (after.at(-1)?.second ?? 0) - 60)
  const mx = mean(after.map((m) => m.second))
  const my = mean(after.map(total))
  // Per process, from its own log: the heap used that survives collections (the lowest sample
  // of each minute) and the most bytes its sockets held unread in each minute.
  const perProcess = servers.map((server) => {
    const logged = loggedStats(server)
      .map((x) => ({ ...x, second: (x.at - wallT0) / 1000 }))
      .filter((x) => x.second >= startSecond + warmupSeconds)
    const mb = (bytes: number) => round(bytes / 2 ** 20)
    return {
      heapUsedMbLowestPerMinute: minutes(logged).map((m) =>
        mb(Math.min(...m.map((x) => x.heapUsed))),
      ),
      socketBufferedKbHighestPerMinute: minutes(logged).map((m) =>
        round(Math.max(...m.map((x) => x.socketBufferedBytes)) / 1024),
      ),
      samples: logged.map((x) => ({
        second: round(x.second, 0),
        heapUsedMb: mb(x.heapUsed),
        rssMb: mb(x.rss),
        sockets: x.sockets,
        socketBufferedKb: round(x.socketBufferedBytes / 1024),
      })),
    }
  })
  const slopeMbPerMinute =
    (after.reduce((s, m) => s + (m.second - mx) * (total(m) - my), 0) /
      after.reduce((s, m) => s + (m.second - mx) ** 2, 0)) *
    60

  const result = {
    benchmark: 'load',
    processes: servers.length,
    seconds: round(ranFor),
    warmupSeconds,
    users: userCount,
    socketsOpened: socketCount,
    socketsOpenAtEnd: open,
    /** Sockets the servers closed during the run, by close code and reason. */
    socketsClosedDuringRun: closedDuringRun,
    changesHeardBySockets: changes,
    afterWarmup: { all: summary(measured, measuredSeconds), ...byKind },
    outcomes,
    unexpected: Object.fromEntries(unexpected),
    serverErrors,
    errorRate: round(unexpected.reduce((s, [, n]) => s + n, 0) / answers.length, 5),
    memoryMb: {
      startOfRun: memory[0]?.mb,
      afterWarmupFirstMinute: round(mean(firstMinute.map(total))),
      lastMinute: round(mean(lastMinute.map(total))),
      slopeMbPerMinute: round(slopeMbPerMinute, 2),
      // The heap grows between collections, so a mean wanders with where the samples fall in the
      // saw; the lowest sample of each minute is what survives a collection.
      lowestPerMinute: minutes(after).map((m) => round(Math.min(...m.map(total)))),
      samples: memory,
    },
    perProcess,
    loadAverage1m: load.map((l) => round(l, 2)),
    node: process.version,
    cpus: os.cpus().length,
  }
  console.log(JSON.stringify(result))
  console.log(
    `${round(ranFor)} s, ${userCount} journeys, ${open}/${socketCount} sockets open at the end (${changes} changes heard); after warm-up ${result.afterWarmup.all.perSecond} req/s, p50 ${result.afterWarmup.all.p50Ms} ms, p99 ${result.afterWarmup.all.p99Ms} ms; ${serverErrors} 5xx or unanswered, unexpected ${JSON.stringify(result.unexpected)}; memory (both processes) ${result.memoryMb.afterWarmupFirstMinute} MB → ${result.memoryMb.lastMinute} MB, slope ${result.memoryMb.slopeMbPerMinute} MB/min, lowest each minute ${result.memoryMb.lowestPerMinute.join(' → ')} MB; ${perProcess.map((p, i) => `process ${i + 1}: heap used (lowest each minute) ${p.heapUsedMbLowestPerMinute.join(' → ')} MB, unread on its sockets (highest each minute) ${p.socketBufferedKbHighestPerMinute.join(' → ')} KB`).join('; ')}`,
  )
} finally {
  await stopServers(servers)
  await data.remove()
}
