import { beforeAll, describe, expect, it } from 'vitest'
import { send, signUpAs } from '../../testing/auth-helpers.ts'
import { readJson, useTestApp } from '../../testing/create-test-app.ts'

// PUT /resources/{id}/hours, the date overrides and the time off (availability.hours.ts).
describe("a resource's hours, overrides and time off", () => {
  const t = useTestApp()
  let operator: string
  let customer: string
  let id: string
  beforeAll(async () => {
    operator = (await signUpAs(t, 'operator')).cookie
    customer = (await signUpAs(t, 'customer')).cookie
    const list = await readJson(
      await t.request('/api/v1/resources', { headers: { cookie: operator } }),
    )
    id = list.resources[0].id
  })

  it('lets operators set weekly hours with breaks, date overrides and time off; customers cannot', async () => {
    const hours = {
      intervals: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '18:00' },
      ],
    }
    expect(
      (await t.request(`/api/v1/resources/${id}/hours`, send('PUT', hours, customer))).status,
    ).toBe(403)
    const set = await t.request(`/api/v1/resources/${id}/hours`, send('PUT', hours, operator))
    expect(set.status).toBe(200)
    expect((await readJson(set)).resource.weeklyHours).toEqual(hours.intervals)

    const overlapping = await t.request(
      `/api/v1/resources/${id}/hours`,
      send(
        'PUT',
        {
          intervals: [
            { weekday: 2, start: '08:00', end: '12:00' },
            { weekday: 2, start: '11:00', end: '13:00' },
          ],
        },
        operator,
      ),
    )
    expect(overlapping.status).toBe(400)

    const closed = await t.request(
      `/api/v1/resources/${id}/overrides`,
      send('PUT', { date: '2099-12-25', intervals: [] }, operator),
    )
    expect((await readJson(closed)).resource.overrides).toContainEqual({
      date: '2099-12-25',
      intervals: [],
    })
    const short = await t.request(
      `/api/v1/resources/${id}/overrides`,
      send('PUT', { date: '2099-12-24', intervals: [{ start: '09:00', end: '12:00' }] }, operator),
    )
    expect((await readJson(short)).resource.overrides).toContainEqual({
      date: '2099-12-24',
      intervals: [{ start: '09:00', end: '12:00' }],
    })

    const off = await t.request(
      `/api/v1/resources/${id}/time-off`,
      send(
        'POST',
        { start: '2099-08-01T00:00:00Z', end: '2099-08-15T00:00:00Z', reason: 'Holiday' },
        operator,
      ),
    )
    expect(off.status).toBe(201)
    const { timeOff } = (await readJson(off)).resource
    expect(timeOff).toContainEqual(
      expect.objectContaining({ reason: 'Holiday', start: '2099-08-01T00:00:00.000Z' }),
    )
    const backwards = await t.request(
      `/api/v1/resources/${id}/time-off`,
      send('POST', { start: '2099-08-15T00:00:00Z', end: '2099-08-01T00:00:00Z' }, operator),
    )
    expect(backwards.status).toBe(400)
    const removed = await t.request(`/api/v1/resources/${id}/time-off/${timeOff[0].id}`, {
      method: 'DELETE',
      headers: { cookie: operator },
    })
    expect((await readJson(removed)).resource.timeOff).toEqual([])
  })

  it('answers 404 for a resource or time off that does not exist', async () => {
    const none = '00000000-0000-4000-8000-000000000000'
    const hours = await t.request(
      `/api/v1/resources/${none}/hours`,
      send('PUT', { intervals: [] }, operator),
    )
    expect(hours.status).toBe(404)
    const off = await t.request(`/api/v1/resources/${id}/time-off/${none}`, {
      method: 'DELETE',
      headers: { cookie: operator },
    })
    expect(off.status).toBe(404)
  })
})
