import type { Page } from '@playwright/test'
import { bookFirstSlot, ownServiceWithCustomer, setRequireConfirmation } from './admin-helpers.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the admin screen and the operator dashboard for a person to look at:
// npm run screenshots (README, Test).

atScreenshotWidths('admin and operator screenshots', (width) => {
  /** The page, and when it is the whole page, the page in parts a person can read at full size. */
  const shot = (page: Page, name: string, fullPage = true) =>
    screenshot(page, { name, width, fullPage, parts: fullPage })

  test('admin', async ({ page }) => {
    await signInByApi(page.request, demoAccounts.admin)
    await page.goto('/admin')
    await expect(page.getByRole('table', { name: 'Services' })).toBeVisible()
    await shot(page, 'admin-services')

    await page.getByRole('button', { name: 'Add a service' }).click()
    await expect(page.getByRole('dialog', { name: 'Add a service' })).toBeVisible()
    await shot(page, 'admin-service-form', false)
    await page.getByRole('dialog').getByRole('button', { name: 'Add service' }).click()
    await expect(page.getByRole('dialog').getByText('This cannot be empty').first()).toBeVisible()
    await shot(page, 'admin-service-form-errors', false)
    await page.keyboard.press('Escape')

    await page.getByRole('tab', { name: 'Resources' }).click()
    await expect(page.getByRole('form', { name: /Weekly hours of/ })).toBeVisible()
    await shot(page, 'admin-resources')

    await page.getByRole('tab', { name: 'Settings' }).click()
    await expect(page.getByRole('form', { name: 'Business settings' })).toBeVisible()
    await shot(page, 'admin-settings')
    // The save button stays in view at the bottom of the window.
    await page.getByRole('heading', { name: 'Booking rules' }).scrollIntoViewIfNeeded()
    await shot(page, 'admin-settings-window', false)
  })

  test('operator dashboard', async ({ page, playwright }) => {
    const { admin, customer, service, done } = await ownServiceWithCustomer(playwright, {
      customer: 'Cleo Cyclist',
      resource: 'Pictured mechanic',
      service: 'Pictured tune-up',
    })
    await bookFirstSlot(customer.request, service.id, {
      skip: 2,
      notes: 'Squeaky brakes, please check the rear pads too.',
    })
    await setRequireConfirmation(admin, true)
    try {
      await bookFirstSlot(customer.request, service.id, { skip: 6 })
    } finally {
      await setRequireConfirmation(admin, false)
    }

    await signInByApi(page.request, demoAccounts.operator)
    await page.goto('/operator-dashboard')
    await expect(page.getByRole('heading', { name: 'Waiting for confirmation' })).toBeVisible()
    await expect(
      page.getByRole('article', { name: new RegExp(service.name) }).first(),
    ).toBeVisible()
    await shot(page, 'operator-dashboard')

    await page.getByRole('button', { name: 'Book for a customer' }).click()
    await expect(page.getByRole('dialog', { name: 'Book for a customer' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Customer' }).fill('cleo')
    await page.getByRole('dialog').getByLabel('Service').click()
    await page.getByRole('option', { name: new RegExp(service.name) }).click()
    await shot(page, 'operator-book-for-customer', false)
    await page.keyboard.press('Escape')

    await page
      .getByRole('article', { name: new RegExp(service.name) })
      .first()
      .getByRole('button', { name: 'Reschedule' })
      .click()
    await expect(page.getByRole('dialog', { name: /Reschedule/ })).toBeVisible()
    await shot(page, 'operator-reschedule', false)

    await page.close()
    await done()
  })
})
