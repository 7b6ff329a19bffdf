import type { Locator } from '@playwright/test'
import type { Booking } from '@reserva/shared'
import {
  createResource,
  createService,
  hideService,
  newCustomer,
  ok,
  uniqueName,
} from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { seriousViolations } from './axe.ts'
import { chooseView, dayOf, laneWithBookings, openCalendar, timeOf } from './calendar-helpers.ts'
import { expect, test, viewportAt } from './fixtures.ts'

/** Days from the business's today to `day` (both `YYYY-MM-DD`). */
const daysAhead = (day: string) =>
  Math.round((Date.parse(day) - Date.parse(dayOf(new Date().toISOString()))) / 86_400_000)

/** Shows the day view (a phone opens on the list) and moves it forward to `day`. */
async function goToDay(calendar: Locator, day: string) {
  await chooseView(calendar, 'Day')
  for (let i = 0; i < daysAhead(day); i++) {
    await calendar.getByRole('button', { name: 'Next day' }).click()
  }
}

test.describe("the operator's calendar", () => {
  // A page of many slot buttons (every half hour of every lane) that axe reads three times.
  test.slow()
  test('shows a booking in its lane, by day and week, and acts on it from there', async ({
    page,
    playwright,
  }) => {
    const lane = await laneWithBookings(playwright, { label: 'Cal' })
    try {
      const { pending } = lane
      const calendar = await openCalendar(page)
      await goToDay(calendar, dayOf(pending.start))

      // In its resource's lane, at its time, its status written in it (not only its colour).
      const event = calendar.getByRole('button', { name: new RegExp(pending.reference) })
      await expect(event).toContainText('Awaiting confirmation')
      await expect(event).toContainText(timeOf(pending.start))
      await expect(event).toHaveAccessibleName(
        `${timeOf(pending.start)} ${pending.customer.name}, ${lane.service.name}, Awaiting confirmation, until ${timeOf(pending.end)}, ${lane.resource.name} (${pending.reference})`,
      )
      // Time runs down: the booking sits in its resource's column, below the column's name.
      const laneBox = await calendar
        .getByText(lane.resource.name, { exact: true })
        .first()
        .boundingBox()
      const eventBox = await event.boundingBox()
      expect(eventBox && laneBox).toBeTruthy()
      expect(Math.abs((eventBox?.x ?? 0) - (laneBox?.x ?? 0))).toBeLessThan(40)
      expect(eventBox?.y ?? 0).toBeGreaterThan(laneBox?.y ?? 0)

      // The week holds it too; the next week does not; back again, it is there.
      await chooseView(calendar, 'Week')
      await expect(
        calendar.getByRole('button', { name: new RegExp(pending.reference) }),
      ).toBeVisible()
      await calendar.getByRole('button', { name: 'Next week' }).click()
      await expect(
        calendar.getByRole('button', { name: new RegExp(pending.reference) }),
      ).toHaveCount(0)
      await calendar.getByRole('button', { name: 'Previous week' }).click()
      await chooseView(calendar, 'Day')
      await calendar.getByRole('button', { name: 'Today' }).click()
      await goToDay(calendar, dayOf(pending.start))

      // Open it, confirm it: the dialog says so and the calendar shows it confirmed.
      // By keyboard: a click may land on the sticky lane names the scroll puts over a booking.
      await calendar.getByRole('button', { name: new RegExp(pending.reference) }).focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: `Booking ${pending.reference}` })
      await expect(dialog.getByRole('article')).toContainText('Awaiting confirmation')
      await dialog.getByRole('button', { name: 'Confirm' }).click()
      await page
        .getByRole('dialog', { name: 'Confirm this booking?' })
        .getByRole('button', { name: 'Confirm booking' })
        .click()
      await expect(dialog.getByRole('status')).toHaveText('This booking is now confirmed.')
      await expect(dialog.getByRole('article')).toContainText('Confirmed')
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(
        calendar.getByRole('button', { name: new RegExp(pending.reference) }),
      ).toContainText('Confirmed')

      // An empty time in the lane opens "Book for a customer" at that resource, day and time.
      const day = dayOf(pending.start)
      await calendar
        .getByRole('button', {
          name: `Book for a customer: ${lane.resource.name} ${day} 19:00:00 - 19:30:00`,
        })
        .click()
      const form = page.getByRole('dialog', { name: 'Book for a customer' })
      await expect(form).toContainText(`Picked on the calendar: ${lane.resource.name}`)
      await expect(form.getByLabel('Date')).toHaveValue(day)
      await form.getByRole('combobox', { name: 'Service' }).click()
      await page.getByRole('option', { name: new RegExp(lane.service.name) }).click()
      await expect(form.getByRole('radio', { name: '19:00' })).toBeChecked()
    } finally {
      await lane.done()
    }
  })

  test("books an empty time on the lane's resource, not on the first free one", async ({
    page,
    playwright,
  }) => {
    // Two resources with the same hours deliver one service: without a choice the server would
    // take the first (A). The click is on B's lane.
    const admin = await apiAs(playwright, 'admin')
    const customer = await newCustomer(playwright, 'Lane Customer')
    const first = await createResource(admin, uniqueName('Lane A bay'))
    const second = await createResource(admin, uniqueName('Lane B bay'))
    const service = await createService(admin, {
      name: uniqueName('Lane tune-up'),
      resourceId: first.id,
    })
    await ok(
      await admin.patch(`/api/v1/admin/services/${service.id}`, {
        data: { resourceIds: [first.id, second.id] },
      }),
    )
    try {
      const calendar = await openCalendar(page)
      const tomorrow = dayOf(new Date(Date.now() + 86_400_000).toISOString())
      await goToDay(calendar, tomorrow)
      await calendar
        .getByRole('button', {
          name: `Book for a customer: ${second.name} ${tomorrow} 19:00:00 - 19:30:00`,
        })
        .click()
      const form = page.getByRole('dialog', { name: 'Book for a customer' })
      await expect(form).toContainText(`Picked on the calendar: ${second.name}`)
      await expect(form.getByRole('combobox', { name: 'With' })).toHaveValue(second.name)
      await form.getByRole('textbox', { name: 'Customer' }).fill(customer.email.slice(0, 20))
      await form.getByRole('button', { name: `Choose Lane Customer, ${customer.email}` }).click()
      await form.getByRole('combobox', { name: 'Service' }).click()
      await page.getByRole('option', { name: new RegExp(service.name) }).click()
      await expect(form.getByRole('radio', { name: '19:00' })).toBeChecked()
      await form.getByRole('button', { name: 'Book', exact: true }).click()

      await expect(form.getByRole('status')).toContainText(`with ${second.name}`)
      const reference = (await form.getByRole('status').locator('strong').textContent()) ?? ''
      const { booking } = await ok<{ booking: Booking }>(
        await admin.get(`/api/v1/bookings/by-reference/${reference}`),
      )
      expect(booking).toMatchObject({
        source: 'staff',
        resource: { id: second.id, name: second.name },
        customer: { email: customer.email },
      })
      expect(timeOf(booking.start)).toBe('19:00')
      await form.getByRole('button', { name: 'Done' }).click()
      // And the calendar shows it in B's lane.
      await expect(
        calendar.getByRole('button', { name: new RegExp(reference) }),
      ).toHaveAccessibleName(new RegExp(`${second.name} \\(${reference}\\)$`))
    } finally {
      await hideService(admin, service.id)
      await admin.dispose()
      await customer.request.dispose()
    }
  })

  test('drags a booking to a later time, asks, and moves it there', async ({
    page,
    playwright,
  }) => {
    const lane = await laneWithBookings(playwright, { label: 'Drag' })
    try {
      const booking = lane.confirmed[0] as Booking
      const calendar = await openCalendar(page)
      await goToDay(calendar, dayOf(booking.start))
      const event = calendar.getByRole('button', { name: new RegExp(booking.reference) })
      await expect(event).toBeVisible()
      const box = await event.boundingBox()
      if (!box) throw new Error('the booking is not on screen')
      // Two hours down: the day view draws 1.4 px a minute.
      await page.mouse.move(box.x + box.width / 2, box.y + 8)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width / 2, box.y + 60, { steps: 4 })
      await page.mouse.move(box.x + box.width / 2, box.y + 8 + 120 * 1.4, { steps: 8 })
      await page.mouse.up()
      const later = new Date(Date.parse(booking.start) + 2 * 3_600_000).toISOString()
      const question = page.getByRole('dialog', { name: `Move ${booking.reference}?` })
      await expect(question).toContainText(`at ${timeOf(later)}`)
      await question.getByRole('button', { name: 'Move it' }).click()
      await expect(question).toBeHidden()
      await expect(page.getByText(`Booking ${booking.reference} is moved`)).toBeVisible()
      await expect(event).toContainText(timeOf(later))

      // Its lower edge dragged 15 minutes down: asked, it lasts 15 minutes longer.
      const length = (Date.parse(booking.end) - Date.parse(booking.start)) / 60_000
      const until = new Date(Date.parse(later) + (length + 15) * 60_000).toISOString()
      const moved = await event.boundingBox()
      if (!moved) throw new Error('the booking is not on screen')
      const edge = moved.y + moved.height - 2
      await page.mouse.move(moved.x + moved.width / 2, edge)
      await page.mouse.down()
      await page.mouse.move(moved.x + moved.width / 2, edge + 10, { steps: 3 })
      await page.mouse.move(moved.x + moved.width / 2, edge + 15 * 1.4, { steps: 4 })
      await page.mouse.up()
      const resize = page.getByRole('dialog', {
        name: `Change the length of ${booking.reference}?`,
      })
      await expect(resize).toContainText(`${length + 15} minutes, until ${timeOf(until)}`)
      await resize.getByRole('button', { name: 'Change it' }).click()
      await expect(resize).toBeHidden()
      await expect(event).toHaveAttribute('aria-label', new RegExp(`until ${timeOf(until)}`))
    } finally {
      await lane.done()
    }
  })

  for (const width of [1280, 390]) {
    test(`has no serious accessibility problem at ${width}px, day and week`, async ({
      page,
      playwright,
    }) => {
      await page.setViewportSize(viewportAt(width))
      const lane = await laneWithBookings(playwright, { label: 'Axe' })
      try {
        const calendar = await openCalendar(page)
        await goToDay(calendar, dayOf(lane.pending.start))
        await expect(calendar.locator('[data-status]').first()).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
        // A phone scrolls the calendar sideways within itself, never the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        )
        await chooseView(calendar, 'Week')
        await expect(calendar.locator('[data-status]').first()).toBeVisible()
        // Closed hours are shaded in the grid.
        await expect(calendar.locator('[data-closed]').first()).toBeAttached()
        // Every lane of a day is built alike, and the other tests' lanes add up on the shared
        // server (axe took minutes over them, most behind the open booking's dialog): the first
        // lane of each day stands for the rest.
        const firstLanes = { exclude: ['[data-column]:not([data-day-start])'] }
        expect(await seriousViolations(page, firstLanes)).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        )
        await calendar.locator('[data-status]').first().focus()
        await page.keyboard.press('Enter')
        await expect(page.getByRole('dialog', { name: /^Booking RSV-/ })).toBeVisible()
        expect(await seriousViolations(page, firstLanes)).toEqual([])
      } finally {
        await lane.done()
      }
    })
  }
})
