import type { Page } from '@playwright/test'
import type { Booking, Quote, ResourceDetail } from '@reserva/shared'
import { ok } from './admin-helpers.ts'
import { startDemoServer } from './demo-server.ts'
import { demoAccounts, expect, test, viewportAt } from './fixtures.ts'
import { screenshot } from './screenshot-dir.ts'

// Pictures of choosing a time for a job (issue #40): accepting the demo's offer, moving a booking,
// the offer form and the question before time off covers bookings, on a server with the whole
// demo, at 1280 and 390 px, light and dark: npm run screenshots -- offer-times-screenshots.

let demo: Awaited<ReturnType<typeof startDemoServer>>
test.beforeAll(async () => {
  demo = await startDemoServer()
})
test.afterAll(async () => {
  await demo?.stop()
})

const signIn = async (page: Page, role: 'customer' | 'operator') => {
  const response = await page.request.post(`${demo.baseURL}/api/auth/sign-in/email`, {
    data: { email: demoAccounts[role].email, password: demoAccounts[role].password },
    headers: { origin: demo.baseURL },
  })
  expect(response.status(), await response.text()).toBe(200)
}
const get = async <T>(page: Page, path: string) =>
  ok<T>(await page.request.get(`${demo.baseURL}${path}`))
const freeTime = /\d{2}:\d{2} to \d{2}:\d{2} \(Europe\/London\)/

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test.describe(`choosing a time for a job, ${scheme}, at ${width}px`, () => {
      test.use({ viewport: viewportAt(width), colorScheme: scheme })
      const shot = (page: Page, name: string) =>
        screenshot(page, {
          name: `${scheme === 'dark' ? 'dark-' : ''}${name}`,
          width,
          fullPage: false,
        })

      test('the customer accepts an offer and moves a booking', async ({ page }) => {
        await signIn(page, 'customer')
        const { quotes } = await get<{ quotes: Quote[] }>(page, '/api/v1/quotes')
        const offered = quotes.find((q) => q.status === 'offered' && !q.offer?.proposedStart)
        if (!offered) throw new Error('the demo customer has no open offer to accept')
        await page.goto(`${demo.baseURL}/quote?ref=${offered.reference}`)
        await page.getByRole('button', { name: `Accept offer ${offered.reference}` }).click()
        const accept = page.getByRole('dialog', { name: 'Accept this offer: choose a time' })
        await accept.getByRole('button', { name: freeTime }).first().click()
        await shot(page, 'offer-accept-dialog')
        await page.keyboard.press('Escape')

        const { bookings } = await get<{ bookings: Booking[] }>(
          page,
          '/api/v1/bookings?status=confirmed&order=asc',
        )
        const safety = bookings.find(
          (b) =>
            b.service.name === 'Safety check' &&
            b.can.reschedule &&
            Date.parse(b.start) > Date.now(),
        )
        if (!safety) throw new Error('the demo customer has no safety check to move')
        await page.goto(`${demo.baseURL}/booking-confirmation?ref=${safety.reference}`)
        await page
          .getByRole('button', { name: `Change time of booking ${safety.reference}` })
          .click()
        const move = page.getByRole('dialog', { name: 'Choose a new time for Safety check' })
        const other = move.getByRole('button', { name: /; with / })
        const chosen =
          (await other.count()) > 0
            ? other.first()
            : move.getByRole('button', { name: freeTime }).first()
        await chosen.click()
        await shot(page, 'booking-change-time-dialog')
      })

      test('staff price a request and are asked before time off covers bookings', async ({
        page,
        allowHttpError,
      }) => {
        // The question comes with the server's refusal of the time off as it was sent.
        allowHttpError(/\/time-off$/, 409)
        await signIn(page, 'operator')
        await page.goto(`${demo.baseURL}/operator-dashboard?section=quotes`)
        await page.getByRole('button', { name: /^Cargo bike for a family of four/ }).click()
        const form = page.getByRole('form', { name: 'Make an offer' })
        await form.getByLabel(/Book it as/).selectOption({ label: 'Custom build' })
        await form.getByRole('radio', { name: 'Propose a time' }).click()
        await form.scrollIntoViewIfNeeded()
        await shot(page, 'offer-form')

        const { resources } = await get<{ resources: ResourceDetail[] }>(page, '/api/v1/resources')
        const alex = resources.find((r) => r.name === 'Alex Morgan') as ResourceDetail
        const { bookings } = await get<{ bookings: Booking[] }>(
          page,
          `/api/v1/bookings?scope=all&status=confirmed&resourceId=${alex.id}&order=asc&from=${new Date(Date.now() + 86_400_000).toISOString()}`,
        )
        const first = bookings[0]
        if (!first) throw new Error('Alex Morgan has no booking ahead in the demo')
        const day = first.start.slice(0, 10)
        await page.goto(`${demo.baseURL}/operator-dashboard?section=resources&resource=${alex.id}`)
        const add = page.getByRole('form', { name: 'Add time off for Alex Morgan' })
        await add.getByLabel(/^Starts/).fill(`${day}T08:00`)
        await add.getByLabel(/^Ends/).fill(`${day}T18:00`)
        await add.getByLabel(/^Reason/).fill('Training day')
        await add.getByRole('button', { name: 'Add time off' }).click()
        await expect(add.getByRole('button', { name: 'Save anyway' })).toBeVisible()
        await add.scrollIntoViewIfNeeded()
        await shot(page, 'time-off-covers-bookings')
      })
    })
  }
}
