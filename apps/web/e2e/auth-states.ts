import { randomInt } from 'node:crypto'
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
import { injectWallet } from './wallet-helpers.ts'

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

/** A UK mobile number no other state uses, as dialled in the UK (the demo business is in London). */
const newUkMobile = () => `07400 ${String(randomInt(1_000_000)).padStart(6, '0')}`

/** Chooses "Phone" in the form named `formName` and types `number`. */
async function typePhone(page: Page, formName: string, number: string) {
  const form = page.getByRole('form', { name: formName })
  await form.getByText('Phone', { exact: true }).click()
  await form.getByLabel('Phone number').fill(number)
  return form
}

/** After an e-mail sign-up: the link to confirm the address is on its way (issue #42). */
const checkInboxState: AuthState = {
  name: 'sign-up-check-inbox',
  open: async ({ page }) => {
    await goToHeading(page, '/signup', 'Sign up')
    const form = page.getByRole('form', { name: 'Create an account' })
    await form.getByLabel('Full name').fill('Ines Inbox')
    await form.getByLabel('E-mail address').fill(uniqueEmail('inbox'))
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('region', { name: 'Check your inbox' })).toBeVisible()
  },
}

/** Sign-In with Ethereum (issue #43): the button a browser with a wallet shows, and the wallets card. */
const walletStates: AuthState[] = [
  {
    name: 'sign-in-wallet',
    open: async ({ page }) => {
      await injectWallet(page)
      await goToHeading(page, '/signin', 'Sign in')
      await expect(page.getByRole('button', { name: 'Sign in with a wallet' })).toBeVisible()
    },
  },
  {
    name: 'dashboard-wallets',
    detail: 'section[aria-labelledby="wallets-title"]',
    open: async ({ page }) => {
      await injectWallet(page)
      await goToHeading(page, '/signin', 'Sign in')
      await page.getByRole('button', { name: 'Sign in with a wallet' }).click()
      await expect(page).toHaveURL('/dashboard')
      const card = page.getByRole('region', { name: 'Wallets' })
      await expect(card.getByRole('listitem')).toHaveCount(1)
      await card.scrollIntoViewIfNeeded()
    },
  },
]

/** The accounts' states also pictured in the dark scheme. */
export const darkAuthStates = (): AuthState[] => [
  ...phoneAuthStates,
  checkInboxState,
  ...walletStates,
]

export const phoneAuthStates: AuthState[] = [
  {
    name: 'sign-up-phone-code',
    open: async ({ page }) => {
      await goToHeading(page, '/signup', 'Sign up')
      const form = await typePhone(page, 'Create an account', newUkMobile())
      await form.getByLabel('Full name').fill('Pat Phone')
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
      await form.getByRole('button', { name: 'Create account' }).click()
      await expect(page.getByLabel('Code from the text message')).toBeFocused()
    },
  },
  {
    name: 'sign-up-phone-invalid',
    open: async ({ page, allowHttpError }) => {
      allowHttpError(/\/api\/v1\/auth\/sign-up\/phone$/, 400)
      await goToHeading(page, '/signup', 'Sign up')
      const form = await typePhone(page, 'Create an account', '07400 12')
      await form.getByLabel('Full name').fill('Pat Typo')
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
      await form.getByRole('button', { name: 'Create account' }).click()
      await expect(form.getByText(/This is not a phone number/)).toBeVisible()
    },
  },
  {
    name: 'sign-in-phone-unconfirmed',
    open: async ({ page, allowHttpError }) => {
      allowHttpError(/\/api\/auth\/sign-in\/phone-number$/, 401)
      const number = newUkMobile()
      const up = await page.request.post('/api/v1/auth/sign-up/phone', {
        data: { name: 'Phil Phone', phoneNumber: number, password: STRONG },
        headers: { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` },
      })
      expect(up.status()).toBe(200)
      await goToHeading(page, '/signin', 'Sign in')
      const form = await typePhone(page, 'Sign in', number)
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
      await form.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('form', { name: 'Confirm your phone number' })).toBeVisible()
    },
  },
  {
    name: 'sign-in-forgot-phone',
    open: async ({ page }) => {
      await goToHeading(page, '/signin?mode=forgot', 'Forgot your password?')
      const form = await typePhone(page, 'Reset your password', newUkMobile())
      await form.getByRole('button', { name: 'Text me a code' }).click()
      const step = page.getByRole('form', { name: 'Choose a new password' })
      await step.getByLabel('Code from the text message').fill('123456')
      await step.getByRole('textbox', { name: 'New password', exact: true }).fill('short')
      await expect(page.getByText('Strength: Weak')).toBeVisible()
    },
  },
]

export const authStates: AuthState[] = [
  ...phoneAuthStates,
  ...walletStates,
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
  checkInboxState,
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
