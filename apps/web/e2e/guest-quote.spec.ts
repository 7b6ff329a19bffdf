import { apiAs } from './api-context.ts'
import { seriousViolations } from './axe.ts'
import { appTakesOver, expect, test, uniqueEmail } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'
import { fillQuoteForm, freeSlot, offer, ownService } from './quote-helpers.ts'

// Issue #46, item 1, quotes too (decision 045): a visitor asks for a quote with a name and an
// e-mail address, the code in the mail sends the request, and the quote's link follows it.

test.use({ timezoneId: 'Europe/London' })

test('a visitor asks for a quote without an account, confirms by the code, and accepts the offer by the link', async ({
  page,
  playwright,
}) => {
  const admin = await apiAs(playwright, 'admin')
  const operator = await apiAs(playwright, 'operator')
  const service = await ownService(admin)
  const email = uniqueEmail('guest-quote')

  await page.goto('/quote')
  await appTakesOver(page)
  const form = await fillQuoteForm(page, { title: 'Touring wheelset' })
  await form.getByLabel('Your name').fill('Quinn Guest')
  await form.getByLabel('E-mail address').fill(email)
  expect(await seriousViolations(page)).toEqual([])
  await form.getByRole('button', { name: 'Send me a code' }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(
    email,
  )
  const mail = await waitForMail(page.request, email, /is your code to send your quote request/)
  // The mail goes to an address not yet shown to be theirs: nothing the visitor typed.
  expect(mail.text).not.toContain('Touring wheelset')
  const code = mail.text.match(/enter this code: (\d{6})/)?.[1] ?? ''
  await page.getByLabel('Code from the e-mail').fill(code)
  await page.getByRole('button', { name: 'Send my request' }).click()

  await expect(page).toHaveURL(/\/manage-quote#[0-9a-f-]{36}\.1\.[A-Za-z0-9_-]{43}$/)
  const sent = page.getByRole('status').filter({ hasText: 'Your request is sent' })
  await expect(sent).toContainText(/QTE-[A-Z0-9]{6}/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Touring wheelset' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const link = new URL(page.url()).hash.slice(1)
  const quoteId = link.split('.')[0] as string

  // The business offers a price and a time; the offer's mail carries the same link.
  const slot = await freeSlot(page.request, service.id)
  await offer(operator, quoteId, { serviceId: service.id, start: slot.start })
  const offered = await waitForMail(page.request, email, /^Your quote QTE-/)
  expect(offered.text).toContain(`/manage-quote#${link}`)

  await page.reload()
  await main.getByLabel('Write to us').fill('Can you fit mudguards too?')
  await main.getByRole('button', { name: 'Send message' }).click()
  await expect(main.getByText('Can you fit mudguards too?')).toBeVisible()

  await main.getByRole('button', { name: 'Accept offer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Accept this offer?' })
  await dialog.getByRole('button', { name: 'Accept and book' }).click()
  const booked = page.getByRole('status').filter({ hasText: 'Booked' })
  await expect(booked).toContainText(/RSV-[A-Z0-9]{6}/)
  await expect(main.getByText('Accepted', { exact: true })).toBeVisible()
  await booked.getByRole('link', { name: 'Open the booking' }).click()
  await expect(page).toHaveURL(/\/manage#/)
  await expect(page.getByRole('main')).toContainText(service.name)
})
