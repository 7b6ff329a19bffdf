import type { Locator, Page } from '@playwright/test'
import type { Role } from '@reserva/shared'
import { browseFromServerMachine, demoAccounts, expect, signInByApi } from './fixtures.ts'

/** A main screen to check or picture in the dark scheme, and what shows it is ready. */
export type DarkScreen = {
  name: string
  path: string
  signInAs?: Role
  fromServerMachine?: boolean
  ready: (page: Page) => Promise<void>
}

const heading =
  (name: string | RegExp, level = 1) =>
  async (page: Page) => {
    await expect(page.getByRole('heading', { level, name })).toBeVisible()
  }

/** An admin tab, ready when `shown` is visible. */
const adminTab = (tab: string, shown: (page: Page) => Locator): DarkScreen => ({
  name: `admin-${tab}`,
  path: `/admin?tab=${tab}`,
  signInAs: 'admin',
  ready: async (page) => {
    await expect(shown(page)).toBeVisible()
  },
})

/** The main screens of each role, with the admin's tabs one by one. */
export const darkScreens: DarkScreen[] = [
  { name: 'home', path: '/', ready: heading(/.+/) },
  {
    name: 'book',
    path: '/book',
    ready: async (page) => {
      await heading('Book a time')(page)
      await expect(page.getByRole('button', { name: /^Choose / }).first()).toBeVisible()
    },
  },
  {
    name: 'signin',
    path: '/signin',
    // Only a browser on the server's machine is shown the demo accounts.
    fromServerMachine: true,
    ready: async (page) => {
      await heading('Sign in')(page)
      await expect(page.getByRole('region', { name: 'Demo accounts' })).toBeVisible()
    },
  },
  { name: 'dashboard', path: '/dashboard', signInAs: 'customer', ready: heading('Your dashboard') },
  { name: 'quote', path: '/quote', ready: heading('Ask for a quote') },
  {
    name: 'operator-dashboard',
    path: '/operator-dashboard',
    signInAs: 'operator',
    ready: heading('Operator dashboard'),
  },
  adminTab('services', (page) => page.getByRole('table', { name: 'Services' })),
  adminTab('resources', (page) => page.getByRole('form', { name: /Weekly hours of/ }).first()),
  adminTab('settings', (page) => page.getByRole('form', { name: 'Business settings' })),
  adminTab('people', (page) => page.getByRole('table', { name: 'People' })),
  // A fresh install has nothing in the audit log yet.
  adminTab('audit', (page) =>
    page
      .getByRole('table', { name: 'Audit log' })
      .or(page.getByText('Nothing has been recorded yet.')),
  ),
  adminTab('statistics', (page) => page.locator('.recharts-surface').first()),
]

/** Opens a screen, signed in first if it needs a role, and waits until it is ready. */
export async function openDarkScreen(page: Page, screen: DarkScreen) {
  if (screen.fromServerMachine) await browseFromServerMachine(page)
  if (screen.signInAs) await signInByApi(page.request, demoAccounts[screen.signInAs])
  await page.goto(screen.path)
  await screen.ready(page)
}
