/**
 * Where a paced booking's time goes: the bookings benchmark's server and data
 * (bookings.setup.ts), loaded by its load generator (booking-load.ts) at each of `--rates`
 * (0: as fast as it goes), 5 seconds each unless `--seconds`, on fresh free starts. For each rate:
 * - the client's figures (from when each request was due) and the server's own time per request;
 * - the server process's CPU per booking, its event loop's longest delay and its GC time;
 * - how busy the whole machine was, and PostgreSQL's CPU (its processes' /proc times; Linux).
 * First, the plain-SQL ceiling (bookings.measures.ts), with this process's and PostgreSQL's CPU
 * per transaction: what the app's CPU per booking is weighed against when both share the cores.
 * `--order shuffled` books the starts in a random order (neighbours rarely share a lock span).
 * Run from the repository root:
 * TEST_DATABASE_URL=… npx tsx bench/bookings-rates.ts --databases postgres --rates 0,100,200
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { pino } from 'pino'
import { startServer } from '../apps/server/src/server.ts'
import { benchKinds, withDatabase } from './bench-databases.ts'
import { benchArgs, machine, nearestRank, round } from './bench-run.ts'
import { bookingLoad, ceiling, freeStarts } from './bookings.measures.ts'
import { prepare, startApp } from './bookings.setup.ts'

const { databases, rates, seconds, order, pool } = benchArgs({
  pool: 20,
  rates: '0,100,200',
  seconds: 5,
  order: 'time',
})

/** Busy and total jiffies of the whole machine (/proc/stat's first line). */
function machineJiffies() {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? []
  const numbers = fields.slice(1).map(Number)
  const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0)
  const total = numbers.reduce((a, b) => a + b, 0)
  return { busy: total - idle, total }
}

/** CPU seconds used so far by the processes named `postgres` (server, backends, workers). */
function postgresCpuSeconds() {
  let pids: string[]
  try {
    pids = execFileSync('pgrep', ['-x', 'postgres']).toString().trim().split('\n')
  } catch {
    return 0
  }
  let ticks = 0
  for (const pid of pids) {
    try {
      // utime and stime: fields 14 and 15, after the parenthesised name.
      const rest = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      ticks += Number(rest[11]) + Number(rest[12])
    } catch {
      // Gone since pgrep listed it.
    }
  }
  return ticks / 100
}

const gcPauses: number[] = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration)
}).observe({ entryTypes: ['gc'] })

const report: Record<string, unknown> = { ...machine(), seconds, order, pool }
for (const kind of benchKinds(databases)) {
  report[kind] = await withDatabase({ kind, max: pool }, async (database) => {
    const ids = await prepare(database)
    const { app, server: benchServer, cookies } = await startApp(database)
    await benchServer.close()
    // The same app behind a server that times each booking from its arrival to its answer.
    const serverTimes: number[] = []
    const server = await startServer({
      fetch: async (request) => {
        const started = performance.now()
        const response = await app.fetch(request)
        if (request.method === 'POST') serverTimes.push(performance.now() - started)
        return response
      },
      port: 0,
      hostname: '127.0.0.1',
      logger: pino({ level: 'silent' }),
    })
    const base = `http://127.0.0.1:${server.port}`
    const results = []
    try {
      const ceilingCpu = process.cpuUsage()
      const ceilingPostgres = postgresCpuSeconds()
      const plain = await ceiling(database, ids, Date.now() + 300 * 86_400_000, {
        seconds,
        connections: 10,
      })
      const ceilingUsed = process.cpuUsage(ceilingCpu)
      results.push({
        rate: 'plain-SQL ceiling',
        ...plain,
        cpuMsPerTransaction: round(
          (ceilingUsed.user + ceilingUsed.system) / 1000 / plain.transactions,
        ),
        postgresCpuMsPerTransaction:
          kind === 'postgres'
            ? round(((postgresCpuSeconds() - ceilingPostgres) * 1000) / plain.transactions)
            : undefined,
      })
      console.log(JSON.stringify({ [kind]: results.at(-1) }))
      let fromDay = 40
      for (const rate of rates.split(',').map(Number)) {
        const starts = await freeStarts(base, ids.tinyServiceId, fromDay, 60)
        fromDay += 60
        if (order === 'shuffled') starts.sort(() => Math.random() - 0.5)
        serverTimes.length = 0
        gcPauses.length = 0
        const loop = monitorEventLoopDelay({ resolution: 2 })
        loop.enable()
        const cpu = process.cpuUsage()
        const jiffies = machineJiffies()
        const postgres = postgresCpuSeconds()
        const started = performance.now()
        const load = await bookingLoad(
          base,
          cookies,
          ids,
          starts,
          { seconds, connections: 10 },
          rate || undefined,
        )
        const wall = (performance.now() - started) / 1000
        loop.disable()
        const used = process.cpuUsage(cpu)
        const after = machineJiffies()
        const postgresUsed = postgresCpuSeconds() - postgres
        const answered = load.status2xx + load.non2xx
        results.push({
          rate: rate || 'flat out',
          ...load,
          serverP50Ms: round(nearestRank(serverTimes, 50)),
          serverP99Ms: round(nearestRank(serverTimes, 99)),
          serverCpuMsPerBooking: round((used.user + used.system) / 1000 / answered),
          serverCpuShare: round((used.user + used.system) / 1e6 / wall),
          eventLoopMaxMs: round(loop.max / 1e6),
          gcMs: round(
            gcPauses.reduce((a, b) => a + b, 0),
            0,
          ),
          gcMaxMs: round(Math.max(0, ...gcPauses)),
          machineBusy: round((after.busy - jiffies.busy) / (after.total - jiffies.total)),
          postgresCpuSeconds: kind === 'postgres' ? round(postgresUsed) : undefined,
          postgresCpuMsPerBooking:
            kind === 'postgres' ? round((postgresUsed * 1000) / answered) : undefined,
        })
        console.log(JSON.stringify({ [kind]: results.at(-1) }))
      }
    } finally {
      await server.close()
    }
    return results
  })
}
console.log(JSON.stringify(report, null, 2))
