import type { Page } from '@playwright/test'
import type { Booking } from '@reserva/shared'
import { book, firstSlot, ownServiceWithCustomer, uniqueName } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, openAs, test } from './fixtures.ts'
import { agendaActions, todayHeading } from './workspace-helpers.ts'

// #12 items 4 and 5: the operator's workspace in sections kept in the query string, and the
// bookings list with search, filters and paging over every booking, history included.

/** A customer of the test's own with `count` bookings of a service of its own; the first cancelled. */
async function customerWithBookings(
  playwright: typeof import('playwright-core'),
  { count, label }: { count: number; label: string },
) {
  const own = await ownServiceWithCustomer(playwright, {
    customer: uniqueName(label),
    resource: 'E2E desk',
    service: 'E2E tune-up',
  })
  const { admin, customer, service } = own
  const bookings: Booking[] = []
  for (let index = 0; index < count; index++) {
    // Always the first free start: each booking takes it, so the next one is the next start.
    const slot = await firstSlot(customer.request, service.id)
    bookings.push(await book(customer.request, { serviceId: service.id, start: slot.start }))
  }
  const cancelled = bookings[0]!
  expect((await admin.post(`/api/v1/bookings/${cancelled.id}/cancel`)).status()).toBe(200)
  return { ...own, bookings, cancelled }
}

const openWorkspace = (page: Page, query = '') =>
  openAs(page, 'operator', { path: `/operator-dashboard${query}`, heading: 'Operator dashboard' })

const rows = (page: Page) => page.getByRole('table', { name: 'Bookings' }).getByRole('row')
const search = (page: Page) => page.getByRole('searchbox', { name: /^Search/ })
const section = (page: Page) => new URL(page.url()).searchParams.get('section')

