import type { Page } from '@playwright/test'
import { uniqueName } from './admin-helpers.ts'
import { newApiContext } from './api-context.ts'
import { seriousViolations } from './axe.ts'
import { expect, openAs, test, viewportAt } from './fixtures.ts'

// The admin's API keys tab (#43 item 5) against the real server: a key made in the browser works
// for what its scopes allow, nothing else, and stops at once when revoked; and the tab's
// accessibility at a desktop and a phone width.

const openKeys = (page: Page) =>
  openAs(page, 'admin', { path: '/admin?tab=api-keys', heading: 'API keys', level: 2 })

/** Makes a key with the form and answers the secret the dialog shows once. */
async function makeKey(page: Page, { name, scope }: { name: string; scope: RegExp }) {
  await page.getByRole('button', { name: 'New API key' }).click()
  const form = page.getByRole('dialog', { name: 'New API key' })
  await form.getByRole('textbox', { name: /^Name/ }).fill(name)
  await form.getByRole('checkbox', { name: scope }).check()
  await form.getByRole('button', { name: 'Create key' }).click()
  const shown = page.getByRole('dialog', { name: 'Copy the new key now' })
  const secret = await shown.getByRole('textbox', { name: `Secret of “${name}”` }).inputValue()
  expect(secret).toMatch(/^rsv_/)
  return { shown, secret }
}

test.describe('the admin screen: API keys', () => {
  test('a key made in the browser reads bookings, is refused elsewhere, and stops when revoked', async ({
    page,
    playwright,
  }) => {
    await openKeys(page)
    const name = uniqueName('Calendar sync')
    const { shown, secret } = await makeKey(page, { name, scope: /Read bookings/ })
    await shown.getByRole('button', { name: 'Done' }).click()
    await expect(page.getByText(`API key “${name}” created.`)).toBeVisible()
    // The secret is gone from the page once the dialog closes.
    await expect(page.getByText(secret)).toHaveCount(0)

    const client = await newApiContext(playwright)
    const auth = { authorization: `Bearer ${secret}` }
    const bookings = await client.get('/api/v1/bookings?scope=all', { headers: auth })
    expect(bookings.status(), await bookings.text()).toBe(200)
    const people = await client.get('/api/v1/admin/people', { headers: auth })
    expect(people.status()).toBe(403)
    expect((await people.json()).error.code).toBe('api_keys.scope')

    const row = page.getByRole('row', { name: new RegExp(name) })
    await page.getByRole('button', { name: `Revoke ${name}` }).click()
    await page
      .getByRole('dialog', { name: 'Revoke this API key?' })
      .getByRole('button', { name: 'Yes, revoke it' })
      .click()
    await expect(page.getByText(`API key “${name}” revoked.`)).toBeVisible()
    await expect(row).toContainText('Revoked')

    const after = await client.get('/api/v1/bookings?scope=all', { headers: auth })
    expect(after.status()).toBe(401)
    expect((await after.json()).error.code).toBe('api_keys.invalid')
    await client.dispose()
  })

  for (const width of [1280, 390]) {
    test(`the list, the form and the secret have no serious accessibility problem at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewportAt(width))
      await openKeys(page)
      expect(await seriousViolations(page)).toEqual([])

      await page.getByRole('button', { name: 'New API key' }).click()
      const form = page.getByRole('dialog', { name: 'New API key' })
      await form.getByRole('button', { name: 'Create key' }).click()
      await expect(form.getByText('Choose at least one scope')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await form.getByRole('button', { name: 'Cancel' }).click()

      await makeKey(page, { name: uniqueName('Axe check'), scope: /Read quotes/ })
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
