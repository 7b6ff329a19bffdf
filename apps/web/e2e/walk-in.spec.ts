import type { Booking } from '@reserva/shared'
import { createResource, createService, hideService, ok, uniqueName } from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { seriousViolations } from './axe.ts'
import { chooseView, dayOf, openCalendar, timeOf } from './calendar-helpers.ts'
import { expect, test } from './fixtures.ts'

// A walk-in (#44 item 3): the operator books an empty time for a client without an account, by
// name and phone number, from the calendar; the client is a customer record that the next
// booking by the same number joins.

test('books a walk-in by name and phone, and the same number finds the same customer', async ({
  page,
  playwright,
}) => {
  const admin = await apiAs(playwright, 'admin')
  const resource = await createResource(admin, uniqueName('Walk-in bay'))
  const service = await createService(admin, {
    name: uniqueName('Walk-in fix'),
    resourceId: resource.id,
  })
  const phone = `07400 ${String(Date.now() % 1_000_000).padStart(6, '0')}`
  // A name no customer has yet, so that the search finds no one, on a second run too.
  const name = uniqueName('Wanda Walk')
  try {
    const calendar = await openCalendar(page)
    await chooseView(calendar, 'Day')
    const tomorrow = dayOf(new Date(Date.now() + 86_400_000).toISOString())
    await calendar.getByRole('button', { name: 'Next day' }).click()
    await calendar
      .getByRole('button', {
        name: `Book for a customer: ${resource.name} ${tomorrow} 19:00:00 - 19:30:00`,
      })
      .click()
    const form = page.getByRole('dialog', { name: 'Book for a customer' })
    await form.getByRole('textbox', { name: 'Customer' }).fill(name)
    // The search's answer comes first, as the operator sees that no one has the name before
    // choosing to add them.
    await expect(
      form.getByText('No customer account has a name or e-mail address like this.'),
    ).toBeVisible()
    await form.getByRole('button', { name: 'New customer (walk-in or phone)' }).click()
    const walkIn = form.getByRole('group', { name: 'New customer' })
    await expect(walkIn.getByRole('textbox', { name: /^Name/ })).toHaveValue(name)
    expect(await seriousViolations(page)).toEqual([])
    await walkIn.getByRole('textbox', { name: 'Phone number' }).fill(phone)
    await walkIn.getByRole('button', { name: 'Add customer' }).click()
    await expect(form.getByText(name, { exact: true })).toBeVisible()
    await form.getByRole('combobox', { name: 'Service' }).click()
    await page.getByRole('option', { name: new RegExp(service.name) }).click()
    await expect(form.getByRole('radio', { name: '19:00' })).toBeChecked()
    await form.getByRole('button', { name: 'Book', exact: true }).click()
    await expect(form.getByRole('status')).toContainText(`with ${resource.name}`)
    const reference = (await form.getByRole('status').locator('strong').textContent()) ?? ''
    const { booking } = await ok<{ booking: Booking }>(
      await admin.get(`/api/v1/bookings/by-reference/${reference}`),
    )
    expect(booking).toMatchObject({ source: 'staff', customer: { name } })
    expect(timeOf(booking.start)).toBe('19:00')

    // The same number later is the same customer, whatever name is typed.
    const again = await admin.post('/api/v1/customers', {
      data: { name: 'W. Walk', phone },
    })
    expect(again.status()).toBe(200)
    expect((await again.json()).customer.id).toBe(booking.customer.id)
  } finally {
    await hideService(admin, service.id)
    await admin.dispose()
  }
})
