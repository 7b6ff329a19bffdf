import { messages as arabic } from '../src/locales/ar/workspace.ts'
import { messages as german } from '../src/locales/de/workspace.ts'
import { dayOf, laneWithBookings } from './calendar-helpers.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the operator dashboard (agenda, calendar, bookings) in German and in Arabic (right
// to left), for a person to look at: npm run screenshots -- workspace-language-screenshots

const languages = { de: german, ar: arabic } as const

const pictures = (width: number) => {
  for (const [language, words] of Object.entries(languages)) {
    test(`the operator dashboard in ${language}`, async ({ page, playwright }) => {
      const lane = await laneWithBookings(playwright, {
        label: `Lang ${language}${width}`,
        confirmed: 3,
      })
      const shot = (name: string, fullPage = true) =>
        screenshot(page, { name: `workspace-${language}-${name}`, width, fullPage, settleMs: 600 })
      try {
        // The language this browser remembers choosing (lib/i18n/languages.ts), before the app starts.
        await page.addInitScript(
          (chosen) => localStorage.setItem('reserva.language', chosen),
          language,
        )
        await signInByApi(page.request, demoAccounts.operator)

        await page.goto('/operator-dashboard')
        await page.locator(`html[lang="${language}"]`).waitFor()
        await expect(
          page.getByRole('heading', { level: 2, name: words['operatorDashboard.agenda'] }),
        ).toBeVisible()
        await expect(page.locator('li[aria-busy]').first()).toBeVisible()
        await shot('agenda')

        await page.locator('li[aria-busy]').first().getByRole('button').click()
        await expect(page.getByRole('menu')).toBeVisible()
        await shot('agenda-menu', false)
        await page.keyboard.press('Escape')

        await page.getByRole('button', { name: words['agenda.bookForCustomer'] }).click()
        await expect(
          page.getByRole('dialog', { name: words['bookForCustomer.title'] }),
        ).toBeVisible()
        await shot('book-for-customer', false)
        await page.keyboard.press('Escape')

        await page.goto('/operator-dashboard?section=calendar')
        const calendar = page.getByRole('region', { name: words['operatorDashboard.calendar'] })
        // Its own chunk and three queries: on a busy machine that can take a while.
        await expect(calendar.locator('[aria-live="polite"]')).not.toBeEmpty({ timeout: 60_000 })
        if (width < 600) await shot('calendar-list')
        await calendar
          .getByRole('radiogroup', { name: words['staffCalendar.view'] })
          .getByText(words['staffCalendar.week'], { exact: true })
          .click()
        // The bookings start tomorrow: a Monday is next week's.
        if (new Date(dayOf(lane.pending.start)).getUTCDay() === 1)
          await calendar.getByRole('button', { name: words['staffCalendar.nextWeek'] }).click()
        await expect(calendar.locator('[data-status]').first()).toBeVisible()
        await shot('calendar-week')

        await calendar.locator('[data-status]').first().focus()
        await page.keyboard.press('Enter')
        await expect(page.getByRole('dialog').getByRole('article')).toBeVisible()
        await shot('calendar-booking', false)
        await page.keyboard.press('Escape')

        await page.goto('/operator-dashboard?section=bookings')
        await expect(page.getByRole('table', { name: words['bookingSearch.table'] })).toBeVisible()
        await shot('bookings')

        // The date picker's weekdays and months, by Intl in the language.
        await page.getByLabel(words['bookingSearch.period']).click()
        await expect(
          page.getByRole('button', { name: words['bookingSearch.nextMonth'] }),
        ).toBeVisible()
        await shot('bookings-period', false)
      } finally {
        await lane.done()
      }
    })
  }
}

atScreenshotWidths('workspace language screenshots', pictures)
