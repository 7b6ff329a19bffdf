// The load bench's people (load.bench.ts), for any bench that puts a server under that load
// (memory.bench.mjs through memory-load.ts): each customer goes round the booking journey, paced
// as a person is, and the first customers keep every tab they may open live, refreshing their
// tokens as the browser does. Every answer is kept.

import crypto from 'node:crypto'
import { realtimeLimits } from '@reserva/shared'
import type WebSocket from 'ws'
import { holdLimits } from '../apps/server/src/modules/bookings/bookings.holds.ts'
import { authedSocket, type Server, type SignedUp, sleep } from './live-servers.ts'

export type Kind = 'slots' | 'hold' | 'book' | 'cancel' | 'token'
export interface Answer {
  kind: Kind
  /** ms since the recorder's start */
  at: number
  ms: number
  status: number
  code?: string
}

/** A person's holds at most one every this many ms: holdLimits.perUser (30 in 10 minutes). */
export const holdEveryMs = (holdLimits.perUser.windowSeconds * 1000) / holdLimits.perUser.max + 500

/** The answers a journey may meet and carry on after: someone else was quicker. */
export const expected = new Set(['409 bookings.slot_taken', '409 bookings.hold_busy'])

const pick = <T>(list: T[]) => list[crypto.randomInt(list.length)] as T
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
type ErrorBody = { error?: { code?: string } } | undefined

/** Keeps every answer, timed from `t0` (performance.now()). */
export function answerRecorder(t0 = performance.now()) {
  const answers: Answer[] = []
  /** One timed request; the body is read whole so that the time includes it. */
  async function timed(
    kind: Kind,
    server: Server,
    path: string,
    init: Parameters<Server['api']>[1],
  ): Promise<{ status: number; body: unknown }> {
    const sent = performance.now()
    let status = 0
    let body: unknown
    let retryAfter: string | null = null
    try {
      const res = await server.api(path, init)
      status = res.status
      retryAfter = res.headers.get('retry-after')
      const text = await res.text()
      body = text ? JSON.parse(text) : undefined
    } catch (error) {
      body = { error: { code: `network: ${(error as Error).message}` } }
    }
    const done = performance.now()
    let code = status >= 300 || status === 0 ? (body as ErrorBody)?.error?.code : undefined
    // The hold limits all answer `rate_limited`; the wait tells an hour-long one from the others.
    if (status === 429) code = `${code}, Retry-After ${retryAfter} s`
    answers.push({ kind, at: done - t0, ms: done - sent, status, code })
    return { status, body }
  }
  return { answers, timed, t0 }
}
export type Timed = ReturnType<typeof answerRecorder>['timed']

/** The services a journey books: those with a fixed price (a quote-priced job is asked for). */
export async function bookableServices(server: Server): Promise<{ id: string; pricing: string }[]> {
  const { services } = (await (await server.api('/api/v1/services')).json()) as {
    services: { id: string; pricing: string }[]
  }
  return services.filter((s) => s.pricing === 'fixed')
}

/**
 * One person until `until` (performance.now()): browse a week of a service's slots (twice), hold
 * one of the free times, book it, and cancel one of their earlier bookings once they have two.
 */
export async function journey(
  timed: Timed,
  servers: Server[],
  services: { id: string }[],
  customer: SignedUp,
  until: number,
) {
  const booked: string[] = []
  let turn = crypto.randomInt(servers.length)
  const next = () => servers[turn++ % servers.length] as Server
  const as = { cookie: customer.cookie, headers: customer.headers }
  // People do not all start at the same moment.
  await sleep(Math.min(crypto.randomInt(holdEveryMs), until - performance.now()))
  let lastRound = Number.NEGATIVE_INFINITY
  while (performance.now() < until) {
    // The pause is before browsing: what a person holds is what they have just seen free. A
    // round that found no free time pauses too (a person does not reload as fast as a machine).
    await sleep(Math.max(0, Math.min(lastRound + holdEveryMs, until) - performance.now()))
    if (performance.now() >= until) break
    lastRound = performance.now()
    const service = pick(services)
    let slots: { start: string }[] = []
    for (let look = 0; look < 2; look++) {
      const from = 3 + crypto.randomInt(50)
      const { status, body } = await timed(
        'slots',
        next(),
        `/api/v1/services/${service.id}/slots?from=${day(from)}&to=${day(from + 7)}`,
        as,
      )
      if (status === 200) slots = (body as { slots: { start: string }[] }).slots
    }
    if (slots.length === 0) continue
    const { start } = pick(slots)
    const hold = await timed('hold', next(), '/api/v1/holds', {
      ...as,
      method: 'POST',
      body: { serviceId: service.id, start, seats: 1 },
    })
    if (hold.status !== 200 && hold.status !== 201) continue
    const book = await timed('book', next(), '/api/v1/bookings', {
      ...as,
      method: 'POST',
      body: { serviceId: service.id, start, seats: 1 },
      headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() },
    })
    if (book.status === 201) booked.push((book.body as { booking: { id: string } }).booking.id)
    if (booked.length > 1) {
      const id = booked.splice(crypto.randomInt(booked.length), 1)[0] as string
      await timed('cancel', next(), `/api/v1/bookings/${id}/cancel`, { ...as, method: 'POST' })
    }
  }
}

/**
 * The live screens: `count` sockets, each of the first customers with every tab they may open,
 * spread over the servers. As the browser does, a token with less than 90 s left is fetched again
 * and every tab of that person sends it on its socket (the server closes a socket whose token
 * expired). `closes` counts the sockets the servers closed, by code and reason.
 */
export async function openTabs({
  servers,
  customers,
  count,
  timed,
  onChange,
}: {
  servers: Server[]
  customers: SignedUp[]
  count: number
  timed: Timed
  onChange: () => void
}) {
  const sockets: WebSocket[] = []
  const closes: Record<string, number> = {}
  const tabs = realtimeLimits.maxSocketsPerUser
  const tabsOf = new Map<SignedUp, WebSocket[]>()
  for (let i = 0; i < count; i++) {
    const server = servers[i % servers.length] as Server
    const person = customers[Math.floor(i / tabs)] as SignedUp
    const ws = await authedSocket(server.socketUrl, person.token, server.origin, onChange)
    ws.on('close', (code, reason) => {
      const key = `${code} ${reason}`
      closes[key] = (closes[key] ?? 0) + 1
    })
    sockets.push(ws)
    tabsOf.set(person, [...(tabsOf.get(person) ?? []), ws])
  }
  const expiresAt = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number })
      .exp * 1000
  const refreshTokens = async () => {
    for (const [person, tabs] of tabsOf) {
      if (expiresAt(person.token) - Date.now() > 90_000) continue
      const { status, body } = await timed('token', servers[0] as Server, '/api/auth/token', {
        cookie: person.cookie,
        headers: person.headers,
      })
      if (status !== 200) continue
      person.token = (body as { token: string }).token
      for (const ws of tabs) ws.send(JSON.stringify({ type: 'auth', token: person.token }))
    }
  }
  const refresher = setInterval(() => void refreshTokens(), 30_000)
  return {
    sockets,
    closes,
    /** Stops refreshing tokens; the sockets stay open. */
    stopRefreshing: () => clearInterval(refresher),
  }
}
