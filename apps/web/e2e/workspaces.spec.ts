import type { Role } from '@reserva/shared'
import { appTakesOver, demoAccounts, expect, test } from './fixtures.ts'

// #12 item 5: each role lands on its own workspace after signing in, and finds it again under
// their name: one Workspace entry for staff (#44 item 5), their dashboard for customers.

const workspaces: { role: Role; path: string; heading: string }[] = [
  { role: 'operator', path: '/operator-dashboard', heading: 'Operator dashboard' },
  { role: 'admin', path: '/admin', heading: 'Admin' },
  { role: 'customer', path: '/dashboard', heading: 'Your dashboard' },
]

for (const { role, path, heading } of workspaces) {
  test(`the ${role} lands on ${path} after signing in`, async ({ page }) => {
    const { email, name, password } = demoAccounts[role]
    await page.goto('/signin')
    await appTakesOver(page)
    const signIn = page.getByRole('form', { name: 'Sign in' })
    await signIn.getByLabel('E-mail address').fill(email)
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
    await signIn.getByRole('button', { name: 'Sign in' }).click()

    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(path)
    // Staff work in the staff layout, its navigation beside the screen.
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(
      role === 'customer' ? 0 : 1,
    )
    await page.getByRole('banner').getByRole('button', { name }).click()
    const items = page.getByRole('menu').getByRole('menuitem')
    if (role === 'customer') {
      await expect(items).toHaveText(['Dashboard', 'Sign out'])
    } else {
      await expect(items).toHaveText([/^Workspace/, 'Sign out'])
      await expect(items.first()).toHaveAttribute(
        'href',
        role === 'operator'
          ? /^\/operator-dashboard(\?section=(agenda|quotes))?$/
          : /^\/(admin|operator-dashboard)/,
      )
    }
  })
}
