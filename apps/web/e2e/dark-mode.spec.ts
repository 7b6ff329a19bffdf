import { seriousViolations } from './axe.ts'
import { darkScreens, openDarkScreen } from './dark-mode-screens.ts'
import { appTakesOver, expect, test } from './fixtures.ts'

const scheme = (page: import('@playwright/test').Page) =>
  page.locator('html').getAttribute('data-mantine-color-scheme')

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`dark scheme at ${viewport.name} width (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: 'dark' })

    for (const screen of darkScreens) {
      test(`${screen.name} has no serious or critical WCAG A/AA violation`, async ({ page }) => {
        await openDarkScreen(page, screen)
        expect(await scheme(page)).toBe('dark')

        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}

test.describe('the colour scheme', () => {
  test('follows the system when nothing was chosen, from the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    // Read as soon as the document is parsed: before the app's script has run.
    await page.goto('/', { waitUntil: 'commit' })
    // Right after the commit the document may have no root element yet.
    await page.waitForFunction(
      () => document.documentElement?.hasAttribute('data-mantine-color-scheme') === true,
    )
    expect(await scheme(page)).toBe('dark')
    await expect(page.getByRole('button', { name: 'Use light colours' })).toBeVisible()

    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
    await expect(page.getByRole('button', { name: 'Use dark colours' })).toBeVisible()
  })

  test('is switched from the header by keyboard, and the choice is remembered', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await appTakesOver(page)
    // The page shell's switch does nothing until the app has taken over from it.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const toDark = page.getByRole('button', { name: 'Use dark colours' })
    await toDark.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    const toLight = page.getByRole('button', { name: 'Use light colours' })
    await expect(toLight).toBeFocused()
    // The page's background really changes, not only the attribute.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe('rgb(36, 36, 36)')

    await page.reload()
    expect(await scheme(page)).toBe('dark')
    await expect(toLight).toBeVisible()
    // The remembered choice wins over the system's.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' })

    test('is chosen in the menu, where "System" follows the system again', async ({ page }) => {
      await page.goto('/')
      await appTakesOver(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.getByRole('button', { name: 'Open navigation menu' }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      const colours = menu.getByRole('radiogroup', { name: 'Colours' })
      await expect(colours.getByRole('radio', { name: 'System' })).toBeChecked()

      await colours.getByText('Light', { exact: true }).click()
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
      await page.reload()
      expect(await scheme(page)).toBe('light')

      await page.getByRole('button', { name: 'Open navigation menu' }).click()
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('radiogroup', { name: 'Colours' })
        .getByText('System', { exact: true })
        .click()
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
      await page.reload()
      expect(await scheme(page)).toBe('dark')
    })
  })
})
