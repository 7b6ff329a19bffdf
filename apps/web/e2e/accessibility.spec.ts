import { authStates } from './auth-states.ts'
import { seriousViolations } from './axe.ts'
import { expect, notFound, openScreen, screens, test } from './fixtures.ts'

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.name} width (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const screen of [...screens, notFound]) {
      test(`${screen.path} has no serious or critical WCAG A/AA violation`, async ({
        page,
        settings,
      }) => {
        await openScreen(page, screen, settings)

        expect(await seriousViolations(page)).toEqual([])
      })
    }

    for (const state of authStates) {
      test(`accounts: ${state.name} has no serious or critical WCAG A/AA violation`, async ({
        page,
        allowHttpError,
      }) => {
        await state.open({ page, allowHttpError })

        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
}

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('has no serious or critical WCAG A/AA violation when open', async ({ page, settings }) => {
    await openScreen(page, screens[0]!, settings)
    await page.getByRole('button', { name: 'Open navigation menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()

    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('keyboard', () => {
  test('the first Tab reaches the skip link, which moves focus to the main content', async ({
    page,
    settings,
  }) => {
    await openScreen(page, screens[0]!, settings)

    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skipLink).toBeFocused()
    // It is on screen once focused, not only in the accessibility tree.
    const box = await skipLink.boundingBox()
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0)

    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a time' })).toBeFocused()
  })
})
