import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import type { AdminService, Booking, ResourceDetail, Slot } from '@reserva/shared'
import { apiAs, newApiContext } from './api-context.ts'
import { expect, uniqueEmail } from './fixtures.ts'
import { confirmAddress } from './mailbox.ts'

// Helpers for the admin and operator journeys (API clients signed in: api-context.ts): test
// data of their own (a resource and a service named for the test) so that journeys running
// side by side never change what another one books.

/**
 * A new customer of the test's own, signed in: bookings made for the demo customer would show up
 * on the dashboards other journeys look at.
 */
export async function newCustomer(playwright: typeof import('playwright-core'), name: string) {
  const context = await newApiContext(playwright)
  const email = uniqueEmail('e2e-customer')
  const response = await context.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'Velodrome-Sprint-2026' },
  })
  expect(response.status(), await response.text()).toBe(200)
  await confirmAddress(context, email)
  return { request: context, email, name }
}

export const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 6).toUpperCase()}`

/** The JSON of a response that must have worked; otherwise the test fails with what the server said. */
export const ok = async <T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
): Promise<T> => {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(
    true,
  )
  return (await response.json()) as T
}

/** A resource of the test's own, open every day 08:00–20:00. */
export async function createResource(
  admin: APIRequestContext,
  name: string,
  kind: ResourceDetail['kind'] = 'staff',
) {
  const { resource } = await ok<{ resource: ResourceDetail }>(
    await admin.post('/api/v1/admin/resources', {
      data: { name, kind, description: 'Made by a browser test' },
    }),
  )
  await ok(
    await admin.put(`/api/v1/resources/${resource.id}/hours`, {
      data: {
        intervals: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          start: '08:00',
          end: '20:00',
        })),
      },
    }),
  )
  return resource
}

/** A fixed-price service of the test's own on `resourceId`, last in the public list. */
export async function createService(
  admin: APIRequestContext,
  {
    name,
    resourceId,
    durationMinutes = 30,
    priceMinor = 2000,
  }: { name: string; resourceId: string; durationMinutes?: number; priceMinor?: number },
) {
  const { service } = await ok<{ service: AdminService }>(
    await admin.post('/api/v1/admin/services', {
      data: {
        name,
        description: 'Made by a browser test',
        durationMinutes,
        pricing: 'fixed',
        priceMinor,
        resourceIds: [resourceId],
        sortOrder: 1000,
      },
    }),
  )
  return service
}

/**
 * A resource of the test's own and a service of its own on it, named from the two labels with a
 * suffix of their own.
 */
export async function createResourceAndService(
  admin: APIRequestContext,
  labels: { resource: string; service: string },
) {
  const resource = await createResource(admin, uniqueName(labels.resource))
  const service = await createService(admin, {
    name: uniqueName(labels.service),
    resourceId: resource.id,
  })
  return { resource, service }
}

/**
 * Runs `use` with the admin's API and a resource and service of the test's own; then takes the
 * service off the booking page and lets the API go, whether the test passed or failed.
 */
export async function withOwnService(
  playwright: typeof import('playwright-core'),
  labels: { resource: string; service: string },
  use: (
    own: { admin: APIRequestContext } & Awaited<ReturnType<typeof createResourceAndService>>,
  ) => Promise<void>,
) {
  const admin = await apiAs(playwright, 'admin')
  const own = await createResourceAndService(admin, labels)
  try {
    await use({ admin, ...own })
  } finally {
    await hideService(admin, own.service.id)
    await admin.dispose()
  }
}

/**
 * The admin's API, a new customer of the test's own and a resource and service of its own (named
 * from the labels as by `createResourceAndService`); `done` takes the service off the booking
 * page and lets both APIs go.
 */
export async function ownServiceWithCustomer(
  playwright: typeof import('playwright-core'),
  labels: { customer: string; resource: string; service: string },
) {
  const admin = await apiAs(playwright, 'admin')
  const customer = await newCustomer(playwright, labels.customer)
  const { resource, service } = await createResourceAndService(admin, labels)
  const done = async () => {
    await hideService(admin, service.id)
    await admin.dispose()
    await customer.request.dispose()
  }
  return { admin, customer, resource, service, done }
}

/** Takes a service off the booking page again once a test is done with it. */
export const hideService = async (admin: APIRequestContext, id: string) =>
  ok(await admin.patch(`/api/v1/admin/services/${id}`, { data: { active: false } }))

export const setRequireConfirmation = async (admin: APIRequestContext, on: boolean) =>
  ok(await admin.patch('/api/v1/admin/settings', { data: { requireConfirmation: on } }))

/**
 * A booking that waits for confirmation. "Needs confirmation" is one setting for the business,
 * and other spec files turn it on and off while this one runs (two workers): a booking that came
 * back confirmed because another spec had just turned it off is cancelled, and it is tried again.
 */
export async function bookPending(
  admin: APIRequestContext,
  customer: APIRequestContext,
  serviceId: string,
  { fromDay = 0 }: { fromDay?: number } = {},
): Promise<Booking> {
  for (let attempt = 1; ; attempt++) {
    let booking: Booking
    try {
      await setRequireConfirmation(admin, true)
      booking = await book(customer, {
        serviceId,
        start: (await firstSlot(customer, serviceId, 0, { fromDay })).start,
      })
    } finally {
      // Only this booking should wait: every other journey books as usual.
      await setRequireConfirmation(admin, false)
    }
    if (booking.status === 'pending' || attempt === 5) return booking
    await ok(await admin.post(`/api/v1/bookings/${booking.id}/cancel`))
  }
}

/** The first free start of a service within the next week. */
/** The service's free slot number `skip` in the week from `fromDay` days ahead (0: today). */
export async function firstSlot(
  request: APIRequestContext,
  serviceId: string,
  skip = 0,
  { fromDay = 0 }: { fromDay?: number } = {},
) {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const { slots } = await ok<{ slots: Slot[] }>(
    await request.get(
      `/api/v1/services/${serviceId}/slots?from=${day(fromDay)}&to=${day(fromDay + 7)}`,
    ),
  )
  const slot = slots[skip]
  if (!slot) throw new Error(`no free slot for service ${serviceId}`)
  return slot
}

export async function book(
  request: APIRequestContext,
  { serviceId, start, notes = '' }: { serviceId: string; start: string; notes?: string },
) {
  const { booking } = await ok<{ booking: Booking }>(
    await request.post('/api/v1/bookings', {
      data: { serviceId, start, seats: 1, notes },
      headers: { 'idempotency-key': randomUUID() },
    }),
  )
  return booking
}

/** Books the first free start of `serviceId` (after `skip` others) as whoever `request` is. */
export async function bookFirstSlot(
  request: APIRequestContext,
  serviceId: string,
  { skip = 0, notes }: { skip?: number; notes?: string } = {},
) {
  const { start } = await firstSlot(request, serviceId, skip)
  return book(request, { serviceId, start, notes })
}
