// The load generator of bookings.bench.ts (b), in a process of its own so that it does not take
// the server's event loop: autocannon POSTs /api/v1/bookings, each request a different free start.
// Run by bookings.bench.ts: npx tsx bench/booking-load.ts <job.json>; prints one line of JSON.
import fs from 'node:fs'
import autocannon from 'autocannon'

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
}

const job = JSON.parse(fs.readFileSync(process.argv[2] as string, 'utf8')) as LoadJob
let n = 0
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  ...(job.overallRate ? { overallRate: job.overallRate } : {}),
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => {
        const start = job.starts[n % job.starts.length]
        n++
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            cookie: job.cookies[n % job.cookies.length] as string,
            'idempotency-key': `bench-${start}`,
          },
          body: JSON.stringify({ serviceId: job.serviceId, start }),
        }
      },
    },
  ],
})
const out: LoadResult = {
  rps: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  status2xx: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
}
process.stdout.write(`${JSON.stringify(out)}\n`)
