import type { Page } from '@playwright/test'
import { ownServiceWithCustomer } from './admin-helpers.ts'
import { dayOf, timeOf } from './calendar-helpers.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of a booking outside the times offered and of a booking's story, light and dark, for
// a person to look at: npm run screenshots (README, Test).

const pictures = (suffix: string) => (width: number) => {
  const shot = (page: Page, name: string, fullPage = true) =>
    screenshot(page, { name: `${name}${suffix}`, width, fullPage })

  test('override and story', async ({ page, playwright }) => {
    const { customer, resource, service, done } = await ownServiceWithCustomer(playwright, {
      customer: 'Sadie Picture',
      resource: 'Picture chair',
      service: 'Picture trim',
    })
    try {
      await signInByApi(page.request, demoAccounts.operator)
      await page.goto('/operator-dashboard')
      await page.getByRole('button', { name: 'Book for a customer' }).click()
      const form = page.getByRole('dialog', { name: 'Book for a customer' })
      await form.getByRole('textbox', { name: 'Customer' }).fill(customer.email.slice(0, 20))
      await form.getByRole('button', { name: `Choose Sadie Picture, ${customer.email}` }).click()
      await form.getByRole('combobox', { name: 'Service' }).click()
      await page.getByRole('option', { name: new RegExp(service.name) }).click()
      await form.getByRole('combobox', { name: 'With' }).click()
      await page.getByRole('option', { name: resource.name, exact: true }).click()
      await form.getByRole('switch', { name: 'Book outside the times offered' }).check()
      const started = new Date(Date.now() - 5 * 60_000).toISOString()
      await form.getByLabel('Date').fill(dayOf(started))
      await form.getByLabel('Start time').fill(timeOf(started))
      await form.getByRole('textbox', { name: 'Reason' }).fill('Walk-in, already in the chair')
      await shot(page, 'operator-override', false)
      await form.getByRole('button', { name: 'Book', exact: true }).click()
      await expect(form.getByRole('status')).toBeVisible()
      const reference = (await form.getByRole('status').locator('strong').textContent()) ?? ''
      await form.getByRole('button', { name: 'Done' }).click()

      await page.goto(`/operator-dashboard?section=bookings&booking=${reference}`)
      const drawer = page.getByRole('dialog', { name: `Booking ${reference}` })
      const card = drawer.getByRole('article')
      await card.getByRole('button', { name: 'Complete' }).click()
      const asked = page.getByRole('dialog', { name: 'Mark this booking as completed?' })
      await shot(page, 'operator-complete-question', false)
      await asked.getByRole('button', { name: 'Mark completed' }).click()
      await expect(asked).toBeHidden()
      const notes = drawer.getByRole('region', { name: 'Staff notes' })
      await notes.getByRole('textbox', { name: 'New note' }).fill('Prefers the window seat')
      await notes.getByRole('button', { name: 'Add note' }).click()
      await expect(notes.getByRole('listitem')).toContainText('Prefers the window seat')
      await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 })
      await shot(page, 'operator-booking-story', false)
      await drawer.getByRole('region', { name: 'History' }).scrollIntoViewIfNeeded()
      await shot(page, 'operator-booking-history', false)
    } finally {
      await done()
    }
  })
}

atScreenshotWidths('booking story screenshots', pictures(''))
atScreenshotWidths('booking story screenshots, dark', pictures('-dark'), { colorScheme: 'dark' })
