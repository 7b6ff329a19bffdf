import type { BrowserContext, Page, Response } from '@playwright/test'
import { chooseSlot, freeSlot, serviceNamed } from './booking-states.ts'
import { appTakesOver, demoAccounts, expect, signInByApi, test } from './fixtures.ts'

// Session checks that the server (or a proxy before it) refuses for a while are not answers
// about the session: a signed-in customer stays signed in through them and books on.

test.use({ timezoneId: 'Europe/London' })

const refusal = {
  429: {
    status: 429,
    headers: { 'retry-after': '1' },
    json: {
      error: {
        code: 'rate_limited',
        message: 'Too many attempts. Please wait a moment and try again.',
        details: { retryAfter: 1 },
      },
    },
  },
  503: {
    status: 503,
    json: { error: { code: 'service_unavailable', message: 'The service is unavailable.' } },
  },
} as const

/**
 * Answers the next requests for `endpoint` (`get-session` or `token`) with these refusals, one
 * each, in every tab; later requests reach the server. `answered` resolves with the server's
 * first answer after them.
 */
async function refuse(context: BrowserContext, endpoint: string, statuses: (429 | 503)[]) {
  const left = [...statuses]
  const path = `/api/auth/${endpoint}`
  const answered = context.waitForEvent('response', {
    predicate: (response: Response) =>
      left.length === 0 && new URL(response.url()).pathname === path && response.status() === 200,
    timeout: 30_000,
  })
  await context.route(`**${path}*`, async (route) => {
    const status = left.shift()
    if (status === undefined) await route.fallback()
    else await route.fulfill(refusal[status])
  })
  return { answered, left: () => left.length }
}

/** Notes, in every page of the context, whether it ever showed a sign of being signed out. */
async function watchForSignedOutSigns(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { signedOutSigns: seen })
    const look = () => {
      if (location.pathname === '/signin' && !seen.includes('/signin')) seen.push('/signin')
      if (
        document.body?.textContent?.includes('Sign in to book') &&
        !seen.includes('Sign in to book')
      ) {
        seen.push('Sign in to book')
      }
    }
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}

const signedOutSigns = (page: Page) =>
  page.evaluate(() => (window as unknown as { signedOutSigns: string[] }).signedOutSigns)

test('a signed-in customer books on while her session checks are answered 429, then 503', async ({
  page,
  context,
  allowHttpError,
}) => {
  for (const status of [429, 503]) allowHttpError(/\/api\/auth\/(get-session|token)/, status)
  // The page's clock runs as usual until the test moves it on.
  await context.clock.install()
  await watchForSignedOutSigns(context)
  await signInByApi(page.request, demoAccounts.customer)
  const service = await serviceNamed(page.request, 'Full service')
  const slot = await freeSlot(page.request, service, { daysAhead: 24 })

  await page.goto('/book')
  await appTakesOver(page)
  await page.getByRole('button', { name: 'Choose Full service' }).click()
  await chooseSlot(page, slot)
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible()

  // A second tab opens on the same step: its reads of the session are refused four times.
  const sessionReads = await refuse(context, 'get-session', [429, 429, 503, 503])
  const other = await context.newPage()
  await other.goto(page.url())
  await sessionReads.answered
  expect(sessionReads.left()).toBe(0)
  await expect(other.getByRole('button', { name: 'Continue' })).toBeVisible()

  // Fourteen minutes on, the 30 s check finds the access token near its end: asking for a new
  // one is refused four times.
  const tokens = await refuse(context, 'token', [429, 429, 503, 503])
  await context.clock.fastForward('14:00')
  await tokens.answered
  expect(tokens.left()).toBe(0)
  // Back to the server's time, which the hold of the time is counted in.
  await context.clock.setSystemTime(Date.now())

  await expect(other.getByRole('button', { name: 'Continue' })).toBeVisible()
  expect(await signedOutSigns(other)).toEqual([])
  await other.close()
  await page.bringToFront()
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeVisible()
  await expect(page.getByRole('timer')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm booking' }).click()

  await expect(page).toHaveURL(/\/booking-confirmation\?ref=RSV-[A-Z0-9]{6}$/)
  await expect(page.getByRole('heading', { level: 2, name: 'You are booked' })).toBeVisible()
  expect(await signedOutSigns(page)).toEqual([])
})
