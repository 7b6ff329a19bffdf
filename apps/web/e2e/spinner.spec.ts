import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { appTakesOver, demoAccounts, expect, signInWithForm, test } from './fixtures.ts'

// Vite names each screen's chunk after its file: routes/about.tsx → assets/about-<hash>.js.
const ABOUT_CHUNK = /\/assets\/about-[\w-]+\.js$/

/** Holds a chunk of the app's code (the about screen's, the entry) at the network until `release`. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested = false
  await page.route(chunk, async (route) => {
    requested = true
    await released
    await route.continue()
  })
  return { release, wasRequested: () => requested }
}

test.describe('while a screen’s code is still loading', () => {
  test('navigating shows one centred, named spinner until the screen arrives', async ({
    page,
    settings,
  }) => {
    await page.goto('/')
    await appTakesOver(page)
    await expect(page.getByRole('heading', { level: 1, name: settings.name })).toBeVisible()
    const chunk = await holdChunk(page, ABOUT_CHUNK)

    await page.getByRole('banner').getByRole('link', { name: 'About' }).click()

    const spinner = page.getByRole('status', { name: 'Loading…' })
    await expect(spinner).toBeVisible()
    await expect(page.getByTestId('screen-spinner')).toHaveCount(1)
    await expect.poll(chunk.wasRequested).toBe(true)
    // The header stays usable while the screen loads.
    await expect(page.getByRole('banner')).toBeVisible()

    chunk.release()
    await expect(
      page.getByRole('heading', { level: 1, name: `About ${settings.name}` }),
    ).toBeVisible()
    await expect(spinner).toHaveCount(0)
  })

  test('the first load shows the spinner inside the layout until the screen arrives', async ({
    page,
    settings,
  }) => {
    const chunk = await holdChunk(page, ABOUT_CHUNK)

    await page.goto('/about', { waitUntil: 'commit' })

    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect.poll(chunk.wasRequested).toBe(true)

    chunk.release()
    await expect(
      page.getByRole('heading', { level: 1, name: `About ${settings.name}` }),
    ).toBeVisible()
    await expect(page.getByTestId('screen-spinner')).toHaveCount(0)
  })
})

// The entry: assets/index-<hash>.js (index.html's one module script).
const ENTRY_CHUNK = /\/assets\/index-[\w-]+\.js$/

test.describe('before any of the app’s code has arrived', () => {
  test('/dashboard/bookings paints the layout’s frame from the HTML alone, then the app takes over', async ({
    page,
  }) => {
    const { release } = await holdChunk(page, ENTRY_CHUNK)

    await page.goto('/dashboard/bookings', { waitUntil: 'commit' })

    // index.html's own shell: header, navigation, the account links, a named spinner, footer.
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Book' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    release()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('screen-spinner')).toHaveCount(0)
    await expect(page.getByRole('banner')).toHaveCount(1)
  })

  // The pages a first visit lands on come with their screen rendered by the server
  // (apps/server/src/lib/prerendered-pages.ts), which the app hydrates once its code is in.
  for (const [path, lead] of [
    ['/', null],
    ['/book', 'Choose a service, then a day and a time that suits you'],
    ['/signin', 'Sign in to book a time, follow your bookings and quotes'],
  ] as const) {
    test(`${path} paints its screen from the HTML alone, inert, and the app hydrates it: the same elements, no spinner, the focus kept`, async ({
      page,
      settings,
    }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      const { release } = await holdChunk(page, ENTRY_CHUNK)

      await page.goto(path, { waitUntil: 'commit' })

      const main = page.getByRole('main')
      const text = main.getByText(lead ?? settings.tagline)
      await expect(text).toBeVisible()
      await expect(page.locator('[data-prerendered-screen]')).toHaveAttribute('inert', '')
      const book = page.getByRole('banner').getByRole('link', { name: 'Book' })
      await expect(book).toBeVisible()
      await expect(page.getByTestId('screen-spinner')).toHaveCount(0)
      expect(await seriousViolations(page)).toEqual([])
      // What the browser painted, and a keyboard user's place in the header.
      const painted = await main.locator('h1').elementHandle()
      await book.focus()

      release()
      await appTakesOver(page)
      const heading =
        path === '/'
          ? page.getByRole('heading', { level: 1, name: settings.name })
          : page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      await expect(text).toBeVisible()
      await expect(page.getByTestId('screen-spinner')).toHaveCount(0)
      // Hydrated, not replaced: the painted heading is still the one in the page, and the focus
      // is where it was.
      expect(await painted?.evaluate((element) => element.isConnected)).toBe(true)
      await expect(book).toBeFocused()
      // A mismatch between the server's rendering and the app's is reported as an error.
      expect(errors).toEqual([])
    })
  }

  test('the sign-in form takes nothing before the app runs it, then signs in', async ({ page }) => {
    const { release } = await holdChunk(page, ENTRY_CHUNK)
    await page.goto('/signin', { waitUntil: 'commit' })
    const email = page.getByRole('main').locator('input[type="email"]').first()
    await expect(email).toBeVisible()
    // Inert: no focus, so no typing into a form that would be sent as a GET with the password.
    await email.click({ force: true })
    await page.keyboard.type('someone@example.com')
    await expect(email).toHaveValue('')

    release()
    await signInWithForm(page, demoAccounts.customer)
    await expect(page).toHaveURL('/dashboard')
  })

  for (const [scheme, next, other] of [
    ['light', 'Use dark colours', 'Use light colours'],
    ['dark', 'Use light colours', 'Use dark colours'],
  ] as const) {
    test(`in ${scheme} colours the header’s colour switch is named for the other from the HTML alone`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme })
      const { release } = await holdChunk(page, ENTRY_CHUNK)

      await page.goto('/about', { waitUntil: 'commit' })

      await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible()
      const banner = page.getByRole('banner')
      await expect(banner.getByRole('button', { name: next })).toBeVisible()
      await expect(banner.getByRole('button', { name: other })).toHaveCount(0)

      release()
      await expect(page.getByTestId('screen-spinner')).toHaveCount(0)
      await expect(banner.getByRole('button', { name: next })).toBeVisible()
    })
  }

  test('someone remembered as signed in is not offered "Sign in" by the HTML, nor by the app', async ({
    page,
  }) => {
    await page.goto('/signin')
    await appTakesOver(page)
    await signInWithForm(page, demoAccounts.customer)
    await expect(page).toHaveURL('/dashboard')

    const { release } = await holdChunk(page, ENTRY_CHUNK)
    await page.goto('/', { waitUntil: 'commit' })

    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Book' })).toBeVisible()
    // The server rendered the home page for a visitor: out of sight until the app shows theirs.
    await expect(page.locator('[data-prerendered-screen]')).toBeHidden()
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
    await expect(banner.getByRole('link', { name: 'Sign up' })).toHaveCount(0)

    release()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('screen-spinner')).toHaveCount(0)
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveAttribute('data-remembered-session')
  })
})
