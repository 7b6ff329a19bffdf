import type { APIRequestContext, Page } from '@playwright/test'
import type { Slot } from '@reserva/shared'
import { book, ok, ownServiceWithCustomer, uniqueName } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'

// Closing the whole business for days (issue #44 item 7), as an admin does it on the admin
// screen. The days are weeks ahead, where no other journey books, and are opened again at the end.

/** The date `days` from today (UTC; the e2e server's business is in London). */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function slotsOn(request: APIRequestContext, serviceId: string, day: string) {
  return (
    await ok<{ slots: Slot[] }>(
      await request.get(`/api/v1/services/${serviceId}/slots?from=${day}&to=${day}`),
    )
  ).slots
}

async function openClosures(page: Page) {
  await signInByApi(page.request, demoAccounts.admin)
  await page.goto('/admin?tab=closures')
  return page.getByRole('form', { name: 'Close the business for whole days' })
}

test.describe('business closures', () => {
  test('an admin closes a day: it offers no times until it is opened again', async ({
    page,
    playwright,
  }) => {
    const own = await ownServiceWithCustomer(playwright, {
      customer: uniqueName('Closure Customer'),
      resource: uniqueName('Closure Bench'),
      service: uniqueName('Closure Service'),
    })
    const day = dayAhead(47)
    expect((await slotsOn(own.customer.request, own.service.id, day)).length).toBeGreaterThan(0)

    const form = await openClosures(page)
    await form.getByLabel('First day').fill(day)
    await form.getByLabel('Reason').fill('Stocktake')
    await form.getByRole('button', { name: 'Close these days' }).click()
    const entry = page.getByRole('listitem').filter({ hasText: 'Stocktake' })
    await expect(entry).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    expect(await slotsOn(own.customer.request, own.service.id, day)).toEqual([])
    expect(
      (await slotsOn(own.customer.request, own.service.id, dayAhead(48))).length,
    ).toBeGreaterThan(0)

    await entry.getByRole('button', { name: /^Remove the closure on / }).click()
    await expect(entry).toHaveCount(0)
    expect((await slotsOn(own.customer.request, own.service.id, day)).length).toBeGreaterThan(0)
    await own.done()
  })

  test('closing over a booking names it first, and closes only when told to', async ({
    page,
    playwright,
    allowHttpError,
  }) => {
    const own = await ownServiceWithCustomer(playwright, {
      customer: uniqueName('Closure Booker'),
      resource: uniqueName('Closure Lathe'),
      service: uniqueName('Closure Job'),
    })
    const day = dayAhead(44)
    const [slot] = await slotsOn(own.customer.request, own.service.id, day)
    if (!slot) throw new Error(`no free time on ${day}`)
    const booking = await book(own.customer.request, {
      serviceId: own.service.id,
      start: slot.start,
    })

    allowHttpError(/\/api\/v1\/admin\/closures$/, 409)
    const form = await openClosures(page)
    await form.getByLabel('First day').fill(day)
    await form.getByLabel('Reason').fill('Flood')
    await form.getByRole('button', { name: 'Close these days' }).click()
    const question = form.getByRole('alert')
    // Another journey's booking (or an earlier try's) may fall on the day too: this one is named.
    await expect(question).toContainText(/ falls? in the time you are closing/)
    await expect(question).toContainText(booking.reference)
    await question.getByRole('button', { name: 'Save anyway' }).click()
    const entry = page.getByRole('listitem').filter({ hasText: 'Flood' })
    await expect(entry).toBeVisible()

    await entry.getByRole('button', { name: /^Remove the closure on / }).click()
    await expect(entry).toHaveCount(0)
    await own.done()
  })
})
