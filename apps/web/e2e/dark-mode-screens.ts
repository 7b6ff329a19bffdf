import type { Page } from '@playwright/test'
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
  {
    name: 'admin-services',
    path: '/admin?tab=services',
    signInAs: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Services' })).toBeVisible()
    },
  },
  {
    name: 'admin-resources',
    path: '/admin?tab=resources',
    signInAs: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('form', { name: /Weekly hours of/ }).first()).toBeVisible()
    },
  },
  {
    name: 'admin-settings',
    path: '/admin?tab=settings',
    signInAs: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('form', { name: 'Business settings' })).toBeVisible()
    },
  },
  {
    name: 'admin-people',
    path: '/admin?tab=people',
    signInAs: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'People' })).toBeVisible()
    },
  },
  {
    name: 'admin-audit',
    path: '/admin?tab=audit',
    signInAs: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
      await expect(
        page
          .getByRole('table', { name: 'Audit log' })
          .or(page.getByText('Nothing has been recorded yet.')),
      ).toBeVisible()
    },
  },
  {
    name: 'admin-statistics',
    path: '/admin?tab=statistics',
    signInAs: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('table', { name: 'Revenue by source' })).toBeVisible()
      await expect(page.locator('.recharts-surface').first()).toBeVisible()
    },
  },
]

/** Opens a screen, signed in first if it needs a role, and waits until it is ready. */
export async function openDarkScreen(page: Page, screen: DarkScreen) {
  if (screen.fromServerMachine) await browseFromServerMachine(page)
  if (screen.signInAs) await signInByApi(page.request, demoAccounts[screen.signInAs])
  await page.goto(screen.path)
  await screen.ready(page)
}
