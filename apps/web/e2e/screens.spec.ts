import { expect, notFound, openScreen, screens, test } from './fixtures.ts'

test.describe('every screen', () => {
  for (const screen of screens) {
    test(`${screen.path} shows its screen without a console error or a failed request`, async ({
      page,
      settings,
    }) => {
      const response = await openScreen(page, screen, settings)

      expect(response?.status()).toBe(200)
      await expect(page.getByTestId('screen-spinner')).toHaveCount(0)
      const title = screen.path === '/' ? settings.name : ` · ${settings.name}`
      expect(await page.title()).toContain(title)
    })
  }

  test('a path no screen owns shows the not-found screen, with a way home', async ({
    page,
    settings,
  }) => {
    await openScreen(page, notFound, settings)

    await expect(page).toHaveTitle(`Page not found · ${settings.name}`)
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: settings.name })).toBeVisible()
  })
})

test.describe('the home screen', () => {
  test("shows the business's tagline, calls to action and contact details from the server", async ({
    page,
    settings,
  }) => {
    await openScreen(page, screens[0]!, settings)
    const main = page.getByRole('main')

    await expect(main.getByText(settings.tagline)).toBeVisible()
    await expect(main.getByRole('heading', { name: 'How it works' })).toBeVisible()
    await main.getByRole('link', { name: 'Book a time' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Book a time' })).toBeVisible()
    await expect(page).toHaveURL('/book')
  })
})

test.describe('the booking confirmation screen', () => {
  test('shows the reference it was given in the address', async ({ page, settings }) => {
    await page.goto('/booking-confirmation?ref=RSV-7K3F9Q')

    await expect(
      page.getByRole('heading', { level: 1, name: 'Booking confirmation' }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByText('RSV-7K3F9Q')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(settings.name)
  })
})
