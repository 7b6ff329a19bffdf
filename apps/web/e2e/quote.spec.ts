import type { Booking, Quote } from '@reserva/shared'
import { ok, uniqueName } from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { seriousViolations } from './axe.ts'
import { demoAccounts, expect, signInByApi, signInWithForm, test } from './fixtures.ts'
import {
  fillQuoteForm,
  firstFreeSlot,
  fixedPriceService,
  freeSlot,
  offer,
  ownService,
  requestQuote,
  smallPng,
} from './quote-helpers.ts'

test.describe('asking for a quote and accepting the offer', () => {
  test('a customer asks with a file, the operator opens it and offers a price and a time on the dashboard, the customer accepts from theirs: the booking exists', async ({
    page,
    playwright,
  }) => {
    const admin = await apiAs(playwright, 'admin')
    const service = await ownService(admin)
    const { services } = await ok<{ services: { id: string; name: string; pricing: string }[] }>(
      await page.request.get('/api/v1/services'),
    )
    const customBuild = services.find((s) => s.pricing === 'quote')

    // The customer asks, from the link /book gives a service priced per job, with a photo.
    await signInByApi(page.request, demoAccounts.customer)
    await page.goto(`/quote?service=${customBuild?.id ?? ''}`)
    const title = uniqueName('Touring bike')
    const form = await fillQuoteForm(page, { title })
    if (customBuild) await expect(form.getByLabel('Service')).toHaveValue(customBuild.id)
    await form.locator('input[type=file]').setInputFiles({
      name: 'frame.png',
      mimeType: 'image/png',
      buffer: smallPng(),
    })
    await expect(form.getByRole('list', { name: 'Chosen files' })).toContainText('frame.png')
    await form.getByRole('button', { name: 'Send request' }).click()
    const sent = page.getByRole('status')
    await expect(sent).toContainText(/Your request QTE-[A-Z0-9]{6} is sent/)
    const reference = (await sent.textContent())?.match(/QTE-[A-Z0-9]{6}/)?.[0] as string
    await expect(page.getByRole('progressbar', { name: 'Upload of frame.png' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    await expect(page.getByRole('list', { name: 'Files' })).toContainText('Uploaded')

    // The operator finds it in the inbox, opens the file, and offers a price and a time.
    await page.context().clearCookies()
    await signInByApi(page.request, demoAccounts.operator)
    await page.goto(`/operator-dashboard?quote=${reference}`)
    const request = page.getByRole('article', { name: title })
    await expect(request).toContainText(reference)
    const popup = page.waitForEvent('popup')
    await request.getByRole('button', { name: 'Open frame.png' }).click()
    const tab = await popup
    await tab.waitForURL((url) => url.protocol === 'http:')
    const file = await page.request.get(tab.url())
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('image/png')
    expect((await file.body()).equals(smallPng())).toBe(true)
    await tab.close()

    const slot = await freeSlot(page.request, service.id)
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(slot.start))
    const offerForm = request.getByRole('form', { name: 'Make an offer' })
    await offerForm.getByLabel(/^Price/).fill('420.00')
    await offerForm.getByLabel('Book it as').selectOption(service.id)
    await offerForm.getByLabel('Propose a time').check()
    await offerForm.getByLabel('Day').fill(slot.start.slice(0, 10))
    await offerForm.getByText(time, { exact: true }).click()
    await offerForm.getByLabel('Message to the customer').fill('Steel frame, racks and lights.')
    await offerForm.getByRole('button', { name: 'Send offer' }).click()
    await expect(request.getByRole('status')).toContainText(`Offer sent to`)
    await expect(request).toContainText('Offer made')

    // The customer sees the offer on their dashboard and accepts it.
    await page.context().clearCookies()
    await signInByApi(page.request, demoAccounts.customer)
    await page.goto('/dashboard')
    const card = page.getByRole('article', { name: title })
    await expect(card).toContainText('Offer made')
    await expect(card).toContainText('£420.00')
    await expect(card).toContainText(service.name)
    await card.getByRole('button', { name: `Accept offer ${reference}` }).click()
    await page
      .getByRole('dialog', { name: 'Accept this offer?' })
      .getByRole('button', { name: 'Accept and book' })
      .click()

    await expect(page).toHaveURL(/\/booking-confirmation\?ref=RSV-[A-Z0-9]{6}$/)
    const bookingReference = new URL(page.url()).searchParams.get('ref')
    const { bookings } = await ok<{ bookings: Booking[] }>(
      await page.request.get('/api/v1/bookings'),
    )
    expect(bookings.find((b) => b.reference === bookingReference)).toMatchObject({
      source: 'quote',
      priceMinor: 42000,
      start: slot.start,
      service: { id: service.id },
    })
    const operator = await apiAs(playwright, 'operator')
    const { quotes } = await ok<{ quotes: Quote[] }>(
      await operator.get('/api/v1/quotes?scope=all&status=accepted'),
    )
    const done = quotes.find((q) => q.reference === reference)
    expect(done).toMatchObject({ status: 'accepted', bookingReference })
    expect(done?.attachments.map((a) => a.name)).toEqual(['frame.png'])
    await Promise.all([admin.dispose(), operator.dispose()])
  })

  test('without a proposed time, the customer picks one of the free times when accepting', async ({
    page,
    playwright,
  }) => {
    const [admin, operator] = [
      await apiAs(playwright, 'admin'),
      await apiAs(playwright, 'operator'),
    ]
    const service = await ownService(admin)
    await signInByApi(page.request, demoAccounts.customer)
    const quote = await requestQuote(page.request)
    await offer(operator, quote.id, { serviceId: service.id, start: null })

    await page.goto(`/quote?ref=${quote.reference}`)
    await page.getByRole('button', { name: `Accept offer ${quote.reference}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Accept this offer: choose a time' })
    // The month calendar opens on the first day with free times; its first time is the service's
    // first free slot.
    const slot = await firstFreeSlot(page.request, service.id)
    await dialog
      .getByRole('button', { name: /\d{2}:\d{2} to \d{2}:\d{2} \(Europe\/London\)/ })
      .first()
      .click()
    await dialog.getByRole('button', { name: 'Accept and book' }).click()

    await expect(page).toHaveURL(/\/booking-confirmation\?ref=RSV-[A-Z0-9]{6}$/)
    const { bookings } = await ok<{ bookings: Booking[] }>(
      await page.request.get('/api/v1/bookings'),
    )
    expect(
      bookings.find((b) => b.reference === new URL(page.url()).searchParams.get('ref')),
    ).toMatchObject({ source: 'quote', start: slot.start })
    await Promise.all([admin.dispose(), operator.dispose()])
  })

  test('a visitor filling the form may sign in instead of asking as a guest, and comes back with what they typed', async ({
    page,
  }) => {
    await page.goto('/quote')
    const title = uniqueName('Wheel rebuild')
    const form = await fillQuoteForm(page, { title })
    // The demo business takes guests (decision 045): signing in is the other way.
    await form
      .getByRole('link', { name: 'Have an account? Sign in to send it from there.' })
      .click()

    await expect(page).toHaveURL('/signin?next=%2Fquote')
    await signInWithForm(page, demoAccounts.customer)

    await expect(page).toHaveURL('/quote')
    const back = page.getByRole('form', { name: 'Ask for a quote' })
    await expect(back.getByText('Welcome back: here is what you typed.')).toBeVisible()
    await expect(back.getByLabel('What do you need?')).toHaveValue(title)
    await expect(back.getByLabel('Details')).toHaveValue(
      'A steel touring bike for a long trip, with racks.',
    )
    await back.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('status')).toContainText('is sent')
  })
})

const viewports = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of viewports) {
  test.describe(`/quote under axe at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the form, as a visitor, has no serious or critical WCAG A/AA violation', async ({
      page,
    }) => {
      await page.goto('/quote')
      await fillQuoteForm(page, { title: 'Touring bike' })
      await expect(page.getByLabel('Service')).toBeEnabled()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the form with its notes after a refused send has none either', async ({ page }) => {
      await signInByApi(page.request, demoAccounts.customer)
      await page.goto('/quote')
      const form = page.getByRole('form', { name: 'Ask for a quote' })
      await form.getByRole('button', { name: 'Send request' }).click()
      await expect(form.getByText('Say in a few words what you need')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('a quote with an offer, its details and messages open, has none either', async ({
      page,
      playwright,
    }) => {
      const operator = await apiAs(playwright, 'operator')
      await signInByApi(page.request, demoAccounts.customer)
      const quote = await requestQuote(page.request)
      const fixed = await fixedPriceService(page.request)
      await offer(operator, quote.id, { serviceId: fixed.id, start: null })
      await ok(
        await operator.post(`/api/v1/quotes/${quote.id}/messages`, {
          data: { body: 'Which colour would you like the frame?' },
        }),
      )
      await page.goto(`/quote?ref=${quote.reference}`)
      await expect(page.getByRole('heading', { level: 2, name: quote.title })).toBeVisible()
      await expect(page.getByText('Which colour would you like the frame?')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])

      await page.getByRole('button', { name: `Accept offer ${quote.reference}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Accept this offer: choose a time' })
      // The month calendar with the chosen day's times, as the customer meets it.
      await expect(
        dialog
          .getByRole('button', { name: /\d{2}:\d{2} to \d{2}:\d{2} \(Europe\/London\)/ })
          .first(),
      ).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await operator.dispose()
    })
  })
}
