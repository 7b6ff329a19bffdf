import { randomInt } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import type { Quote, Slot } from '@reserva/shared'
import { createResource, createService, ok, uniqueName } from './admin-helpers.ts'
import { expect } from './fixtures.ts'

// Helpers for the quote journeys (API clients signed in: api-context.ts): a service of the
// test's own to book the job as (so journeys side by side never take each other's times), and
// quotes in each state, made through the API.

/**
 * A fixed-price service of the test's own, on a resource of its own open every day 08:00–20:00,
 * last in the public list: an offer is booked as it.
 */
export async function ownService(admin: APIRequestContext) {
  const name = uniqueName('Quote job')
  const resource = await createResource(admin, `${name} bench`, 'room')
  return createService(admin, {
    name,
    resourceId: resource.id,
    durationMinutes: 60,
    priceMinor: 10000,
  })
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** A free start time of `serviceId` a few days from now. */
export async function freeSlot(request: APIRequestContext, serviceId: string): Promise<Slot> {
  const { slots } = await ok<{ slots: Slot[] }>(
    await request.get(`/api/v1/services/${serviceId}/slots?from=${day(3)}&to=${day(9)}`),
  )
  expect(slots.length, 'the service has free times').toBeGreaterThan(0)
  return slots[randomInt(Math.min(slots.length, 20))] as Slot
}

/** The first free start time of `serviceId` from today, as a month calendar opens on it. */
export async function firstFreeSlot(request: APIRequestContext, serviceId: string): Promise<Slot> {
  const { slots } = await ok<{ slots: Slot[] }>(
    await request.get(`/api/v1/services/${serviceId}/slots?from=${day(0)}&to=${day(60)}`),
  )
  expect(slots.length, 'the service has free times').toBeGreaterThan(0)
  return slots[0] as Slot
}

/** The first public service with a fixed price (the demo catalogue has several). */
export async function fixedPriceService(request: APIRequestContext) {
  const { services } = await ok<{ services: { id: string; pricing: string }[] }>(
    await request.get('/api/v1/services'),
  )
  const fixed = services.find((s) => s.pricing === 'fixed')
  expect(fixed, 'a fixed-price service is offered').toBeTruthy()
  return fixed as { id: string }
}

/** A quote request made by the signed-in customer through the API. */
export async function requestQuote(
  customer: APIRequestContext,
  title = uniqueName('Touring bike'),
) {
  const { quote } = await ok<{ quote: Quote }>(
    await customer.post('/api/v1/quotes', {
      data: {
        serviceId: null,
        title,
        details: 'A steel touring bike for a long trip, with racks and dynamo lights.',
        preferredDates: [day(4), day(6)],
        partySize: 1,
      },
    }),
  )
  return quote
}

/** The operator's offer: £420.00, valid a week, booked as `serviceId`, at `start` if given. */
export async function offer(
  operator: APIRequestContext,
  quoteId: string,
  { serviceId, start }: { serviceId: string; start: string | null },
) {
  const { quote } = await ok<{ quote: Quote }>(
    await operator.post(`/api/v1/quotes/${quoteId}/offer`, {
      data: {
        priceMinor: 42000,
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        serviceId,
        proposedStart: start,
        message: 'Steel frame, hand-built wheels, racks and lights included.',
      },
    }),
  )
  return quote
}

/** A 1×1 PNG, made here. */
export const smallPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  )

/** Types the request form's text fields. */
export async function fillQuoteForm(page: Page, { title }: { title: string }) {
  const form = page.getByRole('form', { name: 'Ask for a quote' })
  await form.getByLabel('What do you need?').fill(title)
  await form.getByLabel('Details').fill('A steel touring bike for a long trip, with racks.')
  return form
}
