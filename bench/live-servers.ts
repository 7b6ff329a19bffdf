// What the benches that run whole server processes share (realtime.bench.ts, load.bench.ts):
// a fresh database, servers started as `npm start` runs them, customers signed up from addresses
// of their own, authenticated sockets, and the servers' resident memory.

import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { realtimeServerMessageSchema } from '@reserva/shared'
import pg from 'pg'
import WebSocket from 'ws'
import { uniqueEmail } from '../apps/server/src/testing/auth-helpers.ts'
import { type Api, serverApi } from '../apps/server/src/testing/booking-load.ts'
import { signUpByMail } from '../apps/server/src/testing/server-customers.ts'
import { startSmtpServer } from '../apps/server/src/testing/smtp.ts'
import {
  freePort,
  type SpawnedServer,
  spawnServer,
} from '../apps/server/src/testing/spawn-server.ts'
import { nearestRank } from './bench-run.ts'

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Resident memory of a process, in bytes (Linux). */
export function rss(pid: number) {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024
}

/** What a server started with STATS_LOG_MS logs every that many ms (apps/server/src/index.ts). */
export interface LoggedStats {
  /** When it was logged (ms since the epoch). */
  at: number
  rss: number
  heapUsed: number
  sockets: number
  /** Bytes written to its sockets that their clients have not read yet. */
  socketBufferedBytes: number
}

/** Every `process stats` line the server has logged so far. */
export function loggedStats(server: Server): LoggedStats[] {
  return server.process
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"process stats"'))
    .map((line) => {
      const logged = JSON.parse(line) as {
        time: string
        stats: { rss: number; heapUsed: number }
        sockets: number
        socketBufferedBytes: number
      }
      return {
        at: Date.parse(logged.time),
        rss: logged.stats.rss,
        heapUsed: logged.stats.heapUsed,
        sockets: logged.sockets,
        socketBufferedBytes: logged.socketBufferedBytes,
      }
    })
}

/** Settles the server's memory: a few quiet seconds (its GC runs on its own), then samples. */
export async function settledRss(pid: number) {
  await sleep(3000)
  const samples = []
  for (let i = 0; i < 5; i++) {
    samples.push(rss(pid))
    await sleep(200)
  }
  return nearestRank(samples, 50)
}

/**
 * A socket authenticated as a browser tab would, resolved once the server said `ready`.
 * `onChange` hears every `change` message with the time it arrived, read before anything else:
 * a thousand sockets share this process's one thread, so whatever each handler does before
 * reading the clock would be counted against the sockets after it.
 */
export function authedSocket(
  url: string,
  token: string,
  origin: string,
  onChange: (raw: unknown, at: number) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin })
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })))
    ws.on('error', reject)
    ws.on('message', (data) => {
      const at = performance.now()
      const raw: unknown = JSON.parse(String(data))
      if ((raw as { type?: string }).type === 'change') return onChange(raw, at)
      const message = realtimeServerMessageSchema.parse(raw)
      if (message.type === 'ready') resolve(ws)
      if (message.type === 'error') reject(new Error(message.message))
    })
  })
}

export interface Server {
  api: Api
  socketUrl: string
  origin: string
  process: SpawnedServer
}

/** Where the servers' mails arrive (the links that confirm new customers' addresses). */
let inbox: ReturnType<typeof startSmtpServer> | undefined

/**
 * Takes the mails of a server started elsewhere, whose SMTP_URL names `port` on this machine
 * (memory.bench.mjs starts its own server).
 */
export function receiveMailOn(port: number) {
  inbox ??= startSmtpServer({ port })
  return inbox
}

/** A built server (`npm run build`) started on a free port, once it says it is serving. */
export async function startServer(env: Record<string, string>, publicUrl?: string) {
  inbox ??= startSmtpServer()
  const { url: smtpUrl } = await inbox
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  // TRUST_PROXY: each made-up customer signs up from an address of its own (sign-ups and holds
  // are rate-limited per address), as they would from their own phones.
  const process = spawnServer({
    ...env,
    PORT: String(port),
    PUBLIC_URL: publicUrl ?? origin,
    TRUST_PROXY: '1',
    SMTP_URL: smtpUrl,
  })
  await process.ready
  return {
    api: serverApi(origin),
    socketUrl: `ws://127.0.0.1:${port}/api/realtime`,
    origin,
    process,
  } satisfies Server
}

export async function stopServers(servers: Server[]) {
  for (const server of servers) {
    server.process.child.kill('SIGTERM')
    await server.process.exited
  }
  const stopping = inbox
  inbox = undefined
  await (await stopping)?.close()
}

export interface SignedUp {
  cookie: string
  token: string
  /** The X-Forwarded-For it signed up from: send it with its requests. */
  headers: Record<string, string>
}

/** `count` customers signed up, each from an address of its own, with cookie and access token. */
let runs = 0
export async function signUpCustomers(server: Server, count: number) {
  const run = ++runs
  const people: SignedUp[] = []
  for (let i = 0; i < count; i++) {
    // A run's second measurement signs up as many again: each run its own addresses.
    const headers = { 'x-forwarded-for': `10.${run}.${Math.floor(i / 250)}.${i % 250}` }
    if (!inbox) throw new Error('no inbox: start a server or receive its mail first')
    const { cookie } = await signUpByMail(server.api, await inbox, {
      email: uniqueEmail('live'),
      name: `Rider ${i}`,
      headers,
    })
    const token = await server.api('/api/auth/token', { cookie, headers })
    if (token.status !== 200) throw new Error(`token: ${token.status} ${await token.text()}`)
    people.push({ cookie, headers, token: ((await token.json()) as { token: string }).token })
  }
  return people
}

/**
 * A fresh data directory (PGlite) or database (PostgreSQL, on the server BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names) that the first start fills with the demo business.
 */
export async function freshData(kind: 'pglite' | 'postgres'): Promise<{
  env: Record<string, string>
  remove: () => Promise<void>
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-live-bench-'))
  if (kind === 'pglite')
    return {
      env: { DATA_DIR: dataDir },
      remove: async () => fs.rmSync(dataDir, { recursive: true }),
    }
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? ''
  const name = `reserva_bench_${crypto.randomBytes(4).toString('hex')}`
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(query)
    await client.end()
  }
  await run(`create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), DEMO: '1' },
    async remove() {
      await run(`drop database if exists ${name} with (force)`)
      fs.rmSync(dataDir, { recursive: true })
    },
  }
}
