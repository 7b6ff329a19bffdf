import type { Page } from '@playwright/test'
import { TOTP } from 'otpauth'
import { demoAccounts, expect, signInByApi, signUpByApi, test, uniqueEmail } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the account screens in German and Arabic (right to left), for a person to look at:
// the sign-in modes beyond the password's, sign-up's password hints, the two-step sign-in, the
// customer's dashboard, its account menu, and a screen that is not for the role.
//   npm run screenshots -- account-language-screenshots

const languages = ['de', 'ar'] as const
const STRONG = 'Velodrome-Sprint-2026'
/** The words the screens below are found by (the catalogues' own). */
const words = {
  de: {
    openMenu: 'Navigationsmenü öffnen',
    turnOn: 'Zweistufige Anmeldung einschalten',
    signOut: 'Abmelden',
  },
  ar: {
    openMenu: 'افتح قائمة التنقل',
    turnOn: 'فعّل تسجيل الدخول بخطوتين',
    signOut: 'تسجيل الخروج',
  },
}
const origin = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` })

/** Opens `path` in `language` (this browser's remembered choice) once the app shows it. */
async function open(page: Page, language: string, path: string) {
  await page.goto(path)
  await page.locator(`html[lang="${language}"]`).waitFor()
  await expect(page.locator('[data-prerendered-screen]')).toHaveCount(0)
}

const pictures = (width: number) => {
  for (const language of languages) {
    const name = (what: string) => `account-${what}-${language}`
    test.describe(`in ${language}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(
          (chosen) => localStorage.setItem('reserva.language', chosen),
          language,
        )
      })

      test('the sign-in modes', async ({ page }) => {
        await open(page, language, '/signin?mode=forgot')
        await page.locator('form button[type="submit"]').click()
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1)
        await screenshot(page, { name: name('forgot-invalid'), width })
        await page.locator('.mantine-SegmentedControl-label').nth(1).click()
        await screenshot(page, { name: name('forgot-phone'), width })

        await open(page, language, '/signin?mode=code')
        await page.locator('input[type="email"]').fill(demoAccounts.customer.email)
        await page.locator('form button[type="submit"]').click()
        await expect(page.locator('input[autocomplete="one-time-code"]')).toBeVisible()
        await screenshot(page, { name: name('code-step'), width })

        await open(page, language, '/signin?mode=sso')
        await screenshot(page, { name: name('sso'), width })
        await open(page, language, '/signin?mode=reset')
        await screenshot(page, { name: name('reset-expired'), width })
        await open(page, language, '/signin?mode=reset&token=not-a-real-one')
        await page.locator('input[type="password"]').fill('abc1')
        await screenshot(page, { name: name('reset-hints'), width })
      })

      test('sign-up and its password hints', async ({ page }) => {
        await open(page, language, '/signup')
        await page.locator('form button[type="submit"]').click()
        await page.locator('input[type="password"]').fill('abcdef')
        await screenshot(page, { name: name('signup-invalid'), width })
      })

      test('the two-step sign-in', async ({ page }) => {
        const email = uniqueEmail('two-step')
        await signUpByApi(page.request, { name: 'Tess Two', email, password: STRONG })
        const enable = await page.request.post('/api/auth/two-factor/enable', {
          data: { password: STRONG },
          headers: origin(),
        })
        const { totpURI } = (await enable.json()) as { totpURI: string }
        const secret = new URL(totpURI).searchParams.get('secret') ?? ''
        await page.request.post('/api/auth/two-factor/verify-totp', {
          data: { code: new TOTP({ secret }).generate() },
          headers: origin(),
        })
        await page.context().clearCookies()
        await open(page, language, '/signin')
        await page.locator('input[type="email"]').fill(email)
        await page.locator('input[type="password"]').fill(STRONG)
        await page.locator('form button[type="submit"]').click()
        await expect(page.locator('input[autocomplete="one-time-code"]')).toBeVisible()
        await screenshot(page, { name: name('two-factor'), width })
      })

      test('the dashboard, its menu, and the two-step setup', async ({ page }) => {
        const email = uniqueEmail('dashboard')
        await signUpByApi(page.request, { name: 'Dana Dashboard', email, password: STRONG })
        await open(page, language, '/dashboard')
        await expect(page.locator('#sessions-title')).toBeVisible()
        await screenshot(page, { name: name('dashboard'), width, parts: true })

        const menu = width > 500 ? 'Dana Dashboard' : words[language].openMenu
        await page.getByRole('banner').getByRole('button', { name: menu }).click()
        await expect(page.getByText(words[language].signOut, { exact: true })).toBeVisible()
        await screenshot(page, { name: name('menu'), width, fullPage: false })
        await page.keyboard.press('Escape')

        await page.getByRole('button', { name: words[language].turnOn }).click()
        await page.locator('input[autocomplete="current-password"]').last().fill(STRONG)
        await page.locator('input[autocomplete="current-password"]').last().press('Enter')
        await expect(page.locator('[data-testid="totp-secret"]')).toBeVisible()
        await page.locator('[data-testid="totp-secret"]').scrollIntoViewIfNeeded()
        await screenshot(page, { name: name('two-factor-setup'), width, fullPage: false })
      })

      test('a screen that is not for the role, and the staff frame', async ({ page }) => {
        await signInByApi(page.request, demoAccounts.customer)
        await open(page, language, '/admin')
        await screenshot(page, { name: name('not-allowed'), width })
        // Signing in again replaces the session's cookie: the page on screen never asks without one.
        await signInByApi(page.request, demoAccounts.operator)
        await open(page, language, '/operator-dashboard')
        await page.waitForTimeout(1500)
        await screenshot(page, { name: name('staff-frame'), width, fullPage: false })
      })
    })
  }
}

atScreenshotWidths('account language screenshots', pictures)
