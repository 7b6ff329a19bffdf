import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

// The admin's single sign-on tab, driven as an admin would, against the `oidc-provider` that
// scripts/e2e-server.mjs starts (scripts/e2e-identity-provider.mjs).

export const idpIssuer = `http://127.0.0.1:${process.env.E2E_IDP_PORT ?? 3102}`
export const idpDomain = 'staff.e2e.test'

/** Opens the add form and fills it in for the test provider, leaving it open. */
export async function fillProviderForm(page: Page) {
  await page.getByRole('button', { name: 'Add provider' }).click()
  const form = page.getByRole('dialog', { name: 'Add a single sign-on provider' })
  await form.getByRole('textbox', { name: /^E-mail domain/ }).fill(idpDomain)
  await form.getByRole('textbox', { name: /^Issuer URL/ }).fill(idpIssuer)
  await form.getByRole('textbox', { name: /^Client ID/ }).fill('reserva-e2e')
  await form.getByLabel(/^Client secret/).fill('reserva-e2e-client-secret-of-32-characters')
  return form
}

/** Removes the test provider through its button and the question that follows. */
export async function removeProvider(page: Page) {
  await page.getByRole('button', { name: `Remove the provider for ${idpDomain}` }).click()
  await page
    .getByRole('dialog', { name: 'Remove this provider?' })
    .getByRole('button', { name: 'Yes, remove it' })
    .click()
  await expect(page.getByText(`Single sign-on for ${idpDomain} removed.`)).toBeVisible()
}
