import { ok } from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { appTakesOver, expect, test, uniqueEmail } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'
import { fillQuoteForm, freeSlot, offer, ownService } from './quote-helpers.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of a guest's quote (decision 045): the form with who they are, the code, and the
// quote by its link with an offer, light and dark, for a person to look at:
// npm run screenshots -- guest-quote-screenshots

const pictures = (suffix: string) => (width: number) => {
  test('a guest quote, step by step', async ({ page, playwright }) => {
    await page.goto('/quote')
    await appTakesOver(page)
    const form = await fillQuoteForm(page, { title: 'Touring wheelset' })
    await form.getByLabel('Your name').fill('Quinn Guest')
    await form.getByLabel('E-mail address').fill(uniqueEmail('guest-quote-picture'))
    await screenshot(page, { name: `guest-quote-form${suffix}`, width })
    await form.getByRole('button', { name: 'Send me a code' }).click()
    await expect(page.getByLabel('Code from the e-mail')).toBeVisible()
    await screenshot(page, { name: `guest-quote-code${suffix}`, width })

    // A quote with an offer and a message, by its link.
    const email = uniqueEmail('guest-quote-offer')
    const { pending } = await ok<{ pending: { id: string } }>(
      await page.request.post('/api/v1/guest/quotes', {
        data: {
          title: 'Touring wheelset',
          details: 'Hand-built 700c wheels with a dynamo hub, 36 spokes.',
          guest: { name: 'Quinn Guest', email },
        },
      }),
    )
    const mail = await waitForMail(page.request, email, /is your code to send your quote request/)
    const code = mail.text.match(/enter this code: (\d{6})/)?.[1] ?? ''
    const { quote, quoteLink } = await ok<{ quote: { id: string }; quoteLink: string }>(
      await page.request.post('/api/v1/guest/quotes/confirm', { data: { id: pending.id, code } }),
    )
    const admin = await apiAs(playwright, 'admin')
    const operator = await apiAs(playwright, 'operator')
    const service = await ownService(admin)
    const slot = await freeSlot(page.request, service.id)
    await offer(operator, quote.id, { serviceId: service.id, start: slot.start })
    await page.goto(`/manage-quote#${quoteLink}`)
    await expect(page.getByRole('button', { name: 'Accept offer' })).toBeVisible()
    await screenshot(page, { name: `guest-quote-link${suffix}`, width })

    // The offer revised without a time: the guest chooses one of its free times.
    await offer(operator, quote.id, { serviceId: service.id, start: null })
    await page.reload()
    await page.getByRole('button', { name: 'Accept offer' }).click()
    const choose = page.getByRole('dialog', { name: 'Accept this offer: choose a time' })
    // The first day with free times opens by itself.
    await expect(choose.getByRole('button', { name: /\(Europe\/London\)/ }).first()).toBeVisible()
    await screenshot(page, { name: `guest-quote-choose-time${suffix}`, width, fullPage: false })
  })
}
atScreenshotWidths('guest quote screenshots', pictures(''), { timezoneId: 'Europe/London' })
atScreenshotWidths('guest quote screenshots dark', pictures('-dark'), {
  colorScheme: 'dark',
  timezoneId: 'Europe/London',
})
