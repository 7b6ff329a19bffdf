import type { Locator, Page } from '@playwright/test'
import { dayOf, laneWithBookings, openCalendar, timeOf } from './calendar-helpers.ts'
import { expect, test } from './fixtures.ts'
import { atScreenshotWidths, screenshotDir as dir } from './screenshot-dir.ts'

// Pictures of the operator's calendar (#12 item 4) on the demo business, with a lane of bookings
// made here, for a person to look at: npm run screenshots -- operator-calendar-screenshots

atScreenshotWidths('operator calendar screenshots', (width) => {
  const shot = async (page: Page, name: string, part?: Locator) => {
    await page.waitForTimeout(600)
    const path = `${dir}/${name}-${width}.png`
    if (part) await part.screenshot({ path })
    else await page.screenshot({ path })
  }

  test('day, week, a booking and an empty time', async ({ page, playwright }) => {
    const lane = await laneWithBookings(playwright, { label: `Shot${width}`, confirmed: 3 })
    try {
      const calendar = await openCalendar(page)
      const today = dayOf(new Date().toISOString())
      const day = dayOf(lane.pending.start)
      for (let d = today; d < day; d = dayOf(new Date(Date.parse(d) + 86_400_000).toISOString()))
        await calendar.getByRole('button', { name: 'Next day' }).click()
      await expect(calendar.locator('[data-status]').first()).toBeVisible()
      await shot(page, 'operator-calendar-day', calendar)
      await shot(page, 'operator-calendar-day-screen')

      if (width > 600) await calendar.getByRole('tab', { name: 'Switch to week view' }).click()
      else await calendar.getByRole('combobox', { name: 'Calendar view' }).selectOption('week')
      await expect(calendar.getByRole('button', { name: 'Next week' })).toBeVisible()
      await shot(page, 'operator-calendar-week', calendar)

      // By keyboard: in the week's long row a booking may sit under the sticky lane names.
      await calendar.locator('[data-status]').first().focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: /^Booking RSV-/ })
      await expect(dialog.getByRole('article')).toBeVisible()
      await shot(page, 'operator-calendar-booking')
      await dialog.getByRole('button', { name: 'Close' }).click()

      if (width > 600) await calendar.getByRole('tab', { name: 'Switch to day view' }).click()
      else await calendar.getByRole('combobox', { name: 'Calendar view' }).selectOption('day')

      await calendar
        .getByRole('button', {
          name: `Book for a customer: ${lane.resource.name} ${day} 19:00:00 - 19:30:00`,
        })
        .click()
      const form = page.getByRole('dialog', { name: 'Book for a customer' })
      await expect(form.getByText(/Picked on the calendar/)).toBeVisible()
      await form.getByRole('combobox', { name: 'Service' }).click()
      await page.getByRole('option', { name: new RegExp(lane.service.name) }).click()
      await expect(form.getByRole('radio', { name: '19:00' })).toBeChecked()
      await shot(page, 'operator-calendar-book')
      expect(timeOf(lane.pending.start)).toMatch(/^\d\d:\d\d$/)
    } finally {
      await lane.done()
    }
  })
})
