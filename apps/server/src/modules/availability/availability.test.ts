import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { send } from '../../testing/auth-helpers.ts'
import { starts, useBookingApp } from '../../testing/booking-app.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { expectError } from '../../testing/create-test-app.ts'
import { serviceResources } from '../catalogue/catalogue.table.ts'

// GET /services/{id}/slots, read from the database (the slot engine itself: slots.test.ts).
describe('free slots of a service', () => {
  const { t, ids, operator, slots } = useBookingApp()
  const monday = nextWeekday(1)

  it('lists slots within working hours, in ISO instants, with the business time zone', async () => {
    const body = await slots('Bike fitting', monday)
    expect(body.timezone).toBe('Europe/London')
    // 60 minutes + 15 after, every 30 minutes, 09:00–12:30 and 13:30–17:30.
    expect(starts(body)).toEqual(
      [
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '11:00',
        '13:30',
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
      ].map((h) => londonInstant(monday, h)),
    )
    expect(body.slots[0].seatsLeft).toBe(1)
    // A service priced per job has free times too: an offer books one of them.
    expect(starts(await slots('Custom build', monday))).toContain(londonInstant(monday, '09:00'))
  })

  it('leaves out a closed date, keeps a short day short and skips time off (read from the database)', async () => {
    const [link] = await t.db
      .select()
      .from(serviceResources)
      .where(eq(serviceResources.serviceId, ids['Bike fitting'] as string))
    const resource = link?.resourceId as string
    const [closed, short, away] = [10, 17, 24].map((minDays) => nextWeekday(1, { minDays }))
    const change = async (method: string, path: string, body: unknown) => {
      const res = await t.request(
        `/api/v1/resources/${resource}/${path}`,
        send(method, body, operator.cookie),
      )
      expect(res.status, await res.clone().text()).toBeLessThan(300)
    }
    await change('PUT', 'overrides', { date: closed, intervals: [] })
    await change('PUT', 'overrides', { date: short, intervals: [{ start: '09:00', end: '11:00' }] })
    await change('POST', 'time-off', {
      start: londonInstant(away as string, '13:00'),
      end: londonInstant(away as string, '18:00'),
      reason: 'Dentist',
    })

    expect((await slots('Bike fitting', closed as string)).slots).toEqual([])
    const shortStarts = starts(await slots('Bike fitting', short as string))
    expect(shortStarts.length).toBeGreaterThan(0)
    for (const start of shortStarts) {
      expect(start >= (londonInstant(short as string, '09:00') as string)).toBe(true)
      expect(start < (londonInstant(short as string, '10:30') as string)).toBe(true)
    }
    const awayStarts = starts(await slots('Bike fitting', away as string))
    expect(awayStarts).toContain(londonInstant(away as string, '09:00'))
    expect(
      awayStarts.every((start) => start < (londonInstant(away as string, '12:00') as string)),
    ).toBe(true)
  })

  it('refuses bad slot queries clearly', async () => {
    const bad = await t.request(
      `/api/v1/services/${ids['Bike fitting']}/slots?from=tomorrow&to=2026-13-01`,
    )
    await expectError(bad, 400, 'validation_failed')
    const backwards = await t.request(
      `/api/v1/services/${ids['Bike fitting']}/slots?from=${monday}&to=${new Date(Date.parse(monday) - 86_400_000).toISOString().slice(0, 10)}`,
    )
    expect(backwards.status).toBe(400)
    const unknown = await t.request(
      `/api/v1/services/00000000-0000-4000-8000-000000000000/slots?from=${monday}&to=${monday}`,
    )
    expect(unknown.status).toBe(404)
  })
})
