import { bookPending, ownServiceWithCustomer } from './admin-helpers.ts'
import { expect, test, viewportAt } from './fixtures.ts'
import { bookingWithLink, openLink } from './manage-helpers.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the booking a manage link opens, light and dark, for a person to look at:
// npm run screenshots -- manage-link-screenshots

const pictures = (suffix: string) => (width: number) => {
  test('the booking a link opens', async ({ page, playwright }) => {
    const { link, done } = await bookingWithLink(playwright, `Pictured${suffix}${width}`)
    try {
      await openLink(page, link)
      await screenshot(page, { name: `manage-booking${suffix}`, width, settleMs: 600 })
    } finally {
      await done()
    }
  })
}
atScreenshotWidths('manage link screenshots', pictures(''))
atScreenshotWidths('manage link screenshots dark', pictures('-dark'), { colorScheme: 'dark' })

// A customer's own booking page in German (longer words) and Arabic (right to left), to see that
// the change-link button and the rest fit.
atScreenshotWidths('booking page screenshots in other languages', (width) => {
  const sendLink = {
    de: 'Neuen Änderungslink per E-Mail anfordern',
    ar: 'أرسل إليّ رابطًا جديدًا للتعديل',
  }
  for (const [language, button] of Object.entries(sendLink)) {
    test(`a customer's booking, in ${language}`, async ({ browser, playwright }) => {
      const { admin, customer, service, done } = await ownServiceWithCustomer(playwright, {
        customer: `Pictured ${language} ${width}`,
        resource: `E2E picture bench ${language} ${width}`,
        service: `E2E picture service ${language} ${width}`,
      })
      const own = await browser.newContext({
        storageState: await customer.request.storageState(),
        viewport: viewportAt(width),
      })
      try {
        const booking = await bookPending(admin, customer.request, service.id)
        const page = await own.newPage()
        // The language this browser remembers choosing (lib/i18n/languages.ts), before the app starts.
        await page.addInitScript(
          (chosen) => localStorage.setItem('reserva.language', chosen),
          language,
        )
        await page.goto(`/booking-confirmation?ref=${booking.reference}`)
        await page.locator(`html[lang="${language}"]`).waitFor()
        await expect(page.getByRole('button', { name: button })).toBeVisible()
        await screenshot(page, { name: `booking-confirmation-${language}`, width, settleMs: 800 })
      } finally {
        await own.close()
        await done()
      }
    })
  }
})
