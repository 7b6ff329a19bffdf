import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send, usePeople } from '../../testing/auth-helpers.ts'
import { starts, useServiceIds } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError, readJson, useTestApp } from '../../testing/create-test-app.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { resources } from '../catalogue/catalogue.table.ts'

// An offer for a service priced per job books one of its free times: the job's length and the
// resource the offer names decide which.
describe('the free times of an offer', () => {
  const t = useTestApp()
  const ids = useServiceIds(t)
  const { customer, stranger, operator, admin } = usePeople(t, {
    customer: ['customer', 'Quinn Customer'],
    stranger: ['customer', 'Sid Stranger'],
    operator: ['operator', 'Olga Operator'],
    admin: ['admin', 'Ada Admin'],
  })
  const tuesday = nextWeekday(2)
  const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()
  const post = (path: string, body: unknown, cookie: string) =>
    t.request(path, send('POST', body, cookie))
  const get = (path: string, cookie: string) => t.request(path, { headers: { cookie } })
  const resourceId = async (name: string) =>
    (await t.db.select().from(resources).where(eq(resources.name, name)))[0]?.id as string

  /** A request for a custom build, offered with `offer`'s fields; answers the quote. */
  const offered = async (offer: Record<string, unknown>) => {
    const asked = await post(
      '/api/v1/quotes',
      {
        serviceId: ids['Custom build'],
        title: 'Steel frame restoration',
        details: 'Strip, respray and rebuild a 1980s steel road frame.',
      },
      customer.cookie,
    )
    const { quote } = await readJson(asked)
    const res = await post(
      `/api/v1/quotes/${quote.id}/offer`,
      { priceMinor: 62000, validUntil: inAWeek(), serviceId: ids['Custom build'], ...offer },
      operator.cookie,
    )
    expect(res.status, await res.clone().text()).toBe(200)
    return (await readJson(res)).quote
  }
  const offerSlots = async (quoteId: string, cookie = customer.cookie) =>
    readJson(await get(`/api/v1/quotes/${quoteId}/slots?from=${tuesday}&to=${tuesday}`, cookie))

  it('lists a service priced per job’s free times, as any service’s', async () => {
    const body = await readJson(
      await t.request(
        `/api/v1/services/${ids['Custom build']}/slots?from=${tuesday}&to=${tuesday}`,
      ),
    )
    // Alex Morgan's Tuesday, 09:00–12:30 and 13:30–17:30, an hour a job, every half hour.
    expect(starts(body)).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:30', '14:00', '14:30']
        .concat(['15:00', '15:30', '16:00', '16:30'])
        .map((time) => londonInstant(tuesday, time)),
    )
  })

  it('offers the times a job of the offer’s length fits, and books that length when accepted', async () => {
    const quote = await offered({ durationMinutes: 180 })
    expect(quote.offer).toMatchObject({ durationMinutes: 180, resource: null, proposedStart: null })
    const body = await offerSlots(quote.id)
    const threeHours = ['09:00', '09:30', '13:30', '14:00', '14:30'].map((time) =>
      londonInstant(tuesday, time),
    )
    expect(starts(body)).toEqual(threeHours)
    expect(body.slots[0].end).toBe(londonInstant(tuesday, '12:00'))
    // Staff proposing a time see the same times for that length.
    const staffView = await readJson(
      await get(
        `/api/v1/services/${ids['Custom build']}/slots?from=${tuesday}&to=${tuesday}&durationMinutes=180`,
        operator.cookie,
      ),
    )
    expect(starts(staffView)).toEqual(threeHours)

    const accepted = await post(
      `/api/v1/quotes/${quote.id}/accept`,
      { start: londonInstant(tuesday, '13:30') },
      customer.cookie,
    )
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    const { booking } = await readJson(accepted)
    expect(booking).toMatchObject({
      start: londonInstant(tuesday, '13:30'),
      end: londonInstant(tuesday, '16:30'),
      priceMinor: 62000,
      resource: { name: 'Alex Morgan' },
    })
    // The three hours are taken: a one-hour custom build no longer fits at 14:00 or 15:00.
    const after = starts(
      await readJson(
        await t.request(
          `/api/v1/services/${ids['Custom build']}/slots?from=${tuesday}&to=${tuesday}`,
        ),
      ),
    )
    expect(after).not.toContain(londonInstant(tuesday, '14:00'))
    expect(after).not.toContain(londonInstant(tuesday, '15:00'))
    expect(after).toContain(londonInstant(tuesday, '16:30'))
  })

  it('refuses a start the job does not fit, and keeps the offer open', async () => {
    const quote = await offered({ durationMinutes: 180 })
    // 10:00 is free for an hour, but three hours run into the lunch break.
    const res = await post(
      `/api/v1/quotes/${quote.id}/accept`,
      { start: londonInstant(tuesday, '10:00') },
      customer.cookie,
    )
    await expectError(res, 422, 'bookings.not_a_slot')
    const { quote: still } = await readJson(
      await get(`/api/v1/quotes/${quote.id}`, customer.cookie),
    )
    expect(still.status).toBe('offered')
  })

  it('books on the resource the offer names, and lists only that resource’s times', async () => {
    // Give the custom build a second mechanic, then name Sam, who is away on Tuesday morning.
    const sam = await resourceId('Sam Okafor')
    const alex = await resourceId('Alex Morgan')
    const patch = await t.request(
      `/api/v1/admin/services/${ids['Custom build']}`,
      send('PATCH', { resourceIds: [alex, sam] }, admin.cookie),
    )
    expect(patch.status, await patch.clone().text()).toBe(200)
    const away = await post(
      `/api/v1/resources/${sam}/time-off`,
      {
        start: londonInstant(tuesday, '09:00'),
        end: londonInstant(tuesday, '12:30'),
        reason: 'Course',
      },
      operator.cookie,
    )
    expect(away.status, await away.clone().text()).toBe(201)

    const quote = await offered({ resourceId: sam })
    expect(quote.offer.resource).toEqual({ id: sam, name: 'Sam Okafor' })
    const times = starts(await offerSlots(quote.id))
    expect(times[0]).toBe(londonInstant(tuesday, '13:30'))
    expect(times).not.toContain(londonInstant(tuesday, '09:00'))

    const accepted = await post(
      `/api/v1/quotes/${quote.id}/accept`,
      { start: londonInstant(tuesday, '13:30') },
      customer.cookie,
    )
    const { booking } = await readJson(accepted)
    expect(booking.resource).toEqual({ id: sam, name: 'Sam Okafor' })
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row?.resourceId).toBe(sam)
  })

  it('refuses an offer naming a resource that does not do the service', async () => {
    const asked = await post(
      '/api/v1/quotes',
      { title: 'Fitting with a build', details: 'A fitting session, then build the bike.' },
      customer.cookie,
    )
    const { quote } = await readJson(asked)
    const res = await post(
      `/api/v1/quotes/${quote.id}/offer`,
      {
        priceMinor: 1000,
        validUntil: inAWeek(),
        serviceId: ids['Custom build'],
        resourceId: await resourceId('Fitting studio'),
      },
      operator.cookie,
    )
    await expectError(res, 422, 'bookings.unknown_resource')
  })

  it('shows an offer’s times to its customer and staff only, and only while it is open', async () => {
    const quote = await offered({})
    expect(
      (await get(`/api/v1/quotes/${quote.id}/slots?from=${tuesday}&to=${tuesday}`, operator.cookie))
        .status,
    ).toBe(200)
    await expectError(
      await get(`/api/v1/quotes/${quote.id}/slots?from=${tuesday}&to=${tuesday}`, stranger.cookie),
      404,
      'not_found',
    )
    await post(`/api/v1/quotes/${quote.id}/decline`, {}, customer.cookie)
    await expectError(
      await get(`/api/v1/quotes/${quote.id}/slots?from=${tuesday}&to=${tuesday}`, customer.cookie),
      409,
      'quotes.invalid_transition',
    )
    await expectError(
      await get(`/api/v1/quotes/${quote.id}/slots?from=${tuesday}&to=2099-01-01`, customer.cookie),
      400,
      'validation_failed',
    )
  })

  it('keeps a job’s length to staff: a customer asking for another length is refused', async () => {
    const res = await get(
      `/api/v1/services/${ids['Custom build']}/slots?from=${tuesday}&to=${tuesday}&durationMinutes=180`,
      customer.cookie,
    )
    await expectError(res, 403, 'forbidden')
  })
})
