import type { Booking, BookingList } from '@reserva/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { send } from '../../testing/auth-helpers.ts'
import { type Person, useBookingApp } from '../../testing/booking-app.ts'
import { dayAfter, londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectRefusedQueries, readJson } from '../../testing/create-test-app.ts'

// The staff's bookings list: search, filters, sorting and paging, all on the
// server; and a customer still sees only their own.
describe('GET /api/v1/bookings: search, filters, sorting, paging', () => {
  const { t, ids, customer, other, operator, book } = useBookingApp()
  const made: Booking[] = []
  const tuesday = nextWeekday(2)
  // The day after: `nextWeekday(3)` comes before `nextWeekday(2)` when run on a Sunday.
  const wednesday = dayAfter(tuesday)

  const ask = (query: string, who: Person = operator) =>
    t.request(`/api/v1/bookings?${query}`, { headers: { cookie: who.cookie } })
  const list = async (query: string, who: Person = operator) => {
    const response = await ask(query, who)
    return { status: response.status, body: (await readJson(response)) as BookingList }
  }
  const references = (body: BookingList) => body.bookings.map((b) => b.reference)

  beforeAll(async () => {
    const plan = [
      [customer, 'Safety check', tuesday, '09:00'],
      [customer, 'Full service', tuesday, '14:00'],
      [other, 'Safety check', tuesday, '10:00'],
      [other, 'Safety check', wednesday, '09:00'],
      [customer, 'Safety check', wednesday, '11:00'],
    ] as const
    for (const [who, service, day, time] of plan) {
      const response = await book(who.cookie, {
        serviceId: ids[service],
        start: londonInstant(day, time),
      })
      expect(response.status, await response.clone().text()).toBe(201)
      made.push((await readJson(response)).booking)
    }
    const cancelled = made[2] as Booking
    await t.request(`/api/v1/bookings/${cancelled.id}/cancel`, {
      method: 'POST',
      headers: { cookie: operator.cookie },
    })
  })

  it('answers staff with every booking, soonest first, and the total', async () => {
    const { status, body } = await list('scope=all')
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 5, limit: 200, offset: 0 })
    const starts = body.bookings.map((b) => b.start)
    expect(starts).toEqual([...starts].sort())
  })

  it('finds by part of the reference, the customer’s name or e-mail, in any case', async () => {
    const target = made[3] as Booking
    const byReference = await list(`scope=all&search=${target.reference.slice(-5).toLowerCase()}`)
    expect(references(byReference.body)).toEqual([target.reference])

    const byName = await list('scope=all&search=OTIS')
    expect(byName.body.total).toBe(2)
    expect(byName.body.bookings.every((b) => b.customer?.name === 'Otis Other')).toBe(true)

    const byEmail = await list(`scope=all&search=${encodeURIComponent(customer.email ?? '')}`)
    expect(byEmail.body.total).toBe(3)
  })

  it('takes the search literally: LIKE wildcards match only themselves', async () => {
    expect((await list('scope=all&search=%25')).body.total).toBe(0)
    expect((await list('scope=all&search=_')).body.total).toBe(0)
  })

  it('filters by status, service, resource and period', async () => {
    expect((await list('scope=all&status=cancelled')).body.total).toBe(1)
    expect((await list('scope=all&status=confirmed,cancelled')).body.total).toBe(5)
    const full = await list(`scope=all&serviceId=${ids['Full service']}`)
    expect(references(full.body)).toEqual([made[1]?.reference])
    const resourceId = (made[0] as Booking).resource.id
    const onResource = await list(`scope=all&resourceId=${resourceId}`)
    expect(onResource.body.bookings.every((b) => b.resource.id === resourceId)).toBe(true)
    expect(onResource.body.total).toBeGreaterThan(0)
    const from = londonInstant(wednesday, '00:00')
    const onWednesday = await list(`scope=all&from=${encodeURIComponent(from)}`)
    expect(onWednesday.body.total).toBe(2)
  })

  it('sorts by any column either way and pages with a stable order', async () => {
    const byCustomer = await list('scope=all&sort=customer&order=desc')
    const names = byCustomer.body.bookings.map((b) => b.customer?.name ?? '')
    expect(names).toEqual([...names].sort().reverse())

    const first = await list('scope=all&sort=created&order=asc&limit=2')
    const second = await list('scope=all&sort=created&order=asc&limit=2&offset=2')
    const third = await list('scope=all&sort=created&order=asc&limit=2&offset=4')
    expect(first.body.total).toBe(5)
    expect(third.body).toMatchObject({ total: 5, offset: 4 })
    expect([
      ...references(first.body),
      ...references(second.body),
      ...references(third.body),
    ]).toEqual(made.map((b) => b.reference))
    const beyond = await list('scope=all&offset=50')
    expect(beyond.body).toMatchObject({ bookings: [], total: 5 })
  })

  it('gives a customer only their own bookings, newest first, whatever they search', async () => {
    const mine = await list('search=otis', customer)
    expect(mine.body.total).toBe(0)
    const all = await list('', customer)
    expect(all.body.total).toBe(3)
    const starts = all.body.bookings.map((b) => b.start)
    expect(starts).toEqual([...starts].sort().reverse())
    expect((await list('scope=all', customer)).status).toBe(403)
  })

  it('refuses bad parameters with 400 validation_failed', async () => {
    await expectRefusedQueries(ask, [
      'scope=all&limit=0',
      'scope=all&limit=201',
      'scope=all&offset=-1',
      'scope=all&sort=price',
      'scope=all&order=up',
      'scope=all&serviceId=nope',
      'scope=all&status=lost',
      `scope=all&search=${'x'.repeat(201)}`,
    ])
  })

  it('still answers an unchanged request as before (a customer’s list without parameters)', async () => {
    const response = await t.request('/api/v1/bookings', send('GET', undefined, other.cookie))
    expect(response.status).toBe(200)
  })
})
