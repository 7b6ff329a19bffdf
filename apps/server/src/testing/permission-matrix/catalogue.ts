import crypto from 'node:crypto'
import {
  adminOnly,
  everyone,
  inDays,
  isoDay,
  type MatrixRow,
  signedIn,
  staffOnly,
  v1,
} from './expect.ts'

export const catalogueRows: MatrixRow[] = [
  {
    method: 'GET',
    path: '/api/health',
    expect: everyone(200),
    request: () => ({ path: '/api/health' }),
  },
  {
    method: 'GET',
    path: `${v1}/settings/public`,
    expect: everyone(200),
    request: () => ({ path: `${v1}/settings/public` }),
  },
  {
    method: 'GET',
    path: `${v1}/me/profile`,
    expect: signedIn(200),
    request: () => ({ path: `${v1}/me/profile` }),
  },
  {
    method: 'PATCH',
    path: `${v1}/me/profile`,
    expect: signedIn(200),
    request: () => ({ path: `${v1}/me/profile`, json: { timezone: 'Europe/London' } }),
  },
  {
    method: 'GET',
    path: `${v1}/services`,
    expect: everyone(200),
    request: () => ({ path: `${v1}/services` }),
  },
  {
    method: 'GET',
    path: `${v1}/services/{id}/slots`,
    expect: everyone(200),
    request: (r) => ({
      path: `${v1}/services/${r.serviceId('Bike fitting')}/slots?from=${isoDay(3)}&to=${isoDay(5)}`,
    }),
  },
  {
    method: 'GET',
    path: `${v1}/admin/services`,
    expect: adminOnly(200),
    request: () => ({ path: `${v1}/admin/services` }),
  },
  {
    method: 'POST',
    path: `${v1}/admin/services`,
    expect: adminOnly(201),
    request: (r) => ({
      path: `${v1}/admin/services`,
      json: {
        name: `Wheel truing ${crypto.randomUUID().slice(0, 6)}`,
        durationMinutes: 30,
        pricing: 'quote',
        priceMinor: null,
        active: false,
        resourceIds: [r.resource.id],
      },
    }),
  },
  {
    method: 'PATCH',
    path: `${v1}/admin/services/{id}`,
    expect: adminOnly(200),
    request: (r) => ({
      path: `${v1}/admin/services/${r.serviceId('Maintenance class')}`,
      json: { sortOrder: 4 },
    }),
  },
  {
    method: 'GET',
    path: `${v1}/resources`,
    expect: staffOnly(200),
    request: () => ({ path: `${v1}/resources` }),
  },
  {
    method: 'POST',
    path: `${v1}/admin/resources`,
    expect: adminOnly(201),
    request: () => ({ path: `${v1}/admin/resources`, json: { name: 'Truing stand' } }),
  },
  {
    method: 'PATCH',
    path: `${v1}/admin/resources/{id}`,
    expect: adminOnly(200),
    request: (r) => ({
      path: `${v1}/admin/resources/${r.resource.id}`,
      json: { description: 'By the window' },
    }),
  },
  {
    method: 'PUT',
    path: `${v1}/resources/{id}/hours`,
    expect: staffOnly(200),
    request: (r) => ({
      path: `${v1}/resources/${r.resource.id}/hours`,
      json: { intervals: [{ weekday: 1, start: '09:00', end: '17:00' }] },
    }),
  },
  {
    method: 'PUT',
    path: `${v1}/resources/{id}/overrides`,
    expect: staffOnly(200),
    request: (r) => ({
      path: `${v1}/resources/${r.resource.id}/overrides`,
      json: { date: isoDay(30), intervals: [] },
    }),
  },
  {
    method: 'DELETE',
    path: `${v1}/resources/{id}/overrides/{date}`,
    expect: staffOnly(200),
    request: async (r) => {
      const date = isoDay(31)
      await r.call(
        'operator',
        'PUT',
        `${v1}/resources/${r.resource.id}/overrides`,
        { date, intervals: [] },
        200,
      )
      return { path: `${v1}/resources/${r.resource.id}/overrides/${date}` }
    },
  },
  {
    method: 'POST',
    path: `${v1}/resources/{id}/time-off`,
    expect: staffOnly(201),
    request: (r) => ({
      path: `${v1}/resources/${r.resource.id}/time-off`,
      json: { start: inDays(40), end: inDays(41), reason: 'Training' },
    }),
  },
  {
    method: 'DELETE',
    path: `${v1}/resources/{id}/time-off/{timeOffId}`,
    expect: staffOnly(200),
    request: async (r) => ({
      path: `${v1}/resources/${r.resource.id}/time-off/${await r.newTimeOff(r.resource.id)}`,
    }),
  },
  {
    method: 'GET',
    path: `${v1}/admin/settings`,
    expect: adminOnly(200),
    request: () => ({ path: `${v1}/admin/settings` }),
  },
  {
    method: 'PATCH',
    path: `${v1}/admin/settings`,
    expect: adminOnly(200),
    request: () => ({ path: `${v1}/admin/settings`, json: { tagline: 'Bikes fixed right' } }),
  },
  {
    method: 'GET',
    path: `${v1}/customers`,
    expect: staffOnly(200),
    request: () => ({ path: `${v1}/customers?search=cora` }),
  },
  {
    method: 'GET',
    path: `${v1}/auth/options`,
    expect: everyone(200),
    request: () => ({ path: `${v1}/auth/options` }),
  },
  {
    method: 'POST',
    path: `${v1}/auth/sign-up/phone`,
    expect: everyone(200),
    request: () => ({
      path: `${v1}/auth/sign-up/phone`,
      json: {
        name: 'Phil Phone',
        phoneNumber: `+4477009${String(crypto.randomInt(100_000)).padStart(5, '0')}`,
        password: 'Correct-Horse-42',
      },
    }),
  },
]
