import type { Page } from '@playwright/test'
import { bookFirstSlot, ownServiceWithCustomer, setRequireConfirmation } from './admin-helpers.ts'
import { demoAccounts, expect, originHeader, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'
import { openInWorkspace, todayHeading } from './workspace-helpers.ts'

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

    await openInWorkspace(page, 'Resources')
    await expect(page.getByRole('form', { name: /Weekly hours of/ })).toBeVisible()
    await shot(page, 'admin-resources')

    await openInWorkspace(page, 'Settings')
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
    await expect(todayHeading(page)).toBeVisible()
    const actions = page.getByRole('button', { name: new RegExp(`, ${service.name} at `) })
    await expect(actions.first()).toBeVisible()
    await shot(page, 'operator-dashboard')

    await page.getByRole('button', { name: 'Book for a customer' }).click()
    await expect(page.getByRole('dialog', { name: 'Book for a customer' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Customer' }).fill('cleo')
    await page.getByRole('dialog').getByLabel('Service').click()
    await page.getByRole('option', { name: new RegExp(service.name) }).click()
    await shot(page, 'operator-book-for-customer', false)
    await page.keyboard.press('Escape')

    await actions.first().click()
    await expect(page.getByRole('menu')).toBeVisible()
    await shot(page, 'operator-agenda-row-menu', false)
    await page.getByRole('menuitem', { name: 'Reschedule…' }).click()
    await expect(page.getByRole('dialog', { name: /Reschedule/ })).toBeVisible()
    await shot(page, 'operator-reschedule', false)

    await page.close()
    await done()
  })
})

/** The API keys section: the list, a new key's form, its secret shown once, and a revocation. */
const apiKeysPictures = (suffix: string) => (width: number) => {
  const shot = (page: Page, name: string, fullPage = true) =>
    screenshot(page, { name: `${name}${suffix}`, width, fullPage })

  test('api keys', async ({ page }) => {
    await signInByApi(page.request, demoAccounts.admin)
    const made = await page.request.post('/api/v1/admin/api-keys', {
      data: {
        name: `Calendar sync ${suffix ? 'dark' : 'light'} ${width}`,
        scopes: ['bookings:read', 'quotes:read'],
        expiresAt: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      },
      headers: originHeader(),
    })
    expect(made.status(), await made.text()).toBe(201)

    await page.goto('/admin?tab=api-keys')
    await expect(page.getByRole('table', { name: 'API keys' })).toBeVisible()
    await shot(page, 'admin-api-keys')

    await page.getByRole('button', { name: 'New API key' }).click()
    const form = page.getByRole('dialog', { name: 'New API key' })
    await form.getByRole('textbox', { name: /^Name/ }).fill('Shop importer')
    await form.getByRole('checkbox', { name: /Manage the catalogue/ }).check()
    await shot(page, 'admin-api-key-form', false)
    await form.getByRole('button', { name: 'Create key' }).click()
    const secret = page.getByRole('dialog', { name: 'Copy the new key now' })
    await expect(secret.getByText('You will not see it again')).toBeVisible()
    await shot(page, 'admin-api-key-secret', false)
    await secret.getByRole('button', { name: 'Done' }).click()

    await page.getByRole('button', { name: 'Revoke Shop importer' }).first().click()
    await expect(page.getByRole('dialog', { name: 'Revoke this API key?' })).toBeVisible()
    await shot(page, 'admin-api-key-revoke', false)
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, revoke it' }).click()
    await expect(page.getByText('API key “Shop importer” revoked.')).toBeVisible()
  })
}

atScreenshotWidths('API keys screenshots', apiKeysPictures(''))
atScreenshotWidths('API keys screenshots, dark', apiKeysPictures('-dark'), { colorScheme: 'dark' })

/** The closures section with one closure in it; `suffix` names the colour scheme's pictures. */
const closurePictures = (suffix: string) => (width: number) => {
  test('closures', async ({ page }) => {
    await signInByApi(page.request, demoAccounts.admin)
    await page.goto('/admin?tab=closures')
    const form = page.getByRole('form', { name: 'Close the business for whole days' })
    // A day of its own for each picture, far enough ahead that no journey books it.
    const day = new Date(Date.now() + (52 + width / 10) * 86_400_000).toISOString().slice(0, 10)
    const reason = `Christmas Day ${suffix}${width}`
    await form.getByLabel('First day').fill(day)
    await form.getByLabel('Reason').fill(reason)
    await form.getByRole('button', { name: 'Close these days' }).click()
    const entry = page.getByRole('listitem').filter({ hasText: reason })
    await expect(entry).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, { name: `admin-closures${suffix}`, width, fullPage: true })
    await entry.getByRole('button', { name: /^Remove the closure on / }).click()
    await expect(entry).toHaveCount(0)
  })
}

atScreenshotWidths('closures screenshots', closurePictures(''))
atScreenshotWidths('closures screenshots, dark', closurePictures('-dark'), {
  colorScheme: 'dark',
})
