import type { Page } from '@playwright/test'
import { expect, signUpByApi, uniqueEmail } from './fixtures.ts'

// Deleting one's own account from the dashboard (#48 item 3), as a new customer of the test's
// own. The journey (account-deletion.spec.ts) and the pictures (…-screenshots.spec.ts) run it.

/** A new customer, signed in on `page`, on their dashboard at the "Delete your account" card. */
export async function customerAtDeletion(page: Page) {
  const email = uniqueEmail('leaving')
  const password = 'Velodrome-Sprint-2026'
  await signUpByApi(page.request, { name: 'Lorna Leaving', email, password })
  await page.goto('/dashboard')
  const card = page.getByRole('region', { name: 'Delete your account' })
  await expect(card).toBeVisible()
  return { email, password, card }
}

/** Opens the question and types the password; answers the dialog. */
export async function askToDelete(page: Page, password: string) {
  await page.getByRole('button', { name: 'Delete my account…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Your password').fill(password)
  return dialog
}
