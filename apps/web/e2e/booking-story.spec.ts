import { ownServiceWithCustomer } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { dayOf, timeOf } from './calendar-helpers.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'

// A booking's story (#44 items 1 and 2): an operator records a walk-in already being served,
// outside the times offered and saying why; completes it, takes that back, and keeps a note for
// colleagues, all of which the booking's history tells, and none of which its customer sees.

test('records a walk-in outside the offer, completes it, undoes that and keeps a staff note', async ({
  page,
  playwright,
}) => {
  const { customer, resource, service, done } = await ownServiceWithCustomer(playwright, {
    customer: 'Sadie Story',
    resource: 'Story chair',
    service: 'Story trim',
  })
  try {
    await signInByApi(page.request, demoAccounts.operator)
    await page.goto('/operator-dashboard')
    await page.getByRole('button', { name: 'Book for a customer' }).click()
    const form = page.getByRole('dialog', { name: 'Book for a customer' })
    await form.getByRole('textbox', { name: 'Customer' }).fill(customer.email.slice(0, 20))
    await form.getByRole('button', { name: `Choose Sadie Story, ${customer.email}` }).click()
    await form.getByRole('combobox', { name: 'Service' }).click()
    await page.getByRole('option', { name: new RegExp(service.name) }).click()
    await form.getByRole('combobox', { name: 'With' }).click()
    await page.getByRole('option', { name: resource.name, exact: true }).click()
    await form.getByRole('switch', { name: 'Book outside the times offered' }).check()
    // Sat down five minutes ago: a time no customer could book any more.
    const started = new Date(Date.now() - 5 * 60_000).toISOString()
    await form.getByLabel('Date').fill(dayOf(started))
    await form.getByLabel('Start time').fill(timeOf(started))
    await form.getByRole('textbox', { name: 'Reason' }).fill('Walk-in, already in the chair')
    expect(await seriousViolations(page)).toEqual([])
    await form.getByRole('button', { name: 'Book', exact: true }).click()
    await expect(form.getByRole('status')).toContainText(`with ${resource.name}`)
    const reference = (await form.getByRole('status').locator('strong').textContent()) ?? ''
    await form.getByRole('button', { name: 'Done' }).click()

    await page.goto(`/operator-dashboard?section=bookings&booking=${reference}`)
    const drawer = page.getByRole('dialog', { name: `Booking ${reference}` })
    const card = drawer.getByRole('article')
    await card.getByRole('button', { name: 'Complete' }).click()
    const asked = page.getByRole('dialog', { name: 'Mark this booking as completed?' })
    await expect(asked).toContainText('You can undo this for 15 minutes.')
    await asked.getByRole('button', { name: 'Mark completed' }).click()
    await expect(card).toContainText('Completed by mistake? Undo until')
    await card.getByRole('button', { name: 'Undo' }).click()
    await expect(card.getByRole('button', { name: 'Complete' })).toBeVisible()
    await expect(card).not.toContainText('by mistake')

    const history = drawer.getByRole('region', { name: 'History' })
    await expect(history).toContainText(
      'outside the times offered: “Walk-in, already in the chair”',
    )
    await expect(history).toContainText('Marked completed by Otto Operator')
    await expect(history).toContainText('Put back to confirmed (undone) by Otto Operator')

    const notes = drawer.getByRole('region', { name: 'Staff notes' })
    await notes.getByRole('textbox', { name: 'New note' }).fill('Prefers the window seat')
    await notes.getByRole('button', { name: 'Add note' }).click()
    await expect(notes.getByRole('listitem')).toContainText('Prefers the window seat')
    await expect(notes.getByRole('textbox', { name: 'New note' })).toHaveValue('')
    await expect(history).toContainText('Staff note added by Otto Operator')
    await expect(drawer.getByRole('region', { name: 'Customer' })).toContainText(customer.email)
    // Once the notifications of the changes have gone: one fading out is not what anyone reads.
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 })
    expect(await seriousViolations(page)).toEqual([])

    // The customer's own view of it carries nothing staff wrote.
    const own = await customer.request.get(`/api/v1/bookings/by-reference/${reference}`)
    expect(own.status()).toBe(200)
    expect(await own.text()).not.toContain('window seat')
  } finally {
    await done()
  }
})
