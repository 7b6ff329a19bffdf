import { BUSINESS_ZONE, freeSlot, serviceNamed } from './booking-states.ts'
import { appTakesOver, expect, test, uniqueEmail } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of /book's steps (the month of free times, the details, the check) in German and in
// Arabic (right to left), light and dark, for a person to look at:
// npm run screenshots -- booking-language-screenshots

const languages = ['de', 'ar'] as const
/** The check step's heading, which says the details were taken. */
const checkHeading = { de: 'Prüfen und bestätigen', ar: 'راجع الحجز وأكّده' }

/** The calendar day of an instant in the business's zone, as the flow's address writes it. */
const dayOf = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_ZONE }).format(new Date(instant))

const pictures = (suffix: string) => (width: number) => {
  for (const language of languages) {
    test(`the booking steps in ${language}`, async ({ page }) => {
      // The language this browser remembers choosing (lib/i18n/languages.ts), before the app starts.
      await page.addInitScript(
        (chosen) => localStorage.setItem('reserva.language', chosen),
        language,
      )
      const service = await serviceNamed(page.request, 'Bike fitting')
      const slot = await freeSlot(page.request, service, { daysAhead: 40 })
      const name = `booking-${language}`

      await page.goto(
        `/book?${new URLSearchParams({ service: service.id, date: dayOf(slot.start) })}`,
      )
      await appTakesOver(page)
      await page.locator(`html[lang="${language}"]`).waitFor()
      await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true')
      await screenshot(page, { name: `${name}-time${suffix}`, width, settleMs: 800 })

      await page.goto(`/book?${new URLSearchParams({ service: service.id, start: slot.start })}`)
      await page.locator(`html[lang="${language}"]`).waitFor()
      const form = page.locator('form').first()
      await form.locator('input[autocomplete="name"]').fill('Gita Guest')
      await form.locator('input[type="email"]').fill(uniqueEmail('language-picture'))
      await screenshot(page, { name: `${name}-details${suffix}`, width, settleMs: 800 })

      await form.locator('button[type="submit"]').click()
      await expect(
        page.getByRole('heading', { level: 2, name: checkHeading[language] }),
      ).toBeVisible()
      await screenshot(page, { name: `${name}-check${suffix}`, width, settleMs: 800 })
    })
  }
}
atScreenshotWidths('booking language screenshots', pictures(''), { timezoneId: BUSINESS_ZONE })
atScreenshotWidths('booking language screenshots dark', pictures('-dark'), {
  colorScheme: 'dark',
  timezoneId: BUSINESS_ZONE,
})
