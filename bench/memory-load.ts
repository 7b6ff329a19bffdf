// The load bench's load (load-journeys.ts) against one server that is already running, for
// memory.bench.mjs, which samples that server's memory meanwhile: `--customers` sign up (each from
// an address of its own; the server must trust X-Forwarded-For), the first of them open
// `--sockets` live tabs, and `--users` of them go round the booking journey for `--seconds`.
// Prints one line of JSON: requests, p50 and p99, 5xx and unexpected answers.
// The server sends its mail to port `--smtp` on this machine, where this process receives it.
// Run: npx tsx bench/memory-load.ts --origin http://127.0.0.1:3000 --smtp 2525 [--seconds 300]

import { serverApi } from '../apps/server/src/testing/booking-load.ts'
import { benchArgs, nearestRank } from './bench-run.ts'
import { round } from './bookings.measures.ts'
import { receiveMailOn, type Server, type SignedUp, signUpCustomers } from './live-servers.ts'
import { answerRecorder, bookableServices, expected, journey, openTabs } from './load-journeys.ts'

const args = benchArgs({
  origin: '',
  smtp: 0,
  seconds: 300,
  users: 400,
  sockets: 1000,
  customers: 0,
})
const customerCount = Math.max(args.customers, args.users, Math.ceil(args.sockets / 10))
const url = new URL(args.origin)
const server: Server = {
  api: serverApi(args.origin),
  socketUrl: `ws://${url.host}/api/realtime`,
  origin: args.origin,
  // Not started here: memory.bench.mjs owns the server's process.
  process: undefined as unknown as Server['process'],
}

const { answers, timed } = answerRecorder()
const inbox = await receiveMailOn(args.smtp)
const customers = await signUpCustomers(server, customerCount)
const bookable = await bookableServices(server)
let changes = 0
const tabs = await openTabs({
  servers: [server],
  customers,
  count: args.sockets,
  timed,
  onChange: () => changes++,
})
const until = performance.now() + args.seconds * 1000
await Promise.all(
  Array.from({ length: args.users }, (_, i) =>
    journey(timed, [server], bookable, customers[i % customers.length] as SignedUp, until),
  ),
)
tabs.stopRefreshing()
const open = tabs.sockets.filter((ws) => ws.readyState === ws.OPEN).length
for (const ws of tabs.sockets) ws.close()
await inbox.close()

const unexpected: Record<string, number> = {}
for (const x of answers) {
  const key = `${x.status}${x.code ? ` ${x.code}` : ''}`
  if ((x.status >= 300 || x.status === 0) && !expected.has(key))
    unexpected[key] = (unexpected[key] ?? 0) + 1
}
const ms = answers.map((a) => a.ms)
console.log(
  JSON.stringify({
    signedUp: customers.length,
    socketsOpenAtEnd: open,
    changesHeard: changes,
    requests: answers.length,
    p50Ms: round(nearestRank(ms, 50)),
    p99Ms: round(nearestRank(ms, 99)),
    serverErrors: answers.filter((x) => x.status >= 500 || x.status === 0).length,
    unexpected,
  }),
)
