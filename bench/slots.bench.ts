/**
 * Benchmark of the slot engine alone (no database, no HTTP): one month of availability for one
 * service over five resources. Run from the repository root: npx tsx bench/slots.bench.ts
 * Options: --iterations N (default 300), --warmup N (default 50).
 * See bench/README.md; results are recorded in bench/RESULTS.md.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import { DateTime } from 'luxon'
import {
  type BusyEntry,
  computeSlots,
  type ResourceAvailability,
  type SlotInput,
} from '../apps/server/src/modules/availability/slots.ts'
// The slot tests' resource: weekday hours unless given, nothing overridden, off or busy.
import { resource } from '../apps/server/src/testing/slots-fixtures.ts'

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '50' },
  },
})
const iterations = Number(values.iterations)
const warmup = Number(values.warmup)

const timezone = 'Europe/London'
// March 2026 includes the spring-forward day (29th), so the DST path is part of what is measured.
const from = '2026-03-01'
const to = '2026-03-31'
const service = {
  durationMinutes: 60,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  slotStepMinutes: 15,
  capacity: 1,
}

// Deterministic pseudo-random numbers (mulberry32) so every run measures the same month.
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const next = random(20260301)

function at(date: string, time: string): Date {
  return DateTime.fromISO(`${date}T${time}`, { zone: timezone }).toJSDate()
}

const weekdays = (hours: { start: string; end: string }[], days = [1, 2, 3, 4, 5]) =>
  days.flatMap((weekday) => hours.map((h) => ({ weekday, ...h })))

const withLunch = [
  { start: '09:00', end: '12:30' },
  { start: '13:30', end: '18:00' },
]
const resources: ResourceAvailability[] = [
  resource({
    id: 'r1',
    weeklyHours: [...weekdays(withLunch), ...weekdays([{ start: '10:00', end: '16:00' }], [6])],
  }),
  resource({
    id: 'r2',
    weeklyHours: weekdays(withLunch),
    // A week's holiday.
    timeOff: [{ start: at('2026-03-09', '00:00'), end: at('2026-03-14', '00:00') }],
  }),
  resource({
    id: 'r3',
    weeklyHours: weekdays([
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]),
    overrides: [
      { date: '2026-03-17', intervals: [] },
      { date: '2026-03-20', intervals: [{ start: '10:00', end: '14:00' }] },
    ],
  }),
  resource({
    id: 'r4',
    weeklyHours: [...weekdays(withLunch), ...weekdays([{ start: '10:00', end: '16:00' }], [6])],
    timeOff: [{ start: at('2026-03-24', '13:00'), end: at('2026-03-24', '18:00') }],
  }),
  resource({
    id: 'r5',
    weeklyHours: weekdays([
      { start: '10:00', end: '13:00' },
      { start: '14:00', end: '19:00' },
    ]),
  }),
]

// ~200 bookings: a random weekday of the month, a random quarter hour between 09:00 and 17:00,
// 30–90 minutes (other services too), each with its 10-minute buffers either side.
const bookingCount = 200
const monthDays = Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`)
const workdays = monthDays.filter((d) => DateTime.fromISO(d).weekday <= 5)
for (let i = 0; i < bookingCount; i++) {
  const resource = resources[Math.floor(next() * resources.length)]!
  const date = workdays[Math.floor(next() * workdays.length)]!
  const quarter = Math.floor(next() * 32)
  const time = `${String(9 + Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`
  const start = at(date, time).getTime()
  const minutes = [30, 60, 90][Math.floor(next() * 3)]!
  const entry: BusyEntry = {
    start: start - 10 * 60_000,
    end: start + (minutes + 10) * 60_000,
    seats: 1,
    sameService: false,
  }
  resource.busy.push(entry)
}

const input: SlotInput = {
  timezone,
  from,
  to,
  now: new Date('2026-02-28T18:00:00Z'),
  policy: { minNoticeMinutes: 120, horizonDays: 60 },
  service,
  resources,
}

for (let i = 0; i < warmup; i++) computeSlots(input)
const times: number[] = []
// CPU time of the process per call: on a busy shared machine the wall-time tail includes waiting
// for a core, which this leaves out.
const cpuTimes: number[] = []
let slots = 0
for (let i = 0; i < iterations; i++) {
  const cpuStarted = process.cpuUsage()
  const started = performance.now()
  slots = computeSlots(input).length
  times.push(performance.now() - started)
  const cpu = process.cpuUsage(cpuStarted)
  cpuTimes.push((cpu.user + cpu.system) / 1000)
}
times.sort((a, b) => a - b)
cpuTimes.sort((a, b) => a - b)
// Nearest-rank percentile.
const percentile = (p: number, sorted = times) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
const round = (ms: number) => Math.round(ms * 1000) / 1000
const result = {
  benchmark: 'slots',
  case: '31 days × 5 resources, 15-minute step, 60-minute service with 10-minute buffers',
  bookings: bookingCount,
  slots,
  iterations,
  warmup,
  ms: {
    median: round(percentile(0.5)),
    p95: round(percentile(0.95)),
    p99: round(percentile(0.99)),
    max: round(times.at(-1)!),
  },
  cpuMs: { median: round(percentile(0.5, cpuTimes)), p95: round(percentile(0.95, cpuTimes)) },
  node: process.version,
  cpus: os.cpus().length,
  // Other work on the machine skews the tail; the load average says how busy it was.
  loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
}
console.log(JSON.stringify(result))
console.log(
  `slots: ${slots} slots, ${iterations} iterations: median ${result.ms.median} ms, p95 ${result.ms.p95} ms, p99 ${result.ms.p99} ms, max ${result.ms.max} ms; CPU median ${result.cpuMs.median} ms, p95 ${result.cpuMs.p95} ms (Node ${process.version}, ${result.cpus} CPUs, load ${result.loadAverage1m})`,
)
