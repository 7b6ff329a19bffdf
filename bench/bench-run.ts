import os from 'node:os'
import { parseArgs } from 'node:util'

/**
 * A bench's command line: `--name value` for each option, with the defaults given (a number's
 * value is read as a number), and `--databases`: which databases, comma-separated, by default
 * every one (`--databases postgres` to profile one).
 */
export function benchArgs<Defaults extends Record<string, number | string>>(defaults: Defaults) {
  const { values } = parseArgs({
    options: Object.fromEntries(
      Object.entries({ databases: 'pglite,postgres', ...defaults }).map(([name, value]) => [
        name,
        { type: 'string', default: String(value) } as const,
      ]),
    ),
  })
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof defaults[name] === 'number' ? Number(value) : value,
    ]),
  ) as { [Name in keyof Defaults]: Defaults[Name] extends number ? number : string } & {
    databases: string
  }
}

/** The value at rank `p` (0–100) of `xs` by the nearest-rank method; NaN for none. */
export const nearestRank = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** The value at rank floor(p% × n) of `xs` (0–100), as the bookings benchmark has always read it. */
export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
export const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d

/** When and on what a result was measured; other work on the machine (the load) skews the tail. */
export const machine = () => ({
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  load: os.loadavg().map((l) => Math.round(l * 10) / 10),
})
