import type { Locator, Page } from '@playwright/test'
import { chooseView, dayOf, laneWithBookings, openCalendar, timeOf } from './calendar-helpers.ts'
import { expect, test } from './fixtures.ts'
import { atScreenshotWidths, screenshotDir as dir } from './screenshot-dir.ts'

// Pictures of the operator's calendar (#12 item 4) on the demo business, with a lane of bookings
// made here, for a person to look at: npm run screenshots -- operator-calendar-screenshots

const calendarPictures = (suffix: string) => (width: number) => {
  const shot = async (page: Page, name: string, part?: Locator) => {
    await page.waitForTimeout(600)
    const path = `${dir}/${name}${suffix}-${width}.png`
    if (part) await part.screenshot({ path })
    else await page.screenshot({ path })
  }

  test('day, week, a booking and an empty time', async ({ page, playwright }) => {
    const lane = await laneWithBookings(playwright, {
      label: `Shot${suffix}${width}`,
      confirmed: 3,
    })
    try {
      const calendar = await openCalendar(page)
      const today = dayOf(new Date().toISOString())
      const day = dayOf(lane.pending.start)
      // A phone opens on the list of the week.
      if (width < 600) {
        // A Monday is next week's (the bookings start tomorrow).
        if (new Date(day).getUTCDay() === 1)
          await calendar.getByRole('button', { name: 'Next week' }).click()
        await expect(calendar.locator('[data-status]').first()).toBeVisible()
        await shot(page, 'operator-calendar-list')
        await calendar.getByRole('button', { name: 'Today' }).click()
      }
      await chooseView(calendar, 'Day')
      for (let d = today; d < day; d = dayOf(new Date(Date.parse(d) + 86_400_000).toISOString()))
        await calendar.getByRole('button', { name: 'Next day' }).click()
      await expect(calendar.locator('[data-status]').first()).toBeVisible()
      await shot(page, 'operator-calendar-day', calendar)
      await shot(page, 'operator-calendar-day-screen')

      await chooseView(calendar, 'Week')
      await expect(calendar.getByRole('button', { name: 'Next week' })).toBeVisible()
      await shot(page, 'operator-calendar-week', calendar)

      // By keyboard: in the week's long row a booking may sit under the sticky lane names.
      await calendar.locator('[data-status]').first().focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: /^Booking RSV-/ })
      await expect(dialog.getByRole('article')).toBeVisible()
      await shot(page, 'operator-calendar-booking')
      await dialog.getByRole('button', { name: 'Close' }).click()

      await chooseView(calendar, 'Day')

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
      await form.getByRole('textbox', { name: 'Customer' }).fill('Wanda Walk')
      await expect(form.getByText(/^No customer account has a name/)).toBeVisible()
      await shot(page, 'operator-customer-none')
      await form.getByRole('button', { name: 'New customer (walk-in or phone)' }).click()
      await expect(form.getByRole('group', { name: 'New customer' })).toBeVisible()
      await shot(page, 'operator-walk-in')
      expect(timeOf(lane.pending.start)).toMatch(/^\d\d:\d\d$/)
    } finally {
      await lane.done()
    }
  })
}

atScreenshotWidths('operator calendar screenshots', calendarPictures(''))
atScreenshotWidths('operator calendar screenshots, dark', calendarPictures('-dark'), {
  colorScheme: 'dark',
})
