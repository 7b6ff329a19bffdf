import type { Page } from '@playwright/test'
import type { Booking, ResourceDetail } from '@reserva/shared'
import {
  bookFirstSlot,
  bookPending,
  createResource,
  firstSlot,
  ok,
  ownServiceWithCustomer,
  setRequireConfirmation,
  uniqueName,
} from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { demoAccounts, expect, openAs, signInByApi, test } from './fixtures.ts'
import { agendaActions, agendaRow } from './workspace-helpers.ts'

const openDashboard = (page: Page, role: 'operator' | 'admin', query = '') =>
  openAs(page, role, { path: `/operator-dashboard${query}`, heading: 'Operator dashboard' })

test.describe('the operator dashboard', () => {
  test("an operator changes a resource's weekly hours, with a break", async ({
    page,
    playwright,
  }) => {
    const admin = await apiAs(playwright, 'admin')
    const resource = await createResource(admin, uniqueName('E2E stand'))
    await openDashboard(page, 'operator', `?section=resources&resource=${resource.id}`)

    const hours = page.getByRole('form', { name: `Weekly hours of ${resource.name}` })
    await hours.getByLabel('Monday, period 1, ends').fill('12:00')
    await hours.getByRole('button', { name: 'Add hours on Monday' }).click()
    await hours.getByLabel('Monday, period 2, starts').fill('13:00')
    await hours.getByLabel('Monday, period 2, ends').fill('18:00')
    await hours.getByRole('button', { name: 'Remove Sunday, period 1' }).click()
    await hours.getByRole('button', { name: 'Save weekly hours' }).click()
    await expect(hours.getByRole('status')).toHaveText('Saved.')

    const { resources } = (await (await admin.get('/api/v1/resources')).json()) as {
      resources: ResourceDetail[]
    }
    const week = resources.find((item) => item.id === resource.id)?.weeklyHours ?? []
    expect(week.filter((interval) => interval.weekday === 1)).toEqual([
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '18:00' },
    ])
    expect(week.filter((interval) => interval.weekday === 7)).toEqual([])
    expect(week).toHaveLength(7)
    await admin.dispose()
  })

  test('an operator confirms a booking that waited for confirmation', async ({
    page,
    playwright,
  }) => {
    const { admin, customer, service, done } = await ownServiceWithCustomer(playwright, {
      customer: 'Connie Confirm',
      resource: 'E2E confirmer',
      service: 'E2E brake bleed',
    })
    let booking: Booking
    try {
      // The admin turns "needs confirmation" on in the settings screen…
      await signInByApi(page.request, demoAccounts.admin)
      await page.goto('/admin?tab=settings')
      const settings = page.getByRole('form', { name: 'Business settings' })
      const needsConfirmation = settings.getByRole('switch', {
        name: "New bookings need an operator's confirmation",
      })
      await needsConfirmation.check()
      await settings.getByRole('button', { name: 'Save settings' }).click()
      await expect(settings.getByRole('status')).toHaveText('Saved.')
      // …so a customer's booking waits as pending.
      booking = await bookFirstSlot(customer.request, service.id)
    } finally {
      // Only this booking should be pending: every other journey books as usual.
      await setRequireConfirmation(admin, false)
    }
    // Another spec may have turned the setting off in between (two workers): then by the API.
    if (booking.status !== 'pending') {
      await ok(await admin.post(`/api/v1/bookings/${booking.id}/cancel`))
      booking = await bookPending(admin, customer.request, service.id)
    }
    expect(booking.status).toBe('pending')

    // Leave the admin's screen first: live, it would refetch the staff lists (the customer's
    // booking is a change it hears) with the cookies gone, and be told 401.
    await page.goto('about:blank')
    await page.context().clearCookies()
    await openDashboard(page, 'operator')
    const row = agendaRow(page, booking.reference)
    await expect(row).toContainText('Awaiting confirmation')
    await expect(row).toContainText(service.name)
    // The menu offers what a pending booking allows, and nothing it does not.
    await agendaActions(page, booking.reference).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Confirm…' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Decline…' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Complete' })).toHaveCount(0)
    await expect(menu.getByRole('menuitem', { name: 'Cancel booking…' })).toHaveCount(0)
    await menu.getByRole('menuitem', { name: 'Confirm…' }).click()
    await page
      .getByRole('dialog', { name: 'Confirm this booking?' })
      .getByRole('button', { name: 'Confirm booking' })
      .click()

    // The row stays, confirmed now; a notification says what became of it.
    await expect(
      page.getByRole('alert').filter({ hasText: `Booking ${booking.reference} is confirmed` }),
    ).toContainText(service.name)
    await expect(row).toContainText('Confirmed')
    await expect(row).not.toContainText('Awaiting confirmation')
    const { booking: after } = (await (
      await admin.get(`/api/v1/bookings/${booking.id}`)
    ).json()) as { booking: Booking }
    expect(after.status).toBe('confirmed')

    await done()
  })

  test('an operator books for a new customer, found by e-mail', async ({ page, playwright }) => {
    const { admin, customer, service, done } = await ownServiceWithCustomer(playwright, {
      customer: 'Walt Walk-in',
      resource: 'E2E counter',
      service: 'E2E puncture',
    })
    const slot = await firstSlot(admin, service.id)
    try {
      await openDashboard(page, 'operator')
      await page.getByRole('button', { name: 'Book for a customer' }).click()
      const dialog = page.getByRole('dialog', { name: 'Book for a customer' })
      await dialog.getByRole('textbox', { name: 'Customer' }).fill(customer.email.slice(0, 20))
      await dialog.getByRole('button', { name: `Choose Walt Walk-in, ${customer.email}` }).click()
      await dialog.getByRole('combobox', { name: 'Service' }).click()
      await page.getByRole('option', { name: new RegExp(service.name) }).click()
      const date = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/London',
      }).format(new Date(slot.start))
      await dialog.getByLabel('Date').fill(date)
      // The time chips are radios drawn by their labels: chosen with the keyboard here.
      await dialog.getByRole('radio').first().focus()
      await page.keyboard.press('Space')
      await expect(dialog.getByRole('radio').first()).toBeChecked()
      await dialog.getByRole('button', { name: 'Book', exact: true }).click()

      await expect(dialog.getByRole('status')).toContainText('Booked')
      const reference = (await dialog.getByRole('status').locator('strong').textContent()) ?? ''
      expect(reference).toMatch(/^RSV-/)
      const { bookings } = (await (
        await admin.get('/api/v1/bookings?scope=all&status=confirmed')
      ).json()) as { bookings: Booking[] }
      expect(bookings.find((item) => item.reference === reference)).toMatchObject({
        source: 'staff',
        customer: { email: customer.email },
        service: { id: service.id },
      })
    } finally {
      await done()
    }
  })
})

// Axe at desktop and phone width, on every section: operator-workspace.spec.ts.
