import type { Role } from '@reserva/shared'
import { appTakesOver, demoAccounts, expect, test } from './fixtures.ts'

// #12 item 5: each role lands on its own workspace after signing in, and finds it again in the
// top navigation.

// The operator's link opens the section where something waits for them, if anything does.
const workspaces: { role: Role; path: string; heading: string; workspaceLink: boolean }[] = [
  {
    role: 'operator',
    path: '/operator-dashboard',
    heading: 'Operator dashboard',
    workspaceLink: true,
  },
  { role: 'admin', path: '/admin', heading: 'Admin', workspaceLink: true },
  { role: 'customer', path: '/dashboard', heading: 'Your dashboard', workspaceLink: false },
]

for (const { role, path, heading, workspaceLink } of workspaces) {
  test(`the ${role} lands on ${path} after signing in`, async ({ page }) => {
    const { email, password } = demoAccounts[role]
    await page.goto('/signin')
    await appTakesOver(page)
    const signIn = page.getByRole('form', { name: 'Sign in' })
    await signIn.getByLabel('E-mail address').fill(email)
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
    await signIn.getByRole('button', { name: 'Sign in' }).click()

    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(path)
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    const link = nav.getByRole('link', { name: /^Workspace/ })
    if (workspaceLink) {
      await expect(link).toHaveAttribute(
        'href',
        role === 'operator' ? /^\/operator-dashboard(\?section=(agenda|quotes))?$/ : path,
      )
    } else await expect(link).toHaveCount(0)
  })
}
