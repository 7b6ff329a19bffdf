import type { Records } from '../records.ts'
import { atItsPath, everyone, type MatrixRow, signedIn, staffOnly, v1 } from './expect.ts'

// Calendar feeds: a person's own (anyone signed in), a resource's (staff). The feed itself is read
// by its address alone; a made-up one is refused to everyone alike.
const mine = `${v1}/me/calendar-feed`
const ofResource = (r: Records) => `${v1}/resources/${r.resourceId('Sam Okafor')}/calendar-feed`

export const calendarFeedRows: MatrixRow[] = [
  atItsPath('GET', mine, signedIn(200)),
  atItsPath('POST', mine, signedIn(201), { json: {} }),
  atItsPath('DELETE', mine, signedIn(200)),
  ...(['GET', 'DELETE'] as const).map(
    (method): MatrixRow => ({
      method,
      path: `${v1}/resources/{id}/calendar-feed`,
      expect: staffOnly(200),
      request: (r) => ({ path: ofResource(r) }),
    }),
  ),
  {
    method: 'POST',
    path: `${v1}/resources/{id}/calendar-feed`,
    expect: staffOnly(201),
    request: (r) => ({ path: ofResource(r), json: {} }),
  },
  {
    method: 'GET',
    path: `${v1}/calendar-feeds/{link}`,
    expect: everyone(404),
    request: () => ({
      path: `${v1}/calendar-feeds/${crypto.randomUUID()}.1.${'A'.repeat(43)}.ics`,
    }),
  },
]

// A resource's CalDAV calendar (staff). Connecting checks the calendar first: the test app allows
// no private address, so staff are told this one is refused, before anything is saved.
const connection = (r: Records) =>
  `${v1}/resources/${r.resourceId('Sam Okafor')}/calendar-connection`
const connectionPath = `${v1}/resources/{id}/calendar-connection`

export const calendarConnectionRows: MatrixRow[] = [
  ...(['GET', 'DELETE'] as const).map(
    (method): MatrixRow => ({
      method,
      path: connectionPath,
      expect: staffOnly(200),
      request: (r) => ({ path: connection(r) }),
    }),
  ),
  {
    method: 'PUT',
    path: connectionPath,
    expect: staffOnly(400),
    request: (r) => ({
      path: connection(r),
      json: { url: 'http://127.0.0.1:5232/staff/cal/', username: 'staff', password: 'secret' },
    }),
  },
  {
    method: 'POST',
    path: `${connectionPath}/sync`,
    expect: staffOnly(404),
    request: (r) => ({ path: `${connection(r)}/sync`, json: {} }),
  },
]
