import crypto from 'node:crypto'
import {
  adminOnly,
  atItsPath,
  everyone,
  inDays,
  isoDay,
  type MatrixRow,
  signedIn,
  staffOnly,
  v1,
} from './expect.ts'

export const catalogueRows: MatrixRow[] = [
  atItsPath('GET', '/api/health', everyone(200)),
  atItsPath('GET', `${v1}/settings/public`, everyone(200)),
  atItsPath('GET', `${v1}/me/profile`, signedIn(200)),
  atItsPath('PATCH', `${v1}/me/profile`, signedIn(200), { json: { timezone: 'Europe/London' } }),
  atItsPath('GET', `${v1}/me/wallets`, signedIn(200)),
  atItsPath('POST', `${v1}/me/wallets/nonce`, signedIn(200)),
  // A signature nobody made: each account may only link what its own wallet signed.
  atItsPath('POST', `${v1}/me/wallets`, signedIn(400), {
    json: { message: 'not a message', signature: '0x00' },
  }),
  {
    method: 'DELETE',
    path: `${v1}/me/wallets/{address}`,
    expect: signedIn(404),
    request: () => ({ path: `${v1}/me/wallets/0x${'ab'.repeat(20)}` }),
  },
  atItsPath('GET', `${v1}/services`, everyone(200)),
  atItsPath('GET', `${v1}/closures`, everyone(200)),
  // A day far past every record's booking: nothing to acknowledge.
  atItsPath('POST', `${v1}/admin/closures`, adminOnly(201), {
    json: { firstDay: isoDay(600), lastDay: isoDay(600), reason: 'Matrix' },
  }),
  {
    method: 'DELETE',
    path: `${v1}/admin/closures/{id}`,
    expect: adminOnly(404),
    request: () => ({ path: `${v1}/admin/closures/${crypto.randomUUID()}` }),
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
    path: `${v1}/services/{id}/slots`,
    label: 'of one resource',
    expect: staffOnly(200),
    request: (r) => ({
      path: `${v1}/services/${r.serviceId('Bike fitting')}/slots?from=${isoDay(3)}&to=${isoDay(5)}&resourceId=${r.resourceId('Fitting studio')}`,
    }),
  },
  {
    method: 'GET',
    path: `${v1}/services/{id}/slots`,
    label: 'of a job of another length',
    expect: staffOnly(200),
    request: (r) => ({
      path: `${v1}/services/${r.serviceId('Custom build')}/slots?from=${isoDay(3)}&to=${isoDay(5)}&durationMinutes=240`,
    }),
  },
  atItsPath('GET', `${v1}/admin/services`, adminOnly(200)),
  atItsPath('POST', `${v1}/admin/services`, adminOnly(201), {
    jsonFrom: (r) => ({
      name: `Wheel truing ${crypto.randomUUID().slice(0, 6)}`,
      durationMinutes: 30,
      pricing: 'quote',
      priceMinor: null,
      active: false,
      resourceIds: [r.resource.id],
    }),
  }),
  {
    method: 'PATCH',
    path: `${v1}/admin/services/{id}`,
    expect: adminOnly(200),
    request: (r) => ({
      path: `${v1}/admin/services/${r.serviceId('Maintenance class')}`,
      json: { sortOrder: 4 },
    }),
  },
  atItsPath('GET', `${v1}/resources`, staffOnly(200)),
  atItsPath('POST', `${v1}/admin/resources`, adminOnly(201), { json: { name: 'Truing stand' } }),
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
  atItsPath('GET', `${v1}/admin/settings`, adminOnly(200)),
  atItsPath('PATCH', `${v1}/admin/settings`, adminOnly(200), {
    json: { tagline: 'Bikes fixed right' },
  }),
  atItsPath('GET', `${v1}/customers`, staffOnly(200), { query: 'search=cora' }),
  atItsPath('POST', `${v1}/customers`, staffOnly(201), {
    jsonFrom: () => ({
      name: 'Walter Walk-in',
      email: `walk-in-${crypto.randomUUID()}@example.com`,
    }),
  }),
  atItsPath('GET', `${v1}/auth/options`, everyone(200)),
  atItsPath('POST', `${v1}/auth/sign-up/phone`, everyone(200), {
    jsonFrom: () => ({
      name: 'Phil Phone',
      phoneNumber: `+447400${String(crypto.randomInt(1_000_000)).padStart(6, '0')}`,
      password: 'Correct-Horse-42',
    }),
  }),
]
