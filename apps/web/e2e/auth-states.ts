import type { Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import {
  appTakesOver,
  browseFromServerMachine,
  demoAccounts,
  expect,
  signInByApi,
  signInWithForm,
  signUpByApi,
  uniqueEmail,
} from './fixtures.ts'

type Helpers = { page: Page; allowHttpError: (url: RegExp, status: number) => void }

/** A screen or state of the accounts feature, opened and ready to be checked or pictured. */
export type AuthState = {
  name: string
  open: (helpers: Helpers) => Promise<void>
  /** A part worth a closer picture (a CSS selector). */
  detail?: string
}

const STRONG = 'Velodrome-Sprint-2026'

async function goToHeading(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  // `/`, `/book` and `/signin` come rendered by the server: their controls work once hydrated.
  await appTakesOver(page)
}

/** A new account with two-step sign-in on, signed out again; the sign-in form filled in. */
async function reachTwoFactorStep(page: Page) {
  const email = uniqueEmail('two-step')
  await signUpByApi(page.request, { name: 'Tess Two', email, password: STRONG })
  const origin = { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` }
  const enable = await page.request.post('/api/auth/two-factor/enable', {
    data: { password: STRONG },
    headers: origin,
  })
  const { totpURI } = (await enable.json()) as { totpURI: string }
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  const verify = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: new TOTP({ secret }).generate() },
    headers: origin,
  })
  expect(verify.status()).toBe(200)
  await page.context().clearCookies()
  await goToHeading(page, '/signin', 'Sign in')
  await signInWithForm(page, { email, password: STRONG })
  await expect(page.getByLabel('Code from your app')).toBeVisible()
}

export const authStates: AuthState[] = [
  {
    name: 'sign-in',
    open: async ({ page }) => {
      await browseFromServerMachine(page)
      await goToHeading(page, '/signin', 'Sign in')
      await expect(page.getByRole('region', { name: 'Demo accounts' })).toBeVisible()
    },
  },
  {
    name: 'sign-in-wrong-password',
    open: async ({ page, allowHttpError }) => {
      allowHttpError(/\/api\/auth\/sign-in\/email$/, 401)
      await goToHeading(page, '/signin', 'Sign in')
      await signInWithForm(page, {
        email: demoAccounts.customer.email,
        password: 'Not-The-Password-1',
      })
      await expect(page.getByRole('alert')).toContainText('Invalid login credentials')
    },
  },
  {
    name: 'sign-in-two-factor',
    open: async ({ page }) => reachTwoFactorStep(page),
  },
  {
    name: 'sign-in-forgot',
    open: async ({ page }) => goToHeading(page, '/signin?mode=forgot', 'Forgot your password?'),
  },
  {
    name: 'sign-in-code',
    open: async ({ page }) => goToHeading(page, '/signin?mode=code', 'Sign in with a code'),
  },
  {
    name: 'sign-in-reset',
    open: async ({ page }) => {
      await goToHeading(
        page,
        '/signin?mode=reset&token=not-checked-until-saved',
        'Choose a new password',
      )
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short')
      await expect(page.getByText('Strength: Weak')).toBeVisible()
    },
  },
  {
    name: 'sign-in-reset-expired',
    open: async ({ page }) => {
      await goToHeading(page, '/signin?mode=reset&error=INVALID_TOKEN', 'Choose a new password')
      await expect(page.getByRole('alert')).toContainText('expired')
    },
  },
  {
    name: 'sign-up-weak-password',
    open: async ({ page, allowHttpError }) => {
      allowHttpError(/\/api\/auth\/sign-up\/email$/, 422)
      await goToHeading(page, '/signup', 'Sign up')
      const form = page.getByRole('form', { name: 'Create an account' })
      await form.getByLabel('Full name').fill('Weak Will')
      await form.getByLabel('E-mail address').fill(uniqueEmail('weak'))
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('password')
      await form.getByRole('button', { name: 'Create account' }).click()
      await expect(form.getByRole('alert')).toContainText('commonly used passwords')
    },
  },
  {
    name: 'dashboard-two-factor-enrolment',
    open: async ({ page }) => {
      await signUpByApi(page.request, {
        name: 'Enid Enrol',
        email: uniqueEmail('enrol'),
        password: STRONG,
      })
      await goToHeading(page, '/dashboard', 'Your dashboard')
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
      await page.getByRole('textbox', { name: 'Your password', exact: true }).fill(STRONG)
      await page.getByRole('button', { name: 'Continue' }).click()
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
    },
    detail: 'section[aria-labelledby="two-factor-title"]',
  },
  {
    name: 'not-allowed',
    open: async ({ page }) => {
      await signInByApi(page.request, demoAccounts.customer)
      await goToHeading(page, '/admin', 'Not allowed')
    },
  },
  {
    name: 'header-user-menu',
    open: async ({ page }) => {
      await signInByApi(page.request, demoAccounts.admin)
      await goToHeading(
        page,
        '/',
        (await (await page.request.get('/api/v1/settings/public')).json()).name,
      )
      const wide = (page.viewportSize()?.width ?? 1280) >= 768
      if (wide) {
        await page.getByRole('button', { name: 'Ada Admin' }).click()
        await expect(page.getByRole('menu')).toBeVisible()
      } else {
        await page.getByRole('button', { name: 'Open navigation menu' }).click()
        await expect(page.getByRole('dialog', { name: 'Menu' })).toContainText('Ada Admin')
      }
    },
  },
]
