import type { Locator } from '@playwright/test'
import type { Booking, Quote } from '@reserva/shared'
import { ok } from './admin-helpers.ts'
import { startDemoServer } from './demo-server.ts'
import { demoAccounts, expect, test } from './fixtures.ts'

/** A free time's button: its accessible name is the whole span, in the business's zone. */
const freeTimes = (scope: Locator) =>
  scope.getByRole('button', { name: /\d{2}:\d{2} to \d{2}:\d{2} \(Europe\/London\)/ })

/** In a month calendar: the next month, then its last day with free times. */
async function chooseLastFreeDayNextMonth(dialog: Locator) {
  const grid = dialog.getByRole('grid')
  await expect(grid.getByRole('button', { name: /, \d+ free times?$/ }).first()).toBeVisible()
  await dialog.getByRole('button', { name: /^Next month/ }).click()
  await expect(grid).not.toHaveAttribute('aria-busy', 'true')
  const freeDays = grid.getByRole('button', { name: /, \d+ free times?$/ })
  await expect(freeDays.first()).toBeVisible()
  await freeDays.last().click()
}

test.describe('the demo’s offer for a job priced per job (issue #40 item 1)', () => {
  let demo: Awaited<ReturnType<typeof startDemoServer>>
  test.beforeAll(async () => {
    demo = await startDemoServer()
  })
  test.afterAll(async () => {
    await demo?.stop()
  })

  test('the demo customer accepts the demo offer at one of its free times, then moves the booking it made', async ({
    page,
  }) => {
    const api = (path: string) => `${demo.baseURL}${path}`
    const signIn = await page.request.post(api('/api/auth/sign-in/email'), {
      data: { email: demoAccounts.customer.email, password: demoAccounts.customer.password },
      headers: { origin: demo.baseURL },
    })
    expect(signIn.status(), await signIn.text()).toBe(200)
    const { quotes } = await ok<{ quotes: Quote[] }>(await page.request.get(api('/api/v1/quotes')))
    const quote = quotes.find(
      (q) => q.title === 'Restore a 1980s steel road frame' && q.status === 'offered',
    )
    expect(quote?.offer).toMatchObject({ service: { name: 'Custom build' }, proposedStart: null })
    if (!quote?.offer) throw new Error('the demo has no open offer for a custom build')

    await page.goto(api(`/quote?ref=${quote.reference}`))
    await page.getByRole('button', { name: `Accept offer ${quote.reference}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Accept this offer: choose a time' })
    // The month calendar marks the days with the job's free times. A day next month is far
    // enough ahead for the booking to be moved online afterwards (the cut-off is a day).
    await chooseLastFreeDayNextMonth(dialog)
    await freeTimes(dialog).first().click()
    await expect(dialog.getByText(/^Time: /)).toBeVisible()
    await dialog.getByRole('button', { name: 'Accept and book' }).click()

    await expect(page).toHaveURL(/\/booking-confirmation\?ref=RSV-[A-Z0-9]{6}$/)
    const reference = new URL(page.url()).searchParams.get('ref') as string
    const made = await ok<{ booking: Booking }>(
      await page.request.get(api(`/api/v1/bookings/by-reference/${reference}`)),
    )
    expect(made.booking).toMatchObject({
      source: 'quote',
      priceMinor: quote.offer.priceMinor,
      service: { name: 'Custom build' },
    })

    // "Change time" on the booking the offer made: its own free times, this month or the next.
    await page.getByRole('button', { name: `Change time of booking ${reference}` }).click()
    const move = page.getByRole('dialog', { name: 'Choose a new time for Custom build' })
    await expect(move.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true')
    await expect(move.getByText('No free times this month.')).toHaveCount(0)
    await chooseLastFreeDayNextMonth(move)
    await freeTimes(move).last().click()
    await expect(move.getByText(/^New time: /)).toBeVisible()
    await move.getByRole('button', { name: 'Move booking' }).click()

    await expect(
      page.getByRole('status').filter({ hasText: 'Your booking is moved to' }),
    ).toBeVisible()
    const moved = await ok<{ booking: Booking }>(
      await page.request.get(api(`/api/v1/bookings/by-reference/${reference}`)),
    )
    expect(moved.booking.start).not.toBe(made.booking.start)
    // The job keeps its length.
    expect(Date.parse(moved.booking.end) - Date.parse(moved.booking.start)).toBe(
      Date.parse(made.booking.end) - Date.parse(made.booking.start),
    )
  })
})
