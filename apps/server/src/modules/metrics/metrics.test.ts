import parsePrometheusTextFormat, { type Sample } from 'parse-prometheus-text-format'
import { describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server.ts'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import {
  createTestApp,
  expectError,
  readJson,
  serveOnSocket,
  type TestApp,
  useTestApp,
  withApp,
} from '../../testing/create-test-app.ts'
import { testDbKind } from '../../testing/test-db.ts'
import type { Mailer } from '../mail/mailer.ts'
import { sendDueMails } from '../mail/outbox.worker.ts'

const token = 'scrape-token-0123456789abcdef'
const fromThisMachine = { 'x-forwarded-for': '127.0.0.1' }
const fromElsewhere = { 'x-forwarded-for': '203.0.113.7' }

/**
 * /metrics read by a Prometheus text-format parser: each family's type, and each series' samples
 * by name. The parser merges a histogram's series into one and drops their labels
 * (yunyu/parse-prometheus-text-format#13), so the samples are read with histograms declared
 * untyped: their `_bucket`, `_sum` and `_count` series, labels and all.
 */
function parseScrape(text: string) {
  const types = new Map(parsePrometheusTextFormat(text).map((f) => [f.name, f.type]))
  const series = new Map<string, Sample[]>()
  for (const f of parsePrometheusTextFormat(
    text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'),
  ))
    series.set(f.name, [...(series.get(f.name) ?? []), ...f.metrics])
  return { types, series }
}
type Scrape = ReturnType<typeof parseScrape>

async function scrape(
  t: Pick<TestApp, 'request'>,
  headers: Record<string, string> = fromThisMachine,
) {
  const res = await t.request('/metrics', { headers })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  expect(res.headers.get('cache-control')).toBe('no-store')
  return parseScrape(await res.text())
}

/** The series of `name` with these labels among others. */
const seriesOf = (scraped: Scrape, name: string, labels: Record<string, string> = {}) =>
  (scraped.series.get(name) ?? []).filter((m) =>
    Object.entries(labels).every(([key, value]) => m.labels?.[key] === value),
  )

/** The value of the series of `name` with these labels (0 when there is none yet). */
const sampleOf = (scraped: Scrape, name: string, labels: Record<string, string> = {}) =>
  Number(seriesOf(scraped, name, labels)[0]?.value ?? 0)

/** How many requests with these labels were answered. */
const requestsOf = (scraped: Scrape, labels: Record<string, string>) =>
  sampleOf(scraped, 'http_request_duration_seconds_count', labels)

