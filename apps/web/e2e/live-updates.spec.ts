import type { Page } from '@playwright/test'
import {
  book,
  createResourceAndService,
  firstSlot,
  hideService,
  uniqueName,
  withOwnService,
} from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { dayName, freeSlot, slotName } from './booking-states.ts'
import { demoAccounts, expect, openAs, signUpByApi, test, uniqueEmail } from './fixtures.ts'
import { requestQuote } from './quote-helpers.ts'
import { agendaRow } from './workspace-helpers.ts'

// Issue #10 item 4: screens follow what happens in another browser without a reload. Each test
// has two browser contexts (two people), and its own resource and service, so that journeys
// running beside it cannot change what it looks at.

test.use({ timezoneId: 'Europe/London' })

/**
 * Resolves once the page's live socket has been accepted (the server's `ready`): a change made
 * before that would only show after a reconnect, which is not what is tested here.
 */
function liveSocketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/realtime')) return
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve()
      })
    })
  })
}

test.describe('live updates between two browsers', () => {
  test('the operator dashboard shows a booking and a quote request made in another browser, and counts what needs attention', async ({
    page,
    browser,
    playwright,
  }) => {
    const admin = await apiAs(playwright, 'admin')
    const { service } = await createResourceAndService(admin, {
      resource: 'E2E live stand',
      service: 'E2E live tune-up',
    })

    const live = liveSocketReady(page)
    await openAs(page, 'operator', { path: '/operator-dashboard', heading: 'Operator dashboard' })
    await expect(page.getByRole('status', { name: 'Live updates: connected' })).toBeVisible()
    await live

    // A customer in a browser of their own books and asks for a quote.
    const other = await browser.newContext()
    try {
      const customerPage = await other.newPage()
      await signUpByApi(customerPage.request, { name: 'Lena Live', email: uniqueEmail('e2e-live') })
      const slot = await firstSlot(customerPage.request, service.id)
      const booking = await book(customerPage.request, { serviceId: service.id, start: slot.start })
      const title = uniqueName('Live wheel build')
      await requestQuote(customerPage.request, title)

      // The operator's screen shows both without a reload: the booking joins the agenda, marked
      // as new for a moment, not only counted.
      const row = agendaRow(page, booking.reference)
      await expect(row).toContainText(service.name)
      await expect(row).toContainText('Lena Live')
      await expect(row.getByText('New', { exact: true })).toBeVisible()
      await expect(row).toHaveAttribute('data-new', 'true')
      await expect(row.getByText('New', { exact: true })).toHaveCount(0, { timeout: 15_000 })
      // The quote request is in the Quotes section, counted in the workspace's navigation.
      const navigation = page.getByRole('navigation', { name: 'Workspace' })
      await navigation.getByRole('link', { name: /^Quotes \d+ waiting$/ }).click()
      await expect(
        page
          .getByRole('region', { name: 'Quote inbox' })
          .getByRole('list', { name: 'New quotes' })
          .getByRole('button', { name: new RegExp(`^${title} Requested Lena Live`) }),
      ).toBeVisible()
      await page
        .getByRole('banner')
        .getByRole('button', { name: demoAccounts.operator.name })
        .click()
      await expect(
        page.getByRole('menuitem', { name: /^Workspace \d+ needs? attention$/ }),
      ).toBeVisible()
      await page.keyboard.press('Escape')
    } finally {
      await other.close()
      await hideService(admin, service.id)
      await admin.dispose()
    }
  })

  test('a time another customer has just booked disappears from the slot picker', async ({
    page,
    browser,
    playwright,
  }) => {
    await withOwnService(
      playwright,
      { resource: 'E2E live bay', service: 'E2E live fitting' },
      async ({ service }) => {
        // Two customers look at the same free time, each in their own browser.
        const live = liveSocketReady(page)
        await signUpByApi(page.request, {
          name: 'Pia Picker',
          email: uniqueEmail('e2e-live-picker'),
        })
        // Two times of one day, three days ahead and two hours apart: one is taken, the other stays.
        const stays = await freeSlot(page.request, service, { daysAhead: 3 })
        const slot = await freeSlot(page.request, service, { daysAhead: 3, skip: 8 })
        await page.goto(`/book?service=${service.id}`)
        const grid = page.getByRole('grid')
        await expect(grid).not.toHaveAttribute('aria-busy', 'true')
        const day = grid.getByRole('button', {
          name: new RegExp(`^${dayName(slot.start)}, \\d+ free`),
        })
        if ((await day.count()) === 0)
          await page.getByRole('button', { name: /^Next month/ }).click()
        await day.click()
        const time = page.getByRole('button', { name: slotName(slot), exact: true })
        await expect(time).toBeVisible()
        await live

        const other = await browser.newContext()
        try {
          const rivalPage = await other.newPage()
          await signUpByApi(rivalPage.request, {
            name: 'Rita Rival',
            email: uniqueEmail('e2e-live-rival'),
          })
          await book(rivalPage.request, { serviceId: service.id, start: slot.start })
        } finally {
          await other.close()
        }

        // Gone from the first customer's screen, without a reload; the other times stay.
        await expect(time).toHaveCount(0)
        await expect(page.getByRole('button', { name: slotName(stays), exact: true })).toBeVisible()
      },
    )
  })

  test("the customer's dashboard shows the business cancelling their booking", async ({
    page,
    playwright,
  }) => {
    const operator = await apiAs(playwright, 'operator')
    try {
      await withOwnService(
        playwright,
        { resource: 'E2E live desk', service: 'E2E live check' },
        async ({ service }) => {
          const live = liveSocketReady(page)
          await signUpByApi(page.request, {
            name: 'Dora Dashboard',
            email: uniqueEmail('e2e-live-dashboard'),
          })
          const slot = await firstSlot(page.request, service.id)
          const booking = await book(page.request, { serviceId: service.id, start: slot.start })
          await page.goto('/dashboard')
          const card = page.getByRole('listitem', { name: service.name })
          await expect(card).toContainText('Confirmed')
          await live

          // The business cancels it (an operator, elsewhere).
          const response = await operator.post(`/api/v1/bookings/${booking.id}/cancel`)
          expect(response.status(), await response.text()).toBe(200)

          await expect(card).toContainText('Cancelled')
        },
      )
    } finally {
      await operator.dispose()
    }
  })
})
