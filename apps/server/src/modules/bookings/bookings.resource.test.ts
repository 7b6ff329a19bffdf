import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { type BookingApp, bookingApp, type Person, starts } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson, type TestApp } from '../../testing/create-test-app.ts'
import { resources } from '../catalogue/catalogue.table.ts'
import { bookings } from './bookings.table.ts'

/**
 * Staff choosing the resource of a booking (the operator's calendar books on the lane that was
 * clicked). "Safety check" is delivered by Alex Morgan and Sam Okafor, who keep
 * the same hours; "Bike fitting" only in the Fitting studio.
 */
describe('a booking on the resource staff chose', () => {
  let t: TestApp
  let ids: Record<string, string>
  let customer: Person
  let other: Person
  let operator: Person
  let admin: Person
  let book: BookingApp['book']
  let resourceIds: Record<string, string>
  const monday = nextWeekday(1)
  const tuesday = nextWeekday(2)

  const slotsOf = (service: string, day: string, resourceId?: string, cookie?: string) =>
    t.request(
      `/api/v1/services/${ids[service]}/slots?${new URLSearchParams({
        from: day,
        to: day,
        ...(resourceId ? { resourceId } : {}),
      })}`,
      cookie ? { headers: { cookie } } : {},
    )
  const freeStarts = async (service: string, day: string, resourceId?: string) => {
    const res = await slotsOf(service, day, resourceId, operator.cookie)
    expect(res.status).toBe(200)
    return starts(await readJson(res))
  }

  beforeAll(async () => {
    ;({ t, ids, customer, other, operator, book } = await bookingApp())
    admin = await signUpAs(t, 'admin', 'Ada Admin')
    resourceIds = Object.fromEntries(
      (await t.db.select().from(resources)).map((r) => [r.name, r.id]),
    )
  })
  afterAll(() => t.close())

  it('books exactly the named resource, and a busy one is 409 while another is free', async () => {
    const start = londonInstant(monday, '10:00')
    const sam = resourceIds['Sam Okafor']
    const alex = resourceIds['Alex Morgan']
    // Staff ask for either resource's free times; both have 10:00.
    expect(await freeStarts('Safety check', monday, sam)).toContain(start)
    expect(await freeStarts('Safety check', monday, alex)).toContain(start)

    // Sam is not the resource the server would pick first (or the test would prove nothing).
    const first = await book(operator.cookie, {
      serviceId: ids['Safety check'],
      start: londonInstant(monday, '15:00'),
      customerId: other.userId,
    })
    expect((await readJson(first)).booking.resource.name).toBe('Alex Morgan')

    const res = await book(operator.cookie, {
      serviceId: ids['Safety check'],
      start,
      customerId: customer.userId,
      resourceId: sam,
    })
    expect(res.status).toBe(201)
    const { booking } = await readJson(res)
    expect(booking).toMatchObject({
      start,
      source: 'staff',
      status: 'confirmed',
      resource: { id: sam, name: 'Sam Okafor' },
      customer: { name: 'Cat Customer' },
    })
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row?.resourceId).toBe(sam)

    // Sam is busy at 10:00 now; Alex is not, so the service still offers it.
    expect(await freeStarts('Safety check', monday, sam)).not.toContain(start)
    expect(await freeStarts('Safety check', monday, alex)).toContain(start)
    expect(await freeStarts('Safety check', monday)).toContain(start)
    await expectError(
      await book(admin.cookie, {
        serviceId: ids['Safety check'],
        start,
        customerId: other.userId,
        resourceId: sam,
      }),
      409,
      'bookings.slot_taken',
    )
    // Without a resource the same time goes to the one that is free.
    const anyFree = await book(operator.cookie, {
      serviceId: ids['Safety check'],
      start,
      customerId: other.userId,
    })
    expect(anyFree.status).toBe(201)
    expect((await readJson(anyFree)).booking.resource.name).toBe('Alex Morgan')
  })

  it('answers a time outside the named resource’s hours 422 bookings.not_a_slot', async () => {
    // A time off for Sam alone: Alex still offers the time, Sam does not.
    const off = await t.request(
      `/api/v1/resources/${resourceIds['Sam Okafor']}/time-off`,
      send(
        'POST',
        { start: londonInstant(tuesday, '09:00'), end: londonInstant(tuesday, '12:30') },
        operator.cookie,
      ),
    )
    expect(off.status).toBe(201)
    const start = londonInstant(tuesday, '09:30')
    expect(await freeStarts('Safety check', tuesday)).toContain(start)
    expect(await freeStarts('Safety check', tuesday, resourceIds['Sam Okafor'])).not.toContain(
      start,
    )
    await expectError(
      await book(operator.cookie, {
        serviceId: ids['Safety check'],
        start,
        customerId: customer.userId,
        resourceId: resourceIds['Sam Okafor'],
      }),
      422,
      'bookings.not_a_slot',
    )
  })

  it('refuses a resource that does not deliver the service, is out of use or does not exist: 422 bookings.unknown_resource', async () => {
    const start = londonInstant(monday, '11:00')
    const attempt = (serviceName: string, resourceId: string) =>
      book(operator.cookie, {
        serviceId: ids[serviceName],
        start,
        customerId: customer.userId,
        resourceId,
      })
    const cases = [
      ['Bike fitting', resourceIds['Alex Morgan'], 'another service’s resource'],
      ['Safety check', resourceIds['Fitting studio'], 'a room that does not do safety checks'],
      ['Safety check', '00000000-0000-4000-8000-000000000000', 'a resource that does not exist'],
      ['Safety check', crypto.randomUUID(), 'a random id'],
    ] as const
    for (const [service, resourceId, what] of cases) {
      await expectError(
        await attempt(service, resourceId as string),
        422,
        'bookings.unknown_resource',
        what,
      )
      await expectError(
        await slotsOf(service, monday, resourceId, operator.cookie),
        422,
        'bookings.unknown_resource',
        `${what} (slots)`,
      )
    }

    // Out of use: refused by name, and its times are no longer offered at all.
    await book(operator.cookie, {
      serviceId: ids['Safety check'],
      start,
      customerId: other.userId,
      resourceId: resourceIds['Alex Morgan'],
    })
    expect(await freeStarts('Safety check', monday)).toContain(start)
    const off = await t.request(
      `/api/v1/admin/resources/${resourceIds['Sam Okafor']}`,
      send('PATCH', { active: false }, admin.cookie),
    )
    expect(off.status).toBe(200)
    await expectError(
      await attempt('Safety check', resourceIds['Sam Okafor'] as string),
      422,
      'bookings.unknown_resource',
      'out of use',
    )
    expect(await freeStarts('Safety check', monday)).not.toContain(start)
    await expectError(
      await book(customer.cookie, { serviceId: ids['Safety check'], start }),
      409,
      'bookings.slot_taken',
      'the customer cannot land on the resource out of use',
    )
    await t.request(
      `/api/v1/admin/resources/${resourceIds['Sam Okafor']}`,
      send('PATCH', { active: true }, admin.cookie),
    )
    expect(await freeStarts('Safety check', monday)).toContain(start)
  })

  it('refuses a customer choosing the resource (403 forbidden) and a visitor (401), booking nothing', async () => {
    const before = await t.db.select().from(bookings)
    const start = londonInstant(monday, '14:00')
    const body = { serviceId: ids['Safety check'], start, resourceId: resourceIds['Sam Okafor'] }
    await expectError(await book(customer.cookie, body), 403, 'forbidden')
    await expectError(
      await book(customer.cookie, { ...body, customerId: customer.userId }),
      403,
      'forbidden',
      'even for themselves by id',
    )
    await expectError(await book('', body), 401, 'auth.session_missing')
    await expectError(
      await slotsOf('Safety check', monday, resourceIds['Sam Okafor'], customer.cookie),
      403,
      'forbidden',
    )
    await expectError(
      await slotsOf('Safety check', monday, resourceIds['Sam Okafor']),
      401,
      'auth.session_missing',
    )
    // Without a resource, the slots stay open to everyone.
    expect((await slotsOf('Safety check', monday)).status).toBe(200)
    expect(await t.db.select().from(bookings)).toHaveLength(before.length)
  })

  it('refuses a resource id that is not a uuid with 400 validation_failed', async () => {
    const before = await t.db.select().from(bookings)
    const start = londonInstant(monday, '16:00')
    for (const resourceId of [
      'not-a-uuid',
      '',
      42,
      null,
      true,
      [resourceIds['Sam Okafor']],
      { id: resourceIds['Sam Okafor'] },
      `${resourceIds['Sam Okafor']}' or '1'='1`,
      'x'.repeat(100_000),
    ]) {
      await expectError(
        await book(operator.cookie, {
          serviceId: ids['Safety check'],
          start,
          customerId: customer.userId,
          resourceId,
        }),
        400,
        'validation_failed',
        JSON.stringify(resourceId).slice(0, 60),
      )
    }
    for (const query of ['not-a-uuid', '', `${resourceIds['Sam Okafor']}x`]) {
      await expectError(
        await slotsOf('Safety check', monday, query || ' ', operator.cookie),
        400,
        'validation_failed',
        query,
      )
    }
    expect(await t.db.select().from(bookings)).toHaveLength(before.length)
  })

  it('takes a resource id written in capitals as the same resource', async () => {
    const sam = resourceIds['Sam Okafor'] as string
    const start = londonInstant(tuesday, '16:00')
    expect(await freeStarts('Safety check', tuesday, sam.toUpperCase())).toContain(start)
    const res = await book(operator.cookie, {
      serviceId: ids['Safety check'],
      start,
      customerId: customer.userId,
      resourceId: sam.toUpperCase(),
    })
    expect(res.status).toBe(201)
    expect((await readJson(res)).booking.resource).toEqual({ id: sam, name: 'Sam Okafor' })
  })

  it('treats another resource under the same Idempotency-Key as a different booking', async () => {
    const start = londonInstant(tuesday, '14:00')
    const body = {
      serviceId: ids['Safety check'],
      start,
      customerId: customer.userId,
      resourceId: resourceIds['Sam Okafor'],
    }
    const res = await book(operator.cookie, body, 'resource-key')
    expect(res.status).toBe(201)
    const again = await book(operator.cookie, body, 'resource-key')
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await readJson(again)).booking.id).toBe((await readJson(res)).booking.id)
    await expectError(
      await book(
        operator.cookie,
        { ...body, resourceId: resourceIds['Alex Morgan'] },
        'resource-key',
      ),
      422,
      'bookings.idempotency_key_reused',
    )
  })
})