describe(`/metrics (${testDbKind})`, () => {
  let server: RunningServer | undefined
  const t = useTestApp({
    realtime: {},
    metrics: {
      access: 'local',
      token,
      httpConnections: async () => (server ? server.connections() : 0),
    },
  })
  const ids = useServiceIds(t)

  it('counts requests by route pattern and status, bookings, quotes, holds and the outbox', async () => {
    const before = await scrape(t)
    const customer = await signUpAs(t, 'customer', 'Mia Metrics')
    const day = nextWeekday(5)
    const booked = await t.request(
      '/api/v1/bookings',
      send(
        'POST',
        { serviceId: ids['Safety check'], start: londonInstant(day, '09:00') },
        customer.cookie,
      ),
    )
    expect(booked.status).toBe(201)
    const { booking } = await readJson(booked)
    const cancelled = await t.request(
      `/api/v1/bookings/${booking.id}/cancel`,
      send('POST', {}, customer.cookie),
    )
    expect(cancelled.status).toBe(200)
    const held = await t.request(
      '/api/v1/holds',
      send(
        'POST',
        { serviceId: ids['Safety check'], start: londonInstant(day, '11:00') },
        customer.cookie,
      ),
    )
    expect(held.status).toBe(201)
    const asked = await t.request(
      '/api/v1/quotes',
      send(
        'POST',
        {
          serviceId: ids['Custom build'],
          title: 'Touring wheels',
          details: 'A pair of 700c touring wheels, 36 spokes each.',
          preferredDates: [day],
          partySize: 1,
        },
        customer.cookie,
      ),
    )
    expect(asked.status).toBe(201)
    expect((await t.request(`/api/v1/no-such-route/${booking.id}`)).status).toBe(404)

    const after = await scrape(t)
    const moved = (name: string, labels: Record<string, string> = {}) =>
      sampleOf(after, name, labels) - sampleOf(before, name, labels)

    expect(after.types.get('http_request_duration_seconds')).toBe('HISTOGRAM')
    const routes = new Set(
      seriesOf(after, 'http_request_duration_seconds_count').map((m) => m.labels?.route),
    )
    for (const route of ['/api/v1/bookings', '/api/v1/bookings/:id/:action', '/api/v1/holds'])
      expect(routes).toContain(route)
    expect(routes).toContain('unmatched')
    // Patterns only: no id, and no path no route has.
    for (const route of routes) {
      expect(route).not.toContain(booking.id)
      expect(route).not.toContain('no-such-route')
    }
    const posted = { method: 'POST', route: '/api/v1/bookings', status: '201' }
    expect(requestsOf(after, posted) - requestsOf(before, posted)).toBe(1)
    expect(
      requestsOf(after, { method: 'GET', route: 'unmatched', status: '404' }) -
        requestsOf(before, { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBe(1)
    expect(sampleOf(after, 'http_request_duration_seconds_bucket', { ...posted, le: '+Inf' })).toBe(
      requestsOf(after, posted),
    )

    expect(moved('reserva_bookings_total', { outcome: 'created' })).toBe(1)
    expect(moved('reserva_bookings_total', { outcome: 'cancelled' })).toBe(1)
    expect(moved('reserva_bookings_total', { outcome: 'rescheduled' })).toBe(0)
    expect(moved('reserva_quotes_total', { outcome: 'requested' })).toBe(1)
    expect(moved('reserva_holds_total', { outcome: 'created' })).toBe(1)
    expect(sampleOf(after, 'reserva_holds_active')).toBeGreaterThanOrEqual(1)
    expect(after.types.get('reserva_bookings_total')).toBe('COUNTER')

    // The booking's mails wait for the worker, which this app does not run.
    expect(sampleOf(after, 'reserva_database_up')).toBe(1)
    const due = sampleOf(after, 'reserva_outbox_pending_messages', { state: 'due' })
    expect(due).toBeGreaterThanOrEqual(2)
    expect(sampleOf(after, 'reserva_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(0)
    const refusing: Mailer = { send: () => Promise.reject(new Error('550 no')), close() {} }
    await sendDueMails({
      database: t.database,
      mailer: refusing,
      logger: t.logger,
      clock: t.clock,
      onAttempt: t.metrics?.countOutboxAttempt,
    })
    const retried = await scrape(t)
    expect(
      sampleOf(retried, 'reserva_outbox_sends_total', { channel: 'email', outcome: 'retry' }),
    ).toBe(due)
    expect(sampleOf(retried, 'reserva_outbox_retrying_messages')).toBe(due)
    expect(sampleOf(retried, 'reserva_outbox_pending_messages', { state: 'due' })).toBe(0)

    expect(moved('reserva_db_statement_duration_seconds_count')).toBeGreaterThan(10)
    const busy = sampleOf(after, 'reserva_db_pool_connections', { state: 'busy' })
    const idle = sampleOf(after, 'reserva_db_pool_connections', { state: 'idle' })
    expect(busy + idle).toBeGreaterThanOrEqual(1)
    expect(sampleOf(after, 'reserva_db_pool_max_connections')).toBe(
      testDbKind === 'pglite' ? 1 : 10,
    )
    expect(sampleOf(after, 'reserva_db_pool_waiting')).toBe(0)
    expect(sampleOf(after, 'reserva_realtime_sockets')).toBe(0)
    // Node's own: event-loop delay, memory, garbage collection.
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'nodejs_gc_duration_seconds',
    ])
      expect(after.types.has(name), name).toBe(true)
  })

  it('answers this machine and a caller with the token; anyone else gets a 404, as for no such path', async () => {
    server = await serveOnSocket(t.app)
    try {
      const local = await fetch(`http://127.0.0.1:${server.port}/metrics`)
      expect(local.status).toBe(200)
      const scraped = parseScrape(await local.text())
      expect(sampleOf(scraped, 'reserva_http_connections')).toBeGreaterThanOrEqual(1)
      // A proxy on this machine passing on a request from elsewhere: not this machine.
      const proxied = await fetch(`http://127.0.0.1:${server.port}/metrics`, {
        headers: fromElsewhere,
      })
      await expectError(proxied, 404, 'not_found')
    } finally {
      await server.close()
      server = undefined
    }
    const refused = await t.request('/metrics', { headers: fromElsewhere })
    await expectError(refused, 404, 'not_found')
    expect(await scrape(t, { ...fromElsewhere, authorization: `Bearer ${token}` })).toBeTruthy()
    for (const authorization of [
      `Bearer ${token}x`,
      `Bearer ${token.slice(1)}`,
      'Bearer',
      `Basic ${Buffer.from(`x:${token}`).toString('base64')}`,
      `Bearer ${'x'.repeat(5000)}`,
    ]) {
      await expectError(
        await t.request('/metrics', { headers: { ...fromElsewhere, authorization } }),
        404,
        'not_found',
      )
    }
    // A wrong token is refused from this machine too.
    const wrong = { ...fromThisMachine, authorization: `Bearer ${token}x` }
    await expectError(await t.request('/metrics', { headers: wrong }), 404, 'not_found')
    expect(
      (await t.request('/metrics', { method: 'POST', headers: fromThisMachine })).status,
    ).not.toBe(200)
  })

  it('with METRICS=token answers the token only, and without metrics there is no /metrics', async () => {
    await withApp(createTestApp({ metrics: { access: 'token', token } }), async (tokenOnly) => {
      await expectError(
        await tokenOnly.request('/metrics', { headers: fromThisMachine }),
        404,
        'not_found',
      )
      const scraped = await scrape(tokenOnly, { authorization: `Bearer ${token}` })
      expect(scraped.types.has('http_request_duration_seconds')).toBe(true)
    })
    const res = await t.request('/metrics', { headers: fromThisMachine })
    expect(res.status).toBe(200)
    await withApp(createTestApp(), async (without) => {
      const none = await without.request('/metrics', { headers: fromThisMachine })
      expect(none.status).not.toBe(200)
      expect(await none.text()).not.toContain('http_request_duration_seconds')
    })
  })

  it('still answers when the database does not, with its gauges unknown', async () => {
    await withApp(createTestApp({ metrics: { access: 'local' } }), async (down) => {
      await down.database.close()
      const scraped = await scrape(down)
      expect(sampleOf(scraped, 'reserva_database_up')).toBe(0)
      expect(sampleOf(scraped, 'reserva_holds_active')).toBeNaN()
      expect(sampleOf(scraped, 'reserva_outbox_pending_messages', { state: 'due' })).toBeNaN()
      expect(scraped.types.has('process_resident_memory_bytes')).toBe(true)
      expect(down.logs.some((line) => line.msg === 'metrics: the database did not answer')).toBe(
        true,
      )
    })
  })
})
