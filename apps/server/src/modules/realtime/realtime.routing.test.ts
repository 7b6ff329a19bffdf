import { realtimeCloseCodes } from '@reserva/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { json, send } from '../../testing/auth-helpers.ts'
import { londonInstant, nextWeekday } from '../../testing/calendar.ts'
import { readJson } from '../../testing/create-test-app.ts'
import {
  accessToken,
  authedSocket,
  bookingCreatedChanges,
  changesHeard as changes,
  opened,
  openSocket,
  settled,
  useRealtimeApp,
} from '../../testing/realtime.ts'
import { testDbKind } from '../../testing/test-db.ts'
import { services } from '../catalogue/catalogue.table.ts'

// Who hears of which change, and sockets that lose their access.
describe(`what the realtime socket tells whom (${testDbKind})`, () => {
  const { t, server, socketOf, customer, other, operator, admin } = useRealtimeApp(
    { realtime: {} },
    {
      customer: ['customer', 'Cat Customer'],
      other: ['customer', 'Otis Other'],
      operator: ['operator', 'Olga Operator'],
      admin: ['admin', 'Ada Admin'],
    },
  )
  let ids: Record<string, string>
  const day = nextWeekday(3, { minDays: 3 })

  beforeAll(async () => {
    ids = Object.fromEntries((await t.db.select().from(services)).map((s) => [s.name, s.id]))
  })

  const post = async (cookie: string, path: string, body: unknown, status = 201) => {
    const res = await t.request(path, send('POST', body, cookie))
    expect(res.status, await res.clone().text()).toBe(status)
    return readJson(res)
  }

  it('tells a customer of their own booking only, staff of every booking, everyone of the taken time', async () => {
    const mine = await socketOf(customer)
    const theirs = await socketOf(other)
    const staff = await socketOf(operator)
    const { booking } = await post(customer.cookie, '/api/v1/bookings', {
      serviceId: ids['Safety check'],
      start: londonInstant(day, '10:00'),
    })
    const { created, taken } = bookingCreatedChanges(booking)
    await expect.poll(() => changes(mine)).toEqual([created, taken])
    await expect.poll(() => changes(staff)).toEqual([created, taken])
    await expect.poll(() => changes(theirs)).toEqual([taken])

    await post(operator.cookie, `/api/v1/bookings/${booking.id}/cancel`, undefined, 200)
    const cancelled = { ...created, event: 'booking.status_changed' }
    await expect.poll(() => changes(mine)).toEqual([created, taken, cancelled, taken])
    await expect.poll(() => changes(staff)).toEqual([created, taken, cancelled, taken])
    await settled(theirs)
    expect(changes(theirs)).toEqual([taken, taken])
    for (const socket of [mine, theirs, staff]) socket.close()
  })

  it('tells a customer of their own quotes only, and staff of all of them', async () => {
    const mine = await socketOf(customer)
    const theirs = await socketOf(other)
    const staff = await socketOf(admin)
    const { quote } = await post(customer.cookie, '/api/v1/quotes', {
      title: 'Wheel rebuild',
      details: 'Both wheels need new spokes and truing.',
    })
    const requested = { type: 'change', topic: 'quotes', event: 'quote.requested', id: quote.id }
    await expect.poll(() => changes(mine)).toEqual([requested])
    await expect.poll(() => changes(staff)).toEqual([requested])
    await settled(theirs)
    expect(changes(theirs)).toEqual([])
    for (const socket of [mine, theirs, staff]) socket.close()
  })

  it('closes the socket of a session that signs out, and keeps the other sessions', async () => {
    const signIn = await t.request(
      '/api/auth/sign-in/email',
      json({ email: other.email, password: other.password }),
    )
    const secondCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const first = await socketOf(other)
    const second = await authedSocket(server.url, await accessToken(t, secondCookie))
    await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie: secondCookie } })
    expect(await second.next('closing')).toEqual({ type: 'closing', reason: 'signed_out' })
    expect((await second.closed).code).toBe(realtimeCloseCodes.unauthorized)
    await settled(first)
    first.close()
  })

  it('closes every socket of a user who signs out everywhere', async () => {
    const a = await socketOf(other)
    const b = await socketOf(other)
    const res = await t.request('/api/auth/revoke-sessions', {
      ...json({}),
      headers: { 'content-type': 'application/json', cookie: other.cookie },
    })
    expect(res.status).toBe(200)
    for (const socket of [a, b]) {
      expect(await socket.next('closing')).toEqual({ type: 'closing', reason: 'signed_out' })
    }
  })

  it('closes the sockets of a banned user, and refuses their still unexpired token', async () => {
    const token = await accessToken(t, customer.cookie)
    const socket = await authedSocket(server.url, token)
    const res = await t.request(
      `/api/v1/admin/people/${customer.userId}/ban`,
      json({ reason: 'abuse' }, { cookie: admin.cookie }),
    )
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await socket.next('closing')).toEqual({ type: 'closing', reason: 'banned' })
    expect((await socket.closed).code).toBe(realtimeCloseCodes.unauthorized)

    const again = openSocket(server.url)
    await opened(again)
    again.send({ type: 'auth', token })
    expect(await again.next('closing')).toEqual({ type: 'closing', reason: 'banned' })
  })
})
