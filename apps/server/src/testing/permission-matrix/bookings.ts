import { sql } from 'drizzle-orm'
import type { Actor, Records } from '../records.ts'
import {
  type Expected,
  listAndOne,
  type MatrixRow,
  ownerOrStaff,
  signedIn,
  staffOnly,
  staffOnOwned,
  v1,
} from './expect.ts'

/** A hold of the customer's, after letting go of any they have (one live hold per user). */
async function customerHold(r: Records) {
  await r.t.db.execute(sql`delete from holds where holder_id = ${r.users.customer.userId}`)
  const { hold } = await r.call('customer', 'POST', `${v1}/holds`, {
    serviceId: r.serviceId('Safety check'),
    start: r.freeStart(),
  })
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

export const bookingRows: MatrixRow[] = [
  {
    method: 'POST',
    path: `${v1}/holds`,
    expect: signedIn(201),
    request: (r) => ({
      path: `${v1}/holds`,
      json: { serviceId: r.serviceId('Safety check'), start: r.freeStart() },
    }),
  },
  {
    method: 'DELETE',
    path: `${v1}/holds/{id}`,
    // A hold is its holder's alone: nobody else can even find it, staff included.
    expect: { ...signedIn(404), customer: 204 },
    request: async (r) => ({ path: `${v1}/holds/${await customerHold(r)}` }),
  },
  {
    method: 'POST',
    path: `${v1}/bookings`,
    expect: signedIn(201),
    request: (r) => ({
      path: `${v1}/bookings`,
      json: { serviceId: r.serviceId('Safety check'), start: r.freeStart() },
    }),
  },
  {
    method: 'POST',
    path: `${v1}/bookings`,
    label: 'for the first customer',
    expect: { ...staffOnly(201), customer: 201 },
    request: (r) => ({
      path: `${v1}/bookings`,
      json: {
        serviceId: r.serviceId('Safety check'),
        start: r.freeStart(),
        customerId: r.users.customer.userId,
      },
    }),
  },
  {
    method: 'POST',
    path: `${v1}/bookings`,
    // The operator's calendar books on the lane clicked; customers get the first free resource.
    label: 'on a resource staff chose',
    expect: staffOnly(201),
    request: (r) => ({
      path: `${v1}/bookings`,
      json: {
        serviceId: r.serviceId('Safety check'),
        start: r.freeStart(),
        customerId: r.users.customer.userId,
        resourceId: r.resourceId('Sam Okafor'),
      },
    }),
  },
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
    method: 'POST',
    path: `${v1}/bookings/{id}/reschedule`,
    expect: ownerOrStaff(200),
    request: async (r) => ({
      path: `${v1}/bookings/${(await r.newBooking()).id}/reschedule`,
      json: { start: r.freeStart() },
    }),
  },
  bookingAction('cancel', ownerOrStaff(200), (r) => r.newBooking()),
  bookingAction('confirm', staffOnOwned(200), (r) => r.newBooking({ status: 'pending' })),
  bookingAction('decline', staffOnOwned(200), (r) => r.newBooking({ status: 'pending' })),
  // A reason for the customer changes nothing about who may (issue #12, item 4).
  bookingAction(
    'decline',
    staffOnOwned(200),
    (r) => r.newBooking({ status: 'pending' }),
    'Fully booked that day',
  ),
  bookingAction('cancel', ownerOrStaff(200), (r) => r.newBooking(), 'Plans changed'),
  bookingAction('complete', staffOnOwned(200), (r) => r.newBooking({ past: true })),
  bookingAction('no-show', staffOnOwned(200), (r) => r.newBooking({ past: true })),
]
