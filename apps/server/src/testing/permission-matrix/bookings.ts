import { manageLinkHeader } from '@reserva/shared'
import { sql } from 'drizzle-orm'
import type { Actor, Records } from '../records.ts'
import {
  atItsPath,
  type Expected,
  everyone,
  isoDay,
  listAndOne,
  type MatrixRow,
  ownerOrStaff,
  signedIn,
  staffOnly,
  staffOnOwned,
  v1,
} from './expect.ts'

/** A safety check at a free start: the body of a hold or a booking. */
const safetyCheck = (r: Records) => ({
  serviceId: r.serviceId('Safety check'),
  start: r.freeStart(),
})

/** A hold of the customer's, after letting go of any they have (one live hold per user). */
async function customerHold(r: Records) {
  await r.t.db.execute(sql`delete from holds where holder_id = ${r.users.customer.userId}`)
  const { hold } = await r.call('customer', 'POST', `${v1}/holds`, safetyCheck(r))
  return hold.id as string
}

const bookingAction = (
  action: string,
  expect: Record<Actor, Expected>,
  make: (r: Records) => Promise<{ id: string }>,
  reason?: string,
): MatrixRow => ({
  method: 'POST',
  path: `${v1}/bookings/{id}/{action}`,
  label: reason === undefined ? action : `${action} with a reason`,
  expect,
  request: async (r) => ({
    path: `${v1}/bookings/${(await make(r)).id}/${action}`,
    ...(reason === undefined ? {} : { json: { reason } }),
  }),
})

let overrides = 0

/**
 * A row of a route a manage link opens: anyone who holds the link of a new booking of the
 * customer's acts on it as its customer, signed in or not, as anyone else.
 */
const byLink = (
  method: 'GET' | 'POST',
  path: string,
  status: Expected,
  extra: (r: Records) => { query?: string; json?: unknown } = () => ({}),
): MatrixRow => ({
  method,
  path: `${v1}${path}`,
  expect: everyone(status),
  request: async (r) => {
    const booking = await r.newBooking()
    const { query, json } = extra(r)
    return {
      path: `${v1}${path}${query ? `?${query}` : ''}`,
      headers: {
        [manageLinkHeader]: r.t.manageLinks.linkFor({ id: booking.id, manageLinkVersion: 1 }),
      },
      ...(json === undefined ? {} : { json }),
    }
  },
})

