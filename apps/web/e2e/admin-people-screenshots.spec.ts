import type { Page } from '@playwright/test'
import { uniqueName } from './admin-helpers.ts'
import { newApiContext } from './api-context.ts'
import { demoAccounts, expect, signInByApi, test, uniqueEmail } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the admin's People tab for a person to look at: npm run screenshots (README, Test).

atScreenshotWidths('admin people screenshots', (width) => {
  const shot = (page: Page, name: string, fullPage = true) =>
    screenshot(page, { name, width, fullPage })

  test('people', async ({ page, playwright }) => {
    const name = uniqueName('Priya Pictured')
    const visitor = await newApiContext(playwright)
    const response = await visitor.post('/api/auth/sign-up/email', {
      data: {
        name,
        email: uniqueEmail('e2e-pictured'),
        password: 'Velodrome-Sprint-2026',
        requestedRole: 'operator',
      },
    })
    expect(response.status()).toBe(200)

    await signInByApi(page.request, demoAccounts.admin)
    await page.goto('/admin?tab=people')
    await expect(page.getByRole('table', { name: 'People' })).toBeVisible()
    await shot(page, 'admin-people')

    await page.goto('/admin?tab=people&q=nobody-by-this-name')
    await expect(page.getByText(/Nobody matches/)).toBeVisible()
    await shot(page, 'admin-people-empty')

    await page.goto(`/admin?tab=people&requested=operator&q=${encodeURIComponent(name)}`)
    await page.getByRole('button', { name: `Open ${name}` }).click()
    const drawer = page.getByRole('dialog', { name })
    await expect(drawer.getByRole('heading', { name: 'Bookings' })).toBeVisible()
    await shot(page, 'admin-person', false)

    await drawer.getByRole('button', { name: 'Ban…' }).click()
    const ban = page.getByRole('dialog', { name: `Ban ${name}?` })
    await ban.getByRole('button', { name: 'Ban', exact: true }).click()
    await expect(ban.getByText('Say why this person is banned')).toBeVisible()
    await shot(page, 'admin-person-ban', false)
    await ban.getByRole('button', { name: 'Cancel' }).click()

    await drawer.getByRole('button', { name: 'Approve operator request' }).click()
    await page
      .getByRole('dialog', { name: `Make ${name} an operator?` })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(drawer.getByRole('status').filter({ hasText: 'is an operator now' })).toBeVisible()
    await shot(page, 'admin-person-approved', false)
    await drawer.getByRole('button', { name: 'Close' }).first().click()

    await page.getByRole('button', { name: 'Add a person' }).click()
    const form = page.getByRole('dialog', { name: 'Add a person' })
    await form.getByRole('button', { name: 'Add person' }).click()
    await expect(form.getByText('Enter a first password')).toBeVisible()
    await shot(page, 'admin-person-add', false)
  })
})
