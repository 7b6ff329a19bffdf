import type { Page } from '@playwright/test'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'
import { fillProviderForm, idpDomain, removeProvider } from './sso-helpers.ts'

// Pictures of single sign-on for a person to look at (npm run screenshots): the admin's tab with
// its form and one provider, and the sign-in page's button and form. One provider per domain, so
// the pictures are taken one after the other, each removing the provider it made.
test.describe.configure({ mode: 'serial' })

const domain = idpDomain

const ssoPictures = (suffix: string) => (width: number) => {
  const shot = (page: Page, name: string, fullPage = true) =>
    screenshot(page, { name: `${name}${suffix}`, width, fullPage })

  test('single sign-on', async ({ page, browser }) => {
    await signInByApi(page.request, demoAccounts.admin)
    await page.goto('/admin?tab=sso')
    await expect(page.getByText('No single sign-on yet.')).toBeVisible()
    const form = await fillProviderForm(page)
    await shot(page, 'admin-sso-form', false)
    await form.getByRole('button', { name: 'Add provider' }).click()
    await expect(page.getByRole('row', { name: new RegExp(domain) })).toBeVisible()
    await shot(page, 'admin-sso')

    const visitor = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      colorScheme: suffix ? 'dark' : 'light',
    })
    try {
      const signIn = await visitor.newPage()
      await signIn.goto('/signin')
      await expect(signIn.getByRole('link', { name: 'Sign in with SSO' })).toBeVisible()
      await shot(signIn, 'signin-with-sso')
      await signIn.getByRole('link', { name: 'Sign in with SSO' }).click()
      const ssoForm = signIn.getByRole('form', { name: 'Sign in with SSO' })
      await ssoForm.getByRole('textbox', { name: 'E-mail address' }).fill('someone@elsewhere.test')
      await ssoForm.getByRole('button', { name: 'Continue' }).click()
      await expect(ssoForm.getByRole('alert')).toBeVisible()
      await shot(signIn, 'signin-sso-form')
    } finally {
      await visitor.close()
    }

    await removeProvider(page)
  })
}

atScreenshotWidths('single sign-on screenshots', ssoPictures(''))
atScreenshotWidths('single sign-on screenshots, dark', ssoPictures('-dark'), {
  colorScheme: 'dark',
})
