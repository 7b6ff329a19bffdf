import { appTakesOver, expect, test } from './fixtures.ts'

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY)

// The app's own scroll restoration (app/layout/scroll-restoration.tsx), which the declarative
// router needs in place of the data router's.
test.describe('scrolling between screens', () => {
  test.use({ viewport: { width: 390, height: 640 } })

  test('a new screen starts at the top, and Back returns to where the page was', async ({
    page,
    settings,
  }) => {
    await page.goto('/')
    await appTakesOver(page)
    await expect(page.getByRole('heading', { level: 1, name: settings.name })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'What we offer' })).toBeVisible()
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })
    await footerLink.scrollIntoViewIfNeeded()
    const scrolled = await scrollY(page)
    expect(scrolled).toBeGreaterThan(300)

    await footerLink.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: settings.name })).toBeVisible()
    await expect.poll(async () => Math.abs((await scrollY(page)) - scrolled)).toBeLessThan(2)

    await page.goForward()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    await expect.poll(() => scrollY(page)).toBe(0)
  })
})
