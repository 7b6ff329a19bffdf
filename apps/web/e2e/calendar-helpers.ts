import type { Locator, Page } from '@playwright/test'
import type { Booking } from '@reserva/shared'
import { book, bookPending, firstSlot, ownServiceWithCustomer } from './admin-helpers.ts'
import { demoAccounts, expect, signInByApi } from './fixtures.ts'

/** The demo business's zone (apps/server/src/db/seed.ts). */
export const ZONE = 'Europe/London'

/** `2026-11-26`: the day of an instant in the business's zone. */
export const dayOf = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(instant))

/** `09:30`: the wall-clock time of an instant in the business's zone. */
export const timeOf = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  )

/**
 * A lane of the test's own on the demo business: a resource, a service on it, and a customer's
 * bookings of its first free times from tomorrow: one waiting for confirmation, then confirmed
 * ones. Not today's: late in the day today's last times are all there is (or none, past the
 * minimum notice), and the tests want the rest of the lane's day free, whatever the hour they run.
 */
export async function laneWithBookings(
  playwright: typeof import('playwright-core'),
  { label, confirmed = 1 }: { label: string; confirmed?: number },
) {
  const { admin, customer, resource, service, done } = await ownServiceWithCustomer(playwright, {
    customer: `${label} Customer`,
    resource: `${label} bay`,
    service: `${label} tune-up`,
  })
  const pending = await bookPending(admin, customer.request, service.id, { fromDay: 1 })
  const others: Booking[] = []
  for (let i = 0; i < confirmed; i++) {
    others.push(
      await book(customer.request, {
        serviceId: service.id,
        start: (await firstSlot(customer.request, service.id, 1, { fromDay: 1 })).start,
      }),
    )
  }
  return {
    resource,
    service,
    pending,
    confirmed: others,
    done,
  }
}

/** The operator's dashboard, its calendar loaded (a grid on a wide screen, a list on a phone). */
export async function openCalendar(page: Page) {
  await signInByApi(page.request, demoAccounts.operator)
  await page.goto('/operator-dashboard?section=calendar')
  const calendar = page.getByRole('region', { name: 'Calendar' })
  // Its own chunk and three queries: on a busy machine that can take a while.
  await expect(calendar.getByText(/^(No bookings|\d+ bookings?) on /)).toBeVisible({
    timeout: 60_000,
  })
  return calendar
}

/** Shows the calendar as a day, a week or a list. */
export async function chooseView(calendar: Locator, view: 'Day' | 'Week' | 'List') {
  await calendar
    .getByRole('radiogroup', { name: 'Calendar view' })
    .getByText(view, { exact: true })
    .click()
}
