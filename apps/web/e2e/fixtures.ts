import { randomInt } from 'node:crypto'
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import type { PublicSettings, Role } from '@reserva/shared'
import { confirmAddress } from './mailbox.ts'

type ExpectedError = { url: RegExp; status: number }

type Fixtures = {
  /** Console errors, uncaught exceptions and failed requests seen during the test; must stay empty. */
  pageProblems: string[]
  /** Lets one expected error answer through (a wrong password's 401, say): `url` and `status`. */
  allowHttpError: (url: RegExp, status: number) => void
  expectedErrors: ExpectedError[]
  /**
   * The address the server sees for this test's browser (X-Forwarded-For). The sign-in rate limit
   * (5 a minute) counts per address; without one every test would share a single bucket.
   */
  clientIp: string
  /** The business settings the server under test answers with. */
  settings: PublicSettings
}

export const test = base.extend<Fixtures>({
  clientIp: [
    async ({ context }, use) => {
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
      await use(ip)
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function destructures.
  expectedErrors: async ({}, use) => {
    await use([])
  },
  allowHttpError: async ({ expectedErrors }, use) => {
    await use((url, status) => {
      expectedErrors.push({ url, status })
    })
  },
  pageProblems: [
    async ({ page, expectedErrors }, use) => {
      const problems: string[] = []
      const expected = (url: string, status?: number) =>
        expectedErrors.some((e) => e.url.test(url) && (status === undefined || e.status === status))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // Chrome logs every error answer to fetch; an expected one is not a problem.
        if (
          message.text().startsWith('Failed to load resource') &&
          expected(message.location().url)
        ) {
          return
        }
        problems.push(`console.error: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText
        // The page cancelled it (it navigated away, or a query was aborted): not a failure.
        if (reason === 'net::ERR_ABORTED') return
        problems.push(`request failed: ${request.url()} (${reason})`)
      })
      page.on('response', (response) => {
        // A document for an unknown path may fairly be a 404; every other request must succeed.
        if (
          response.status() >= 400 &&
          !response.request().isNavigationRequest() &&
          !expected(response.url(), response.status())
        ) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`)
        }
      })
      await use(problems)
      expect(problems, 'no console error, uncaught exception or failed request').toEqual([])
    },
    { auto: true },
  ],
  settings: async ({ request }, use) => {
    const response = await request.get('/api/v1/settings/public')
    expect(response.ok()).toBe(true)
    await use((await response.json()) as PublicSettings)
  },
})

export { expect }

/** A window `width` wide, as tall as a desktop's (900) or a phone's (844). */
export const viewportAt = (width: number) => ({ width, height: width > 500 ? 900 : 844 })

/** The demo install's accounts (apps/server/src/modules/auth/demo-accounts.ts). */
export const demoAccounts = {
  admin: { name: 'Ada Admin', email: 'admin@demo.reserva.test', password: 'Demo-Admin-2026' },
  operator: {
    name: 'Otto Operator',
    email: 'operator@demo.reserva.test',
    password: 'Demo-Operator-2026',
  },
  customer: {
    name: 'Cora Customer',
    email: 'customer@demo.reserva.test',
    password: 'Demo-Customer-2026',
  },
} satisfies Record<Role, { name: string; email: string; password: string }>

/**
 * Makes the page's requests come from the machine the server runs on (a loopback address of its
 * own, for the rate limits): only such a browser is shown the demo accounts' passwords.
 */
export async function browseFromServerMachine(page: Page) {
  const ip = `127.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
}

// Better Auth checks the Origin of requests that carry cookies, as a browser would send it.
export const originHeader = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` })

/**
 * Signs in through the API, without the form: the session cookie lands in the page's browser
 * context. For journeys about something else than signing in.
 */
export async function signInByApi(
  request: APIRequestContext,
  { email, password }: { email: string; password: string },
) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: originHeader(),
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Signs a demo account in through the API and opens `path`, once its heading (level 1 unless said) shows. */
export async function openAs(
  page: Page,
  role: Role,
  { path, heading, level = 1 }: { path: string; heading: string; level?: number },
) {
  await signInByApi(page.request, demoAccounts[role])
  await page.goto(path)
  await expect(page.getByRole('heading', { level, name: heading })).toBeVisible()
}

/** Signs in with the form on the page (/signin, or where it sent the visitor), by e-mail. */
export async function signInWithForm(
  page: Page,
  { email, password }: { email: string; password: string },
) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('E-mail address').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${randomInt(1e6).toString(36)}@example.com`

/** A new account, signed in: signed up, then the link mailed to its address followed. */
export async function signUpByApi(
  request: APIRequestContext,
  {
    name,
    email,
    password = 'Velodrome-Sprint-2026',
  }: { name: string; email: string; password?: string },
) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: originHeader(),
  })
  expect(response.status(), await response.text()).toBe(200)
  await confirmAddress(request, email)
}

export type Screen = {
  path: string
  heading: (settings: PublicSettings) => string
  /** Screens behind a guard are opened signed in as this demo account. */
  signInAs?: Role
}

/** The specification's eleven screens with a path, and the heading each one shows. */
export const screens: Screen[] = [
  { path: '/', heading: (settings) => settings.name },
  { path: '/about', heading: (settings) => `About ${settings.name}` },
  { path: '/signin', heading: () => 'Sign in' },
  { path: '/signup', heading: () => 'Sign up' },
  { path: '/dashboard', heading: () => 'Your dashboard', signInAs: 'customer' },
  { path: '/operator-dashboard', heading: () => 'Operator dashboard', signInAs: 'operator' },
  { path: '/book', heading: () => 'Book a time' },
  { path: '/booking-confirmation', heading: () => 'Booking confirmation' },
  { path: '/quote', heading: () => 'Ask for a quote' },
  { path: '/admin', heading: () => 'Admin', signInAs: 'admin' },
  { path: '/privacy-policy', heading: () => 'Privacy policy' },
]

export const notFound: Screen = { path: '/no-such-page', heading: () => 'Page not found' }

/**
 * Opens a screen (signed in first if it is behind a guard) and waits until its heading and the
 * business's name (in the footer, or the staff layout's header) are shown.
 */
export async function openScreen(page: Page, screen: Screen, settings: PublicSettings) {
  if (screen.signInAs) await signInByApi(page.request, demoAccounts[screen.signInAs])
  const response = await page.goto(screen.path)
  await expect(
    page.getByRole('heading', { level: 1, name: screen.heading(settings), exact: true }),
  ).toBeVisible()
  // Staff screens are in the staff layout, whose header names the business; the site's footer does.
  const staff = screen.signInAs === 'operator' || screen.signInAs === 'admin'
  await expect(page.getByRole(staff ? 'banner' : 'contentinfo')).toContainText(settings.name)
  await appTakesOver(page)
  return response
}

/**
 * On a page the server rendered (`/`, `/book`, `/signin`), the screen's heading, the header and the
 * footer are there before the app: their controls do nothing yet, and the screen is inert until the
 * app has hydrated it. Waits until it has.
 */
export async function appTakesOver(page: Page) {
  await expect(page.locator('[data-prerendered-screen]')).toHaveCount(0)
}