export const bookingRows: MatrixRow[] = [
  byLink('GET', '/manage/booking', 200),
  byLink('GET', '/manage/booking/slots', 200, () => ({
    query: `from=${isoDay(3)}&to=${isoDay(5)}`,
  })),
  byLink('GET', '/manage/booking/ics', 200),
  byLink('POST', '/manage/booking/cancel', 200),
  byLink('POST', '/manage/booking/reschedule', 200, (r) => ({ json: { start: r.freeStart() } })),
  // Without a link, nobody: not the customer signed in, not staff.
  atItsPath('GET', `${v1}/manage/booking`, everyone(400), { label: 'without a link' }),
  {
    method: 'POST',
    path: `${v1}/bookings/{id}/manage-link`,
    expect: ownerOrStaff(202),
    request: async (r) => ({ path: `${v1}/bookings/${(await r.newBooking()).id}/manage-link` }),
  },
  atItsPath('POST', `${v1}/holds`, signedIn(201), {
    jsonFrom: safetyCheck,
  }),
  {
    method: 'DELETE',
    path: `${v1}/holds/{id}`,
    // A hold is its holder's alone: nobody else can even find it, staff included.
    expect: { ...signedIn(404), customer: 204 },
    request: async (r) => ({ path: `${v1}/holds/${await customerHold(r)}` }),
  },
  atItsPath('POST', `${v1}/bookings`, signedIn(201), {
    jsonFrom: safetyCheck,
  }),
  atItsPath(
    'POST',
    `${v1}/bookings`,
    { ...staffOnly(201), customer: 201 },
    {
      label: 'for the first customer',
      jsonFrom: (r) => ({
        ...safetyCheck(r),
        customerId: r.users.customer.userId,
      }),
    },
  ),
  // The operator's calendar books on the lane clicked; customers get the first free resource.
  atItsPath('POST', `${v1}/bookings`, staffOnly(201), {
    label: 'on a resource staff chose',
    jsonFrom: (r) => ({
      serviceId: r.serviceId('Safety check'),
      start: r.freeStartWithSam(),
      customerId: r.users.customer.userId,
      resourceId: r.resourceId('Sam Okafor'),
    }),
  }),
  // Outside the times offered: at night on 11 January 2030, an hour later for each call.
  atItsPath('POST', `${v1}/bookings`, staffOnly(201), {
    label: 'outside the times offered, with a reason',
    jsonFrom: (r) => ({
      serviceId: r.serviceId('Safety check'),
      start: new Date(
        Date.UTC(2030, 0, 1) + 10 * 86_400_000 + 3_600_000 + ++overrides * 3_600_000,
      ).toISOString(),
      customerId: r.users.customer.userId,
      resourceId: r.resourceId('Sam Okafor'),
      override: { reason: 'Opening early for a regular' },
    }),
  }),
  ...listAndOne(`${v1}/bookings`, (r) => r.booking),
  {
    method: 'GET',
    path: `${v1}/bookings/by-reference/{reference}`,
    expect: ownerOrStaff(200),
    request: (r) => ({ path: `${v1}/bookings/by-reference/${r.booking.reference}` }),
  },
  {
    method: 'GET',
    path: `${v1}/bookings/{id}/ics`,
    expect: ownerOrStaff(200),
    request: (r) => ({ path: `${v1}/bookings/${r.booking.id}/ics` }),
  },
  {
    method: 'GET',
    path: `${v1}/bookings/{id}/slots`,
    expect: ownerOrStaff(200),
    request: (r) => ({
      path: `${v1}/bookings/${r.booking.id}/slots?from=${isoDay(3)}&to=${isoDay(5)}`,
    }),
  },
  {
    method: 'POST',
    path: `${v1}/bookings/{id}/reschedule`,
    expect: ownerOrStaff(200),
    request: async (r) => ({
      path: `${v1}/bookings/${(await r.newBooking()).id}/reschedule`,
      json: { start: r.freeStart() },
    }),
  },
  // A length of its own is staff's to give, even to the customer's own booking.
  {
    method: 'POST',
    path: `${v1}/bookings/{id}/reschedule`,
    label: 'with a length',
    expect: staffOnOwned(200),
    request: async (r) => {
      const booking = (await r.newBooking()) as { id: string; start?: string }
      return {
        path: `${v1}/bookings/${booking.id}/reschedule`,
        json: { start: booking.start, durationMinutes: 30 },
      }
    },
  },
  bookingAction('cancel', ownerOrStaff(200), (r) => r.newBooking()),
  bookingAction('confirm', staffOnOwned(200), (r) => r.newBooking({ status: 'pending' })),
  bookingAction('decline', staffOnOwned(200), (r) => r.newBooking({ status: 'pending' })),
  // A reason for the customer changes nothing about who may.
  bookingAction(
    'decline',
    staffOnOwned(200),
    (r) => r.newBooking({ status: 'pending' }),
    'Fully booked that day',
  ),
  bookingAction('cancel', ownerOrStaff(200), (r) => r.newBooking(), 'Plans changed'),
  bookingAction('complete', staffOnOwned(200), (r) => r.newBooking({ past: true })),
  bookingAction('no-show', staffOnOwned(200), (r) => r.newBooking({ past: true })),
  // Undone by anyone but the staff who can mark it: a customer cannot un-complete their visit.
  bookingAction('undo', staffOnOwned(200), async (r) => {
    const booking = await r.newBooking({ past: true })
    await r.call('admin', 'POST', `${v1}/bookings/${booking.id}/complete`, {}, 200)
    return booking
  }),
  {
    method: 'GET',
    path: `${v1}/bookings/{id}/story`,
    expect: staffOnly(200),
    request: (r) => ({ path: `${v1}/bookings/${r.booking.id}/story` }),
  },
  {
    method: 'POST',
    path: `${v1}/bookings/{id}/notes`,
    expect: staffOnly(201),
    request: (r) => ({
      path: `${v1}/bookings/${r.booking.id}/notes`,
      json: { body: 'Prefers the side entrance' },
    }),
  },
]
