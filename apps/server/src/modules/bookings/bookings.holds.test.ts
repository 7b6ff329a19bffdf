import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { signUpAs } from '../../testing/auth-helpers.ts'
import { serviceIdsByName } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { testDbKind } from '../../testing/test-db.ts'
import { createHold, holdLimits, sweepLapsedHolds } from './bookings.holds.ts'

// A hold keeps a time from everyone else, so one account must not be able to keep many
// times, or one time for good.
describe(`holds cannot be hoarded (${testDbKind})`, () => {
  const t = useTestApp()
  let ids: Record<string, string>
  const deps = () => ({ db: t.db, events: t.events })
  let people = 0

  beforeAll(async () => {
    ids = await serviceIdsByName(t)
  })

  /** A new customer with an address of their own (tests speak through a trusted proxy). */
  const customer = async () => {
    people++
    const user = await signUpAs(t, 'customer', `Holder ${people}`)
    const me = { id: user.userId, email: user.email, name: 'Holder', role: 'customer' as const }
    return { ...user, me, address: `198.51.100.${people}` }
  }
  type Customer = Awaited<ReturnType<typeof customer>>

  const hold = (
    who: Pick<Customer, 'cookie' | 'address'>,
    body: Record<string, unknown>,
    address = who.address,
  ) =>
    t.request('/api/v1/holds', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: who.cookie,
        'x-forwarded-for': address,
      },
      body: JSON.stringify(body),
    })

  const holdsOf = async (userId: string) =>
    (
      (await t.db.execute(
        sql`select id, start_at, seats, expires_at from holds where holder_id = ${userId}`,
      )) as unknown as { rows: { id: string; start_at: unknown; seats: number }[] }
    ).rows

  const slotStarts = async (service: string, date: string) =>
    (
      await readJson(
        await t.request(`/api/v1/services/${ids[service]}/slots?from=${date}&to=${date}`),
      )
    ).slots.map((s: { start: string }) => s.start)

  it('gives a person one hold: a new time replaces the old one, and the database refuses a second row', async () => {
    const cat = await customer()
    const day = nextWeekday(1)
    const first = londonInstant(day, '10:00')
    const second = londonInstant(day, '14:00')
    expect((await hold(cat, { serviceId: ids['Bike fitting'], start: first })).status).toBe(201)
    expect(await slotStarts('Bike fitting', day)).not.toContain(first)

    const moved = await hold(cat, { serviceId: ids['Bike fitting'], start: second })
    expect(moved.status).toBe(201)
    const rows = await holdsOf(cat.userId)
    expect(rows.map((r) => r.id)).toEqual([(await readJson(moved)).hold.id])
    const free = await slotStarts('Bike fitting', day)
    expect(free).toContain(first)
    expect(free).not.toContain(second)

    // Written behind the service's back, a second hold for the same person is refused.
    await expect(
      t.db.execute(sql`
        insert into holds (service_id, resource_id, start_at, end_at, block_start, block_end,
                           share_key, seats, holder_id, expires_at)
        select service_id, resource_id, start_at + interval '3 hours', end_at + interval '3 hours',
               block_start + interval '3 hours', block_end + interval '3 hours', 'manual', 1,
               holder_id, expires_at
          from holds where holder_id = ${cat.userId}
      `),
    ).rejects.toMatchObject({ cause: { code: '23505' } })
  })

  it('answers a hold of the time one already holds with that hold, unchanged: asking again never extends it', async () => {
    const cat = await customer()
    const start = londonInstant(nextWeekday(2), '10:00')
    const made = await hold(cat, { serviceId: ids['Bike fitting'], start })
    expect(made.status).toBe(201)
    const { hold: first } = await readJson(made)

    const again = await hold(cat, { serviceId: ids['Bike fitting'], start })
    expect(again.status).toBe(200)
    expect((await readJson(again)).hold).toEqual(first)

    // Eight minutes on, with two minutes left, asking again still gives two minutes.
    const later = await createHold(deps(), {
      user: cat.me,
      address: cat.address,
      serviceId: ids['Bike fitting'] as string,
      start: new Date(start),
      seats: 1,
      now: new Date(Date.parse(first.expiresAt) - 2 * 60_000),
    })
    expect(later).toEqual({ hold: first, created: false })
  })

  it('keeps the expiry when a live hold only changes its number of places', async () => {
    const cat = await customer()
    const start = londonInstant(nextWeekday(3), '18:00')
    const two = await hold(cat, { serviceId: ids['Maintenance class'], start, seats: 2 })
    expect(two.status).toBe(201)
    const { hold: before } = await readJson(two)
    const three = await hold(cat, { serviceId: ids['Maintenance class'], start, seats: 3 })
    expect(three.status).toBe(201)
    const { hold: after } = await readJson(three)
    expect(after.expiresAt).toBe(before.expiresAt)
    expect((await holdsOf(cat.userId)).map((r) => r.seats)).toEqual([3])
  })

  it('never lets a lapsed hold stand in the way: neither one’s own nor someone else’s', async () => {
    const cat = await customer()
    const otis = await customer()
    const day = nextWeekday(4)
    const lapsed = (who: Customer, time: string) =>
      createHold(deps(), {
        user: who.me,
        address: who.address,
        serviceId: ids['Bike fitting'] as string,
        start: new Date(londonInstant(day, time)),
        seats: 1,
        now: new Date(Date.now() - 11 * 60_000),
      })
    await lapsed(cat, '10:00')
    await lapsed(otis, '14:00')

    // Her own lapsed hold of the same time: a fresh hold, with a fresh expiry.
    const again = await hold(cat, {
      serviceId: ids['Bike fitting'],
      start: londonInstant(day, '10:00'),
    })
    expect(again.status).toBe(201)
    expect(Date.parse((await readJson(again)).hold.expiresAt) - Date.now()).toBeGreaterThan(
      9 * 60_000,
    )
    // Someone else's lapsed hold of a time.
    const taken = await hold(cat, {
      serviceId: ids['Bike fitting'],
      start: londonInstant(day, '14:00'),
    })
    expect(taken.status).toBe(201)
    expect(await holdsOf(cat.userId)).toHaveLength(1)
  })

  it('refuses a hold on a quote-only service with 422 bookings.quote_only, writing nothing', async () => {
    const cat = await customer()
    const res = await hold(cat, {
      serviceId: ids['Custom build'],
      start: londonInstant(nextWeekday(1), '10:00'),
    })
    await expectError(res, 422, 'bookings.quote_only')
    expect(await holdsOf(cat.userId)).toEqual([])
  })

  it('gives a fresh hold of one time three times an hour: hopping away and back cannot keep it', async () => {
    const cat = await customer()
    const day = nextWeekday(5)
    const kept = { serviceId: ids['Bike fitting'], start: londonInstant(day, '11:00') }
    const other = { serviceId: ids['Bike fitting'], start: londonInstant(day, '15:00') }
    for (let round = 0; round < holdLimits.freshPerSlot.max; round++) {
      expect((await hold(cat, kept)).status).toBe(201)
      expect((await hold(cat, other)).status).toBe(201)
    }
    const refused = await hold(cat, kept)
    expect(refused.status).toBe(429)
    const body = await readJson(refused)
    expect(body.error.code).toBe('rate_limited')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(50 * 60)
    expect(retryAfter).toBeLessThanOrEqual(60 * 60)
    expect(body.error.details.retryAfter).toBe(retryAfter)
    // The refusal changed nothing: the other time is still hers, and the kept one is free.
    expect(
      (await holdsOf(cat.userId)).map((r) => new Date(r.start_at as string).toISOString()),
    ).toEqual([other.start])
    expect(await slotStarts('Bike fitting', day)).toContain(kept.start)
  })

  it('limits hold requests per person and per address, counting every attempt, with Retry-After', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000'
    const attempt = { serviceId: nobody, start: londonInstant(nextWeekday(1), '10:00') }

    const cat = await customer()
    for (let i = 0; i < holdLimits.perUser.max; i++) {
      // From many addresses: the person's own limit still counts them all.
      expect((await hold(cat, attempt, `192.0.2.${i}`)).status).toBe(404)
    }
    const refused = await hold(cat, attempt, '192.0.2.200')
    await expectError(refused, 429, 'rate_limited')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const shared = '203.0.113.77'
    const household = await Promise.all([customer(), customer(), customer(), customer()])
    for (let i = 0; i < holdLimits.perAddress.max; i++) {
      const who = household[i % household.length] as Customer
      expect((await hold(who, attempt, shared)).status).toBe(404)
    }
    const fifth = await customer()
    const blocked = await hold(fifth, attempt, shared)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // The same person from their own address is not affected.
    expect((await hold(fifth, attempt)).status).toBe(404)
  })

  it('lets its holder let a hold go; nobody else can', async () => {
    const cat = await customer()
    const otis = await customer()
    const start = londonInstant(nextWeekday(2), '15:00')
    const { hold: held } = await readJson(
      await hold(cat, { serviceId: ids['Bike fitting'], start }),
    )
    const release = (who: Customer) =>
      t.request(`/api/v1/holds/${held.id}`, { method: 'DELETE', headers: { cookie: who.cookie } })
    expect((await release(otis)).status).toBe(404)
    expect(await holdsOf(cat.userId)).toHaveLength(1)
    expect((await release(cat)).status).toBe(204)
    expect(await holdsOf(cat.userId)).toEqual([])
    expect(await slotStarts('Bike fitting', nextWeekday(2))).toContain(start)
  })

  it('sweeps lapsed holds away (the scheduler’s hold sweep), leaving live ones', async () => {
    const cat = await customer()
    const otis = await customer()
    const day = nextWeekday(1)
    await createHold(deps(), {
      user: cat.me,
      address: cat.address,
      serviceId: ids['Bike fitting'] as string,
      start: new Date(londonInstant(day, '16:00')),
      seats: 1,
      now: new Date(Date.now() - 11 * 60_000),
    })
    // Far from the lapsed one, so making it does not sweep the lapsed one on the way.
    const live = await hold(otis, {
      serviceId: ids['Bike fitting'],
      start: londonInstant(day, '11:00'),
    })
    expect(live.status).toBe(201)

    expect(await sweepLapsedHolds(deps(), { now: t.clock.now() })).toBeGreaterThanOrEqual(1)
    expect(await holdsOf(cat.userId)).toEqual([])
    expect(await holdsOf(otis.userId)).toHaveLength(1)
  })
})
