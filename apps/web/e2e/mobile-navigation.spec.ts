import { expect, openScreen, screens, test } from './fixtures.ts'

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the navigation is behind a named menu button, and its links work', async ({
    page,
    settings,
  }) => {
    await openScreen(page, screens[0]!, settings)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Quote', exact: true })).toBeHidden()

    const menuButton = header.getByRole('button', { name: 'Open navigation menu' })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await menuButton.click()

    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Book', 'Quote', 'About', 'Sign in', 'Sign up']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }

    await menu.getByRole('link', { name: 'Quote', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ask for a quote' })).toBeVisible()
    await expect(page).toHaveURL('/quote')
    await expect(menu).toBeHidden()
  })

  test('Escape closes the menu and gives focus back to the menu button', async ({
    page,
    settings,
  }) => {
    await openScreen(page, screens[0]!, settings)
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' })

    await menuButton.click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')

    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(menuButton).toBeFocused()
  })

  test('no screen is wider than the phone', async ({ page, settings }) => {
    for (const screen of screens) {
      await openScreen(page, screen, settings)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${screen.path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
  })
})
