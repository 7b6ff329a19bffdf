// The load generator of bookings.bench.ts (b), in a process of its own so that it does not take
// the server's event loop. Each request POSTs /api/v1/bookings for a different free start.
// Run by bookings.bench.ts: npx tsx bench/booking-load.ts <job.json>; prints one line of JSON.
//
// Two modes:
// - as fast as it goes (no `overallRate`): autocannon, `connections` requests in flight;
// - paced (`overallRate`): requests leave on a fixed schedule, one every 1/rate seconds, over
//   `connections` kept-alive sockets, and each one's latency counts from when it was due to
//   leave (so a stall that delays the next requests is in their time too: no coordinated
//   omission). autocannon's own `overallRate` is not pacing: each connection sends its share
//   of a second back to back when the second starts (httpClient.js, `reqsMadeThisSecond`), which
//   is full load in bursts.
import fs from 'node:fs'
import http from 'node:http'
import autocannon from 'autocannon'
import { percentile } from './bench-run.ts'

export interface LoadJob {
  url: string
  connections: number
  seconds: number
  overallRate?: number
  cookies: string[]
  serviceId: string
  starts: string[]
}

export interface LoadResult {
  rps: number
  p50Ms: number
  p99Ms: number
  status2xx: number
  non2xx: number
  errors: number
  /** Paced only: the largest time a request waited, past its due time, for a free socket. */
  maxQueuedMs?: number
}

const job = JSON.parse(fs.readFileSync(process.argv[2] as string, 'utf8')) as LoadJob

/** The request for the n-th booking: its start, its person's cookie, its idempotency key. */
function booking(n: number) {
  const start = job.starts[n % job.starts.length]
  return {
    headers: {
      'content-type': 'application/json',
      // As a browser sends it: the answer's compression is part of the work.
      'accept-encoding': 'gzip, deflate, br',
      cookie: job.cookies[(n + 1) % job.cookies.length] as string,
      'idempotency-key': `bench-${start}`,
    },
    body: JSON.stringify({ serviceId: job.serviceId, start }),
  }
}

async function flatOut(): Promise<LoadResult> {
  let n = 0
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    requests: [{ method: 'POST', setupRequest: (req) => ({ ...req, ...booking(n++) }) }],
  })
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    status2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

async function paced(rate: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections })
  // The first second's requests warm the sockets and both processes' code up: their answers are
  // counted, their times are not.
  const warmup = Math.round(rate)
  const total = warmup + Math.round(rate * job.seconds)
  const interval = 1000 / rate
  const latencies: number[] = []
  let status2xx = 0
  let non2xx = 0
  let errors = 0
  let maxQueuedMs = 0
  const send = (n: number, due: number, counted: boolean) =>
    new Promise<void>((resolve) => {
      const { headers, body } = booking(n)
      const request = http.request(
        job.url,
        {
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume()
          response.on('end', () => {
            if (counted) latencies.push(performance.now() - due)
            if (response.statusCode && response.statusCode < 300) status2xx++
            else non2xx++
            resolve()
          })
        },
      )
      request.on('socket', () => {
        if (counted) maxQueuedMs = Math.max(maxQueuedMs, performance.now() - due)
      })
      request.on('error', () => {
        errors++
        resolve()
      })
      request.end(body)
    })
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  for (let n = 0; n < total; n++) {
    const due = started + n * interval
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    inFlight.push(send(n, due, n >= warmup))
  }
  await Promise.all(inFlight)
  const counted = total - warmup
  const elapsed = (performance.now() - started - warmup * interval) / 1000
  agent.destroy()
  const ms = (x: number) => Math.round(x * 10) / 10
  return {
    rps: Math.round(counted / elapsed),
    p50Ms: ms(percentile(latencies, 50)),
    p99Ms: ms(percentile(latencies, 99)),
    status2xx,
    non2xx,
    errors,
    maxQueuedMs: ms(maxQueuedMs),
  }
}

const cpuStart = process.cpuUsage()
const out = job.overallRate ? await paced(job.overallRate) : await flatOut()
const cpuUsed = process.cpuUsage(cpuStart)
process.stdout.write(
  `${JSON.stringify({ ...out, loadCpuS: (cpuUsed.user + cpuUsed.system) / 1e6 })}\n`,
)