test.describe("the operator's workspace", () => {
  test('its sections are reached from its navigation with the keyboard, and kept across a reload', async ({
    page,
  }) => {
    await openWorkspace(page)
    const navigation = page.getByRole('navigation', { name: 'Workspace' })
    const link = (name: string) => navigation.getByRole('link', { name: new RegExp(`^${name}`) })
    await expect(link('Agenda')).toHaveAttribute('aria-current', 'page')
    await expect(todayHeading(page)).toBeVisible()
    // The site's header and footer are for customers and visitors.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)

    await link('Calendar').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Calendar' })).toBeVisible()
    await expect(link('Calendar')).toHaveAttribute('aria-current', 'page')
    expect(section(page)).toBe('calendar')
    await page.keyboard.press('Tab')
    await expect(link('Bookings')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible()
    expect(section(page)).toBe('bookings')
    await expect(search(page)).toBeVisible()

    await page.reload()
    await expect(link('Bookings')).toHaveAttribute('aria-current', 'page')
    await expect(search(page)).toBeVisible()

    for (const [name, heading] of [
      ['Quotes', 'Quote inbox'],
      ['Resources', 'Resources: hours and time off'],
      ['Agenda', 'Agenda'],
    ] as const) {
      await link(name).click()
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      await expect(link(name)).toHaveAttribute('aria-current', 'page')
    }
    expect(section(page)).toBe('agenda')
    await page.goBack()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Resources: hours and time off' }),
    ).toBeVisible()
    // A link e-mailed before the sections existed still opens its section.
    await page.goto('/operator-dashboard?quote=QTE-NOSUCH')
    await expect(link('Quotes')).toHaveAttribute('aria-current', 'page')
  })

  test('on a phone its navigation folds behind a burger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openWorkspace(page)
    const navigation = page.getByRole('navigation', { name: 'Workspace' })
    await expect(navigation).toBeHidden()
    const burger = page.getByRole('button', { name: 'Open workspace navigation' })
    await burger.click()
    await expect(navigation).toBeVisible()
    await navigation.getByRole('link', { name: 'Bookings' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible()
    // Choosing a section folds it away again.
    await expect(navigation).toBeHidden()
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
  })

  test('search finds a booking by reference, name or e-mail; a status filter shows a cancelled one', async ({
    page,
    playwright,
  }) => {
    const data = await customerWithBookings(playwright, { count: 2, label: 'Selma Search' })
    try {
      const [cancelled, kept] = [data.cancelled, data.bookings[1]!]
      await openWorkspace(page, '?section=bookings')

      await search(page).fill(kept.reference)
      await expect(rows(page)).toHaveCount(2)
      await expect(rows(page).nth(1)).toContainText(data.customer.name)
      await expect(page.getByText('1 booking', { exact: true })).toBeVisible()
      expect(new URL(page.url()).searchParams.get('q')).toBe(kept.reference)

      for (const words of [data.customer.name, data.customer.email.toUpperCase()]) {
        await search(page).fill(words)
        // The words apply after a pause: both searches find the same two bookings, so without
        // waiting for the address the second would be judged on the first one's results.
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(words)
        await expect(page.getByText('2 bookings', { exact: true })).toBeVisible()
        await expect(rows(page)).toHaveCount(3)
      }

      // History: the cancelled booking, found by its status.
      await page.getByRole('combobox', { name: 'Status' }).click()
      await page.getByRole('option', { name: 'Cancelled' }).click()
      await page.keyboard.press('Escape')
      await expect(page.getByText('1 booking', { exact: true })).toBeVisible()
      await expect(rows(page).nth(1)).toContainText(cancelled.reference)
      await expect(rows(page).nth(1)).toContainText('Cancelled')
      expect(new URL(page.url()).searchParams.get('status')).toBe('cancelled')

      // Kept across a reload, filters and all.
      await page.reload()
      await expect(rows(page)).toHaveCount(2)
      await expect(search(page)).toHaveValue(data.customer.email.toUpperCase())

      await search(page).fill('nobody-has-this-name')
      await expect(page.getByText(/^No booking matches/)).toBeVisible()
      await page.getByRole('button', { name: 'Clear search and filters' }).click()
      await expect(search(page)).toHaveValue('')
      expect(new URL(page.url()).search).toBe('?section=bookings')
    } finally {
      await data.done()
    }
  })

  test('pages through the bookings, and an action says what it did', async ({
    page,
    playwright,
  }) => {
    const data = await customerWithBookings(playwright, { count: 22, label: 'Paula Pages' })
    try {
      await openWorkspace(page, `?section=bookings&q=${encodeURIComponent(data.customer.email)}`)
      await expect(page.getByText('22 bookings')).toBeVisible()
      await expect(page.getByText('· 1–20 shown')).toBeVisible()
      await expect(rows(page)).toHaveCount(21)

      await page.getByRole('button', { name: 'Page 2' }).click()
      await expect(page.getByText('· 21–22 shown')).toBeVisible()
      await expect(rows(page)).toHaveCount(3)
      expect(new URL(page.url()).searchParams.get('page')).toBe('2')

      // Latest first: page 2 holds the earliest, the cancelled one among them.
      const [first] = data.bookings
      await page.getByRole('button', { name: `Open ${first!.reference}` }).click()
      let drawer = page.getByRole('dialog', { name: `Booking ${first!.reference}` })
      await expect(drawer).toContainText('Cancelled')
      await drawer.getByRole('button', { name: 'Close' }).click()

      const target = data.bookings[1]!
      await page.getByRole('button', { name: `Open ${target.reference}` }).click()
      drawer = page.getByRole('dialog', { name: `Booking ${target.reference}` })
      await drawer.getByRole('button', { name: 'Cancel booking' }).click()
      await page
        .getByRole('dialog', { name: 'Cancel this booking?' })
        .getByRole('button', { name: 'Cancel booking' })
        .click()

      await expect(
        page.getByRole('alert').filter({ hasText: `Booking ${target.reference} is cancelled` }),
      ).toContainText(data.service.name)
      await expect(drawer).toContainText('Cancelled')
      await expect(
        rows(page).filter({ hasText: target.reference }).getByText('Cancelled'),
      ).toBeVisible()
    } finally {
      await data.done()
    }
  })
})

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test.describe(`the operator's workspace at ${viewport.name} width (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('no section has a serious or critical WCAG A/AA violation', async ({
      page,
      playwright,
    }) => {
      // Five axe runs, each of a whole section: slow on a shared 2-core machine.
      test.slow()
      const data = await customerWithBookings(playwright, { count: 2, label: 'Axel Axe' })
      try {
        await openWorkspace(page)
        await expect(todayHeading(page)).toBeVisible()
        await expectNoViolations(page)
        // A row's menu, open.
        await agendaActions(page, data.bookings[1]!.reference).click()
        await expect(page.getByRole('menuitem', { name: 'Details' })).toBeVisible()
        await expectNoViolations(page)
        await page.keyboard.press('Escape')

        const email = encodeURIComponent(data.customer.email)
        await page.goto(`/operator-dashboard?section=bookings&q=${email}`)
        // A cancelled booking among them: its row must keep AA contrast too.
        await expect(rows(page)).toHaveCount(3)
        await expectNoViolations(page)
        await page.getByRole('button', { name: `Open ${data.cancelled.reference}` }).click()
        await expect(page.getByRole('dialog', { name: /^Booking/ })).toContainText('Cancelled')
        await expectNoViolations(page)
        await page.keyboard.press('Escape')

        await page.goto('/operator-dashboard?section=quotes')
        await expect(page.getByRole('heading', { level: 2, name: 'Quote inbox' })).toBeVisible()
        await expectNoViolations(page)

        await page.goto(`/operator-dashboard?section=resources&resource=${data.resource.id}`)
        await expect(
          page.getByRole('form', { name: `Weekly hours of ${data.resource.name}` }),
        ).toBeVisible()
        await expectNoViolations(page)
      } finally {
        await data.done()
      }
    })
  })
}

async function expectNoViolations(page: Page) {
  // The skeletons are gone: what axe checks is the section as people read it.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
}
