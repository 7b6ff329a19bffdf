import type { Browser, Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, openAs, test, viewportAt } from './fixtures.ts'
import { fillProviderForm, idpDomain, idpIssuer, removeProvider } from './sso-helpers.ts'

// Single sign-on in the browser (#43 item 3), against the real server and the real
// `oidc-provider` that scripts/e2e-server.mjs starts: the admin registers the provider on the
// "Single sign-on" tab, a person of its domain signs in there from "Sign in with SSO" and lands
// in the operator's workspace, and removing the provider takes the button away again.

const issuer = idpIssuer
const domain = idpDomain

const openProviders = (page: Page) =>
  openAs(page, 'admin', { path: '/admin?tab=sso', heading: 'Single sign-on', level: 2 })

async function addProvider(page: Page) {
  const form = await fillProviderForm(page)
  await form.getByRole('combobox', { name: /^Role/ }).selectOption('operator')
  await expect(form.getByText('/api/auth/sso/callback/sso-staff-e2e-test')).toBeVisible()
  await form.getByRole('button', { name: 'Add provider' }).click()
  await expect(page.getByText(`People at ${domain} can now sign in with SSO.`)).toBeVisible()
}

/** A browser of its own for the visitor, so the admin's session stays in the first. */
async function visitor(browser: Browser) {
  const context = await browser.newContext()
  return { page: await context.newPage(), close: () => context.close() }
}

// One provider per domain, and the sign-in page of every test shows its button while it exists:
// the journeys run one after the other and leave no provider behind.
test.describe.configure({ mode: 'serial' })

test.describe('the admin screen: single sign-on', () => {
  test('a person of the domain signs in at the provider and lands in the workspace', async ({
    page,
    browser,
    allowHttpError,
  }) => {
    await openProviders(page)
    await addProvider(page)
    const row = page.getByRole('row', { name: new RegExp(domain) })
    await expect(row).toContainText('Operator')
    await expect(row).toContainText(issuer)

    const { page: person, close } = await visitor(browser)
    try {
      await person.goto('/signin')
      await person.getByRole('link', { name: 'Sign in with SSO' }).click()
      await expect(
        person.getByRole('heading', { level: 1, name: 'Sign in with SSO' }),
      ).toBeVisible()
      const form = person.getByRole('form', { name: 'Sign in with SSO' })

      // An address no provider serves is told so, in words.
      allowHttpError(/\/api\/auth\/sign-in\/sso$/, 404)
      await form.getByRole('textbox', { name: 'E-mail address' }).fill('someone@elsewhere.test')
      await form.getByRole('button', { name: 'Continue' }).click()
      await expect(form.getByRole('alert')).toContainText('No single sign-on is set up')

      await form.getByRole('textbox', { name: 'E-mail address' }).fill(`olga@${domain}`)
      await form.getByRole('button', { name: 'Continue' }).click()
      // The provider's own development login and consent pages.
      await person.waitForURL(`${issuer}/**`)
      await person.locator('input[name="login"]').fill('olga')
      await person.locator('input[name="password"]').fill('any password')
      await person.getByRole('button', { name: 'Sign-in' }).click()
      await person.getByRole('button', { name: 'Continue' }).click()

      await expect(person.getByRole('button', { name: /Olga Staff/ })).toBeVisible()
      expect(new URL(person.url()).pathname).toBe('/operator-dashboard')
    } finally {
      await close()
    }

    await removeProvider(page)
    const { page: later, close: closeLater } = await visitor(browser)
    try {
      await later.goto('/signin')
      await expect(later.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
      await expect(later.getByRole('link', { name: 'Sign in with SSO' })).toHaveCount(0)
    } finally {
      await closeLater()
    }
  })

  for (const width of [1280, 390]) {
    test(`the list and the form have no serious accessibility problem at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewportAt(width))
      await openProviders(page)
      expect(await seriousViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Add provider' }).click()
      const form = page.getByRole('dialog', { name: 'Add a single sign-on provider' })
      await form.getByRole('button', { name: 'Add provider' }).click()
      expect(await seriousViolations(page)).toEqual([])
      await form.getByRole('button', { name: 'Cancel' }).click()
    })
  }
})
