import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Customer } from './server-customers.ts'

// Clients of a spawned server, and what they were told: the ledger a crash test holds the server
// to after a restart.

/** Calls a running server as its own web page would: with its Origin, and a session cookie. */
export function serverApi(base: string) {
  return (
    path: string,
    { method = 'GET', body, cookie, headers = {}, redirect }: ApiInit = {},
  ): Promise<Response> =>
    fetch(`${base}${path}`, {
      method,
      redirect,
      headers: {
        origin: base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}
interface ApiInit {
  method?: string
  body?: unknown
  cookie?: string
  headers?: Record<string, string>
  /** `manual` to see a redirect's own answer (its Set-Cookie). */
  redirect?: 'follow' | 'manual'
}
export type Api = ReturnType<typeof serverApi>

export interface BookingRequest {
  /** The Idempotency-Key: a retry with it after the crash tells whether the first one committed. */
  key: string
  customer: Customer
  body: { serviceId: string; start: string; seats: number }
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const pick = <T>(list: T[]) => list[crypto.randomInt(list.length)] as T

/**
 * `count` requests for distinct free slots (a few seats of a class, one of anything else), each by
 * a random customer. Slots start at least three days ahead, so customers may still cancel them.
 */
export async function freeSlotRequests(
  api: Api,
  { customers, count, keyPrefix }: { customers: Customer[]; count: number; keyPrefix: string },
): Promise<BookingRequest[]> {
  const { services } = (await (await api('/api/v1/services')).json()) as {
    services: { id: string; pricing: string; capacity: number }[]
  }
  const slots: { serviceId: string; start: string; seatsLeft: number }[] = []
  for (const service of services.filter((s) => s.pricing === 'fixed')) {
    const res = await api(`/api/v1/services/${service.id}/slots?from=${day(3)}&to=${day(55)}`)
    const body = (await res.json()) as { slots: { start: string; seatsLeft: number }[] }
    for (const slot of body.slots) slots.push({ serviceId: service.id, ...slot })
  }
  const chosen = slots
    .map((slot) => ({ slot, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
  if (chosen.length < count) throw new Error(`only ${chosen.length} free slots left`)
  return chosen.map(({ slot }, i) => ({
    key: `${keyPrefix}-${i}`,
    customer: pick(customers),
    body: {
      serviceId: slot.serviceId,
      start: slot.start,
      seats: 1 + crypto.randomInt(Math.min(slot.seatsLeft, 3)),
    },
  }))
}

export interface KnownBooking {
  id: string
  reference: string
  serviceId: string
  resourceId: string
  start: string
  end: string
  seats: number
  customer: Customer
}

/** What the clients were told, and what they sent without hearing back. */
export class Ledger {
  /** Answered 201 (or found by a retry with the same key). */
  booked = new Map<string, KnownBooking>()
  /** Answered 200 to a cancel. */
  cancelled = new Set<string>()
  /** Cancels sent and not answered yet. */
  cancelling = new Set<string>()
  unansweredBookings: BookingRequest[] = []
  unansweredCancels: string[] = []
  /** Answers no client should get (a 500, or a refusal the test did not provoke). */
  unexpected: string[] = []
  /** Retries after a restart that found the first request had committed before the kill. */
  replayed = 0

  record(request: BookingRequest, booking: Omit<KnownBooking, 'customer'>) {
    this.booked.set(booking.id, { ...booking, customer: request.customer })
  }

  cancellable() {
    return [...this.booked.values()].filter(
      (b) => !this.cancelled.has(b.id) && !this.cancelling.has(b.id),
    )
  }
}

interface BookingBody {
  booking: {
    id: string
    reference: string
    status: string
    start: string
    end: string
    seats: number
    service: { id: string }
    resource: { id: string }
  }
}

const known = (b: BookingBody['booking']) => ({
  id: b.id,
  reference: b.reference,
  serviceId: b.service.id,
  resourceId: b.resource.id,
  start: b.start,
  end: b.end,
  seats: b.seats,
})

async function errorCode(res: Response) {
  const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } }
  return body.error?.code
}

/** POSTs one booking. Returns false when no answer came back (the server is gone). */
export async function sendBooking(api: Api, ledger: Ledger, request: BookingRequest) {
  let res: Response
  let body: BookingBody | undefined
  try {
    res = await api('/api/v1/bookings', {
      method: 'POST',
      body: request.body,
      cookie: request.customer.cookie,
      headers: { 'idempotency-key': request.key },
    })
    if (res.status === 201) body = (await res.json()) as BookingBody
  } catch {
    ledger.unansweredBookings.push(request)
    return false
  }
  if (body) {
    ledger.record(request, known(body.booking))
    if (res.headers.get('idempotent-replayed') === 'true') ledger.replayed++
  } else {
    const code = await errorCode(res)
    if (res.status !== 409 || code !== 'bookings.slot_taken')
      ledger.unexpected.push(`booking ${request.key}: ${res.status} ${code}`)
  }
  return true
}

/** Cancels one booking as its customer. Returns false when no answer came back. */
export async function sendCancel(api: Api, ledger: Ledger, booking: KnownBooking) {
  ledger.cancelling.add(booking.id)
  let res: Response
  try {
    res = await api(`/api/v1/bookings/${booking.id}/cancel`, {
      method: 'POST',
      cookie: booking.customer.cookie,
    })
    await res.arrayBuffer()
  } catch {
    ledger.unansweredCancels.push(booking.id)
    return false
  }
  ledger.cancelling.delete(booking.id)
  if (res.status === 200) ledger.cancelled.add(booking.id)
  else ledger.unexpected.push(`cancel ${booking.reference}: ${res.status}`)
  return true
}

/**
 * `concurrency` clients book `requests` and now and then cancel one of the bookings they were
 * given, until the requests run out or the server stops answering. `onAnswer` hears each answer.
 */
export function driveLoad({
  api,
  ledger,
  requests,
  concurrency,
  cancelShare,
  onAnswer,
}: {
  api: Api
  ledger: Ledger
  requests: BookingRequest[]
  concurrency: number
  cancelShare: number
  onAnswer: () => void
}) {
  const queue = [...requests]
  let inFlight = 0
  let serverGone = false
  const worker = async () => {
    while (!serverGone) {
      const cancellable = ledger.cancellable()
      let answered: boolean
      inFlight++
      if (cancellable.length > 0 && Math.random() < cancelShare) {
        answered = await sendCancel(api, ledger, pick(cancellable))
      } else {
        const request = queue.shift()
        if (!request) {
          inFlight--
          return
        }
        answered = await sendBooking(api, ledger, request)
      }
      inFlight--
      if (answered) onAnswer()
      else serverGone = true
    }
  }
  return {
    done: Promise.all(Array.from({ length: concurrency }, worker)).then(() => undefined),
    inFlight: () => inFlight,
  }
}

/**
 * After a restart: sends every request that got no answer again, bookings with their
 * Idempotency-Key. Each then has a definite outcome, so the server must match the ledger exactly.
 */
export async function settleUnanswered(api: Api, ledger: Ledger) {
  const retryBooking = async (request: BookingRequest) => {
    if (!(await sendBooking(api, ledger, request)))
      ledger.unexpected.push(`retry of ${request.key}: no answer`)
  }
  const retryCancel = async (id: string) => {
    const booking = ledger.booked.get(id) as KnownBooking
    const res = await api(`/api/v1/bookings/${id}/cancel`, {
      method: 'POST',
      cookie: booking.customer.cookie,
    })
    const code = res.status === 200 ? undefined : await errorCode(res)
    // Refused as already cancelled: the first request committed before the kill.
    if (res.status === 200 || code === 'bookings.invalid_transition') ledger.cancelled.add(id)
    else ledger.unexpected.push(`retry of cancel ${booking.reference}: ${res.status} ${code}`)
    ledger.cancelling.delete(id)
  }
  await Promise.all([
    ...ledger.unansweredBookings.splice(0).map(retryBooking),
    ...ledger.unansweredCancels.splice(0).map(retryCancel),
  ])
}

/**
 * Every difference between what each customer's booking list says and the ledger: a booking
 * missing or changed, one nobody was told about, or a status that is not what was answered.
 */
export async function differencesFromLedger(api: Api, ledger: Ledger, customers: Customer[]) {
  const differences: string[] = []
  for (const customer of customers) {
    const res = await api('/api/v1/bookings', { cookie: customer.cookie })
    const { bookings } = (await res.json()) as { bookings: BookingBody['booking'][] }
    if (bookings.length >= 200) throw new Error('the list is capped at 200: use fewer bookings')
    const listed = new Map(bookings.map((b) => [b.id, b]))
    for (const expected of ledger.booked.values()) {
      if (expected.customer !== customer) continue
      const found = listed.get(expected.id)
      listed.delete(expected.id)
      if (!found) {
        differences.push(`${expected.reference} (${expected.id}) is missing`)
        continue
      }
      const { customer: _c, ...fields } = expected
      if (JSON.stringify(known(found)) !== JSON.stringify(fields))
        differences.push(`${expected.reference} differs: ${JSON.stringify(found)}`)
      const status = ledger.cancelled.has(expected.id) ? 'cancelled' : 'confirmed'
      if (found.status !== status)
        differences.push(`${expected.reference} is ${found.status}, not ${status}`)
    }
    for (const extra of listed.values())
      differences.push(`${extra.reference} exists but no client was told about it`)
  }
  return differences
}

/** The same comparison on the bookings table itself, down to the customer and the instant. */
export async function differencesInTable(db: Db, ledger: Ledger) {
  const { rows } = (await db.execute(sql`
    select id, reference, customer_id, service_id, resource_id, start_at, end_at, seats, status
      from bookings`)) as unknown as { rows: Record<string, unknown>[] }
  const stored = new Map(rows.map((r) => [r.id as string, r]))
  const differences: string[] = []
  for (const b of ledger.booked.values()) {
    const row = stored.get(b.id)
    stored.delete(b.id)
    const expected = {
      reference: b.reference,
      customer: b.customer.id,
      service: b.serviceId,
      resource: b.resourceId,
      start: b.start,
      end: b.end,
      seats: b.seats,
      status: ledger.cancelled.has(b.id) ? 'cancelled' : 'confirmed',
    }
    const found = row && {
      reference: row.reference,
      customer: row.customer_id,
      service: row.service_id,
      resource: row.resource_id,
      start: new Date(row.start_at as string).toISOString(),
      end: new Date(row.end_at as string).toISOString(),
      seats: row.seats,
      status: row.status,
    }
    if (JSON.stringify(found) !== JSON.stringify(expected))
      differences.push(`${b.reference}: stored ${JSON.stringify(found)}`)
  }
  for (const row of stored.values())
    differences.push(`${row.reference} is stored but no client was told about it`)
  return differences
}
