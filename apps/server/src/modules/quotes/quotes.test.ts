import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DomainEvent } from '../../lib/domain-events.ts'
import { send } from '../../testing/auth-helpers.ts'
import { useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { useQuotePeople } from '../../testing/quote-people.ts'
import { auditLog } from '../audit/audit.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { expireOffers } from './quotes.service.ts'
import { quotes as quotesTable } from './quotes.table.ts'

describe('quotes', () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  const { customer, stranger, operator } = useQuotePeople(t)
  const wednesday = nextWeekday(3)
  const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()

  const post = (path: string, body: unknown, cookie: string) =>
    t.request(path, send('POST', body, cookie))
  const ask = async (cookie = customer.cookie, extra: Record<string, unknown> = {}) => {
    const res = await post(
      '/api/v1/quotes',
      {
        serviceId: ids['Custom build'],
        title: 'Gravel wheelset build',
        details: 'Hand-built 650b wheels, DT Swiss hubs, 28 spokes.',
        preferredDates: [wednesday],
        partySize: 1,
        ...extra,
      },
      cookie,
    )
    expect(res.status).toBe(201)
    return (await readJson(res)).quote
  }
  const offer = (id: string, extra: Record<string, unknown> = {}) =>
    post(
      `/api/v1/quotes/${id}/offer`,
      {
        priceMinor: 42000,
        validUntil: inAWeek(),
        serviceId: ids['Custom build'],
        proposedStart: londonInstant(wednesday, '10:00'),
        message: 'Ready in a week.',
        ...extra,
      },
      operator.cookie,
    )

  it('goes request → offer → accept, making the booking at the offered price in one go', async () => {
    const quote = await ask()
    expect(quote).toMatchObject({
      reference: expect.stringMatching(/^QTE-[2-9A-HJKMNP-Z]{6}$/),
      status: 'requested',
      service: { name: 'Custom build' },
      preferredDates: [wednesday],
      offer: null,
      can: { accept: false, withdraw: true, offer: false },
    })
    const offered = await readJson(await offer(quote.id))
    expect(offered.quote).toMatchObject({
      status: 'offered',
      offer: {
        priceMinor: 42000,
        currency: 'GBP',
        proposedStart: londonInstant(wednesday, '10:00'),
        proposedEnd: londonInstant(wednesday, '11:00'),
        message: 'Ready in a week.',
      },
    })
    const mine = await readJson(
      await t.request(`/api/v1/quotes/${quote.id}`, { headers: { cookie: customer.cookie } }),
    )
    expect(mine.quote.can).toMatchObject({ accept: true, decline: true, withdraw: true })

    const accepted = await post(`/api/v1/quotes/${quote.id}/accept`, {}, customer.cookie)
    expect(accepted.status).toBe(200)
    const { quote: done, booking } = await readJson(accepted)
    expect(done).toMatchObject({
      status: 'accepted',
      bookingId: booking.id,
      bookingReference: booking.reference,
    })
    expect(booking).toMatchObject({
      status: 'confirmed',
      source: 'quote',
      priceMinor: 42000,
      start: londonInstant(wednesday, '10:00'),
      service: { name: 'Custom build' },
      customer: { id: customer.userId },
    })
    const trail = (await t.db.select().from(auditLog).where(eq(auditLog.entityId, quote.id))).map(
      (a) => a.action,
    )
    expect(trail).toEqual(['quote.requested', 'quote.offered', 'quote.accepted'])
    const mails = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.subject} like ${`%${quote.reference}%`}`)
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'quote_accepted',
      'quote_offered',
      'quote_requested',
    ])
    expect(mails.find((m) => m.kind === 'quote_offered')?.to).toBe(customer.email)
  })

  it('keeps the quote offered when the proposed time was taken meanwhile (409)', async () => {
    const quote = await ask()
    await offer(quote.id, { proposedStart: londonInstant(wednesday, '14:00') })
    // Someone books that hour of the same mechanic first.
    const taken = await post(
      '/api/v1/bookings',
      { serviceId: ids['Custom build'], start: londonInstant(wednesday, '14:00') },
      stranger.cookie,
    )
    expect(taken.status).toBe(422) // quote-only service: not bookable directly
    // Two safety checks at that hour take both mechanics who do them, the builder included.
    for (const _ of [1, 2]) {
      await t.request(
        '/api/v1/bookings',
        send(
          'POST',
          { serviceId: ids['Safety check'], start: londonInstant(wednesday, '14:00') },
          stranger.cookie,
        ),
      )
    }
    const res = await post(`/api/v1/quotes/${quote.id}/accept`, {}, customer.cookie)
    await expectError(res, 409, 'bookings.slot_taken')
    const [row] = await t.db.select().from(quotesTable).where(eq(quotesTable.id, quote.id))
    expect(row).toMatchObject({ status: 'offered', bookingId: null })
    expect(
      await t.db
        .select()
        .from(bookings)
        .where(sql`${bookings.notes} like ${`Quote ${quote.reference}%`}`),
    ).toEqual([])

    // Offered again without a time: the customer chooses one when accepting.
    await offer(quote.id, { proposedStart: null })
    const noTime = await post(`/api/v1/quotes/${quote.id}/accept`, {}, customer.cookie)
    await expectError(noTime, 422, 'quotes.start_required')
    const chosen = await post(
      `/api/v1/quotes/${quote.id}/accept`,
      { start: londonInstant(wednesday, '15:30') },
      customer.cookie,
    )
    expect(chosen.status).toBe(200)
    expect((await readJson(chosen)).booking.start).toBe(londonInstant(wednesday, '15:30'))
  })

  it('lets the customer decline or withdraw, and staff reject; each only from the right state', async () => {
    const a = await ask()
    await offer(a.id, { proposedStart: null })
    expect(
      (await readJson(await post(`/api/v1/quotes/${a.id}/decline`, {}, customer.cookie))).quote
        .status,
    ).toBe('declined')
    const again = await post(
      `/api/v1/quotes/${a.id}/accept`,
      { start: londonInstant(wednesday, '16:00') },
      customer.cookie,
    )
    await expectError(again, 409, 'quotes.invalid_transition')

    const b = await ask()
    expect(
      (await readJson(await post(`/api/v1/quotes/${b.id}/withdraw`, {}, customer.cookie))).quote
        .status,
    ).toBe('withdrawn')
    expect((await offer(b.id)).status).toBe(409)

    const c = await ask()
    const rejected = await post(
      `/api/v1/quotes/${c.id}/reject`,
      { message: 'Not something we do.' },
      operator.cookie,
    )
    const turnedDown = (await readJson(rejected)).quote
    expect(turnedDown.status).toBe('rejected')
    expect(turnedDown.messages).toMatchObject([
      { body: 'Not something we do.', author: { name: 'Olga Operator', staff: true } },
    ])
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.kind} = 'quote_rejected' and ${outbox.subject} like ${`%${c.reference}%`}`,
      )
    expect(mail?.text).toContain('Not something we do.')
  })

  it('expires offers by themselves, and an expired offer cannot be accepted', async () => {
    const quote = await ask()
    await offer(quote.id, { validUntil: new Date(Date.now() + 60_000).toISOString() })
    const deps = { db: t.db, events: t.events, publicUrl: 'http://localhost:3000' }
    expect(await expireOffers(deps, { now: new Date(Date.now() - 60_000) })).toBe(0)
    expect(
      await expireOffers(deps, { now: new Date(Date.now() + 120_000) }),
    ).toBeGreaterThanOrEqual(1)
    const read = await readJson(
      await t.request(`/api/v1/quotes/${quote.id}`, { headers: { cookie: customer.cookie } }),
    )
    expect(read.quote).toMatchObject({ status: 'expired', can: { accept: false } })
    const late = await post(`/api/v1/quotes/${quote.id}/accept`, {}, customer.cookie)
    expect(late.status).toBe(409)
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.kind} = 'quote_expired' and ${outbox.subject} like ${`%${quote.reference}%`}`,
      )
    expect(mail?.to).toBe(customer.email)
  })

  it('publishes each change as an event once it has committed, and nothing for a refused one', async () => {
    const seen: DomainEvent[] = []
    const unsubscribe = t.events.afterCommit('*', (event) => {
      seen.push(event)
    })
    try {
      const quote = await ask()
      await offer(quote.id, { proposedStart: null })
      await post(`/api/v1/quotes/${quote.id}/messages`, { body: 'Which rims?' }, customer.cookie)
      // Refused inside its transaction (no time chosen): rolled back, so nothing is published.
      const refused = await post(`/api/v1/quotes/${quote.id}/accept`, {}, customer.cookie)
      expect(refused.status).toBe(422)
      await post(`/api/v1/quotes/${quote.id}/withdraw`, {}, customer.cookie)
      const about = { quoteId: quote.id, customerId: customer.userId }
      expect(seen.filter((e) => 'quoteId' in e && e.quoteId === quote.id)).toEqual([
        { type: 'quote.requested', ...about },
        { type: 'quote.offered', ...about },
        {
          type: 'quote.message_added',
          ...about,
          messageId: expect.any(String),
          authorId: customer.userId,
        },
        { type: 'quote.withdrawn', ...about },
      ])
    } finally {
      unsubscribe()
    }
  })

  it('keeps a message thread between the customer and staff', async () => {
    const quote = await ask()
    await post(
      `/api/v1/quotes/${quote.id}/messages`,
      { body: 'Can you use black rims?' },
      customer.cookie,
    )
    const res = await post(
      `/api/v1/quotes/${quote.id}/messages`,
      { body: 'Yes, no extra charge.' },
      operator.cookie,
    )
    expect(res.status).toBe(201)
    const { quote: read } = await readJson(res)
    expect(
      read.messages.map((m: { body: string; author: { staff: boolean } }) => [
        m.body,
        m.author.staff,
      ]),
    ).toEqual([
      ['Can you use black rims?', false],
      ['Yes, no extra charge.', true],
    ])
    expect(
      (await post(`/api/v1/quotes/${quote.id}/messages`, { body: '  ' }, customer.cookie)).status,
    ).toBe(400)
  })

  it('lets staff see every quote, and a customer only theirs: no route reveals or changes another’s', async () => {
    const quote = await ask()
    await offer(quote.id)
    const all = await readJson(
      await t.request('/api/v1/quotes?scope=all&status=offered', {
        headers: { cookie: operator.cookie },
      }),
    )
    expect(all.quotes.map((q: { id: string }) => q.id)).toContain(quote.id)
    expect(
      (await t.request('/api/v1/quotes?scope=all', { headers: { cookie: stranger.cookie } }))
        .status,
    ).toBe(403)
    const theirs = await readJson(
      await t.request('/api/v1/quotes', { headers: { cookie: stranger.cookie } }),
    )
    expect(theirs.quotes.map((q: { id: string }) => q.id)).not.toContain(quote.id)

    const asStranger = [
      t.request(`/api/v1/quotes/${quote.id}`, { headers: { cookie: stranger.cookie } }),
      post(`/api/v1/quotes/${quote.id}/accept`, {}, stranger.cookie),
      post(`/api/v1/quotes/${quote.id}/decline`, {}, stranger.cookie),
      post(`/api/v1/quotes/${quote.id}/withdraw`, {}, stranger.cookie),
      post(`/api/v1/quotes/${quote.id}/messages`, { body: 'hi' }, stranger.cookie),
      post(
        `/api/v1/quotes/${quote.id}/offer`,
        { priceMinor: 1, validUntil: inAWeek(), serviceId: ids['Custom build'] },
        stranger.cookie,
      ),
      post(`/api/v1/quotes/${quote.id}/reject`, {}, stranger.cookie),
    ]
    for (const res of await Promise.all(asStranger)) expect(res.status).toBe(404)
    // The customer cannot do staff work on their own quote either.
    expect(
      (
        await post(
          `/api/v1/quotes/${quote.id}/offer`,
          { priceMinor: 1, validUntil: inAWeek(), serviceId: ids['Custom build'] },
          customer.cookie,
        )
      ).status,
    ).toBe(403)
    expect((await post(`/api/v1/quotes/${quote.id}/reject`, {}, customer.cookie)).status).toBe(403)
    // Staff cannot accept for the customer.
    expect((await post(`/api/v1/quotes/${quote.id}/accept`, {}, operator.cookie)).status).toBe(403)
    expect(
      (
        await t.request('/api/v1/quotes', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
    ).toBe(400)
  })

  it('refuses bad requests clearly and writes nothing', async () => {
    const before = (await t.db.select().from(quotesTable)).length
    const bad = await post(
      '/api/v1/quotes',
      { title: 'x', details: 'short', partySize: 0, preferredDates: ['soon'] },
      customer.cookie,
    )
    expect(bad.status).toBe(400)
    expect((await readJson(bad)).error.details.map((d: { path: string }) => d.path).sort()).toEqual(
      ['details', 'partySize', 'preferredDates.0', 'title'],
    )
    const unknown = await post(
      '/api/v1/quotes',
      {
        serviceId: '00000000-0000-4000-8000-000000000000',
        title: 'Anything',
        details: 'Anything at all, really.',
      },
      customer.cookie,
    )
    await expectError(unknown, 400, 'quotes.unknown_service')
    expect((await t.db.select().from(quotesTable)).length).toBe(before)
    const free = await post(
      '/api/v1/quotes',
      { serviceId: null, title: 'Restore a 1970s frame', details: 'Rust, paint and new decals.' },
      customer.cookie,
    )
    expect((await readJson(free)).quote.service).toBeNull()
  })
})
