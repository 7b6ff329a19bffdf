import type { Booking } from '@reserva/shared'
import { bookPending, ownServiceWithCustomer } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'
import { agendaRow, chooseInAgenda } from './workspace-helpers.ts'

// Issue #12, item 4: "decline with a reason sent to the customer". The operator declines a
// pending booking from the dashboard with a reason; the customer reads it on their booking, on
// their dashboard and in the e-mail the server sent over SMTP.
test('an operator declines a pending booking with a reason, and the customer is told why', async ({
  page,
  browser,
  playwright,
}) => {
  const { admin, customer, service, done } = await ownServiceWithCustomer(playwright, {
    customer: 'Dora Declined',
    resource: 'E2E wheel bench',
    service: 'E2E wheel true',
  })
  const booking = await bookPending(admin, customer.request, service.id)
  expect(booking.status).toBe('pending')
  const reason = 'The wheel bench is away for repair.\nAny day next week works.'

  await signInByApi(page.request, demoAccounts.operator)
  await page.goto('/operator-dashboard')
  await chooseInAgenda(page, booking.reference, 'Decline…')

  const dialog = page.getByRole('dialog', { name: 'Decline this booking?' })
  await expect(dialog).toContainText(`${service.name} for Dora Declined`)
  const field = dialog.getByRole('textbox', { name: 'Reason for the customer (optional)' })
  await expect(field).toBeFocused()
  await expect(field).toHaveAccessibleDescription(
    'In the e-mail to Dora Declined and on their booking. 0/500 characters.',
  )
  await field.fill(reason)
  await expect(field).toHaveAccessibleDescription(/ 60\/500 characters\.$/)
  expect(await seriousViolations(page)).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await seriousViolations(page)).toEqual([])
  await page.emulateMedia({ colorScheme: 'light' })
  await dialog.getByRole('button', { name: 'Decline booking' }).click()

  await expect(dialog).toBeHidden()
  // No longer waiting: gone from the agenda, or (booked for today) shown as declined.
  await expect(agendaRow(page, booking.reference).getByText('Awaiting confirmation')).toHaveCount(0)
  const { booking: after } = (await (await admin.get(`/api/v1/bookings/${booking.id}`)).json()) as {
    booking: Booking
  }
  expect(after).toMatchObject({ status: 'declined', statusReason: reason })

  // The customer's own browser: the booking page and the dashboard say why.
  const own = await browser.newContext({ storageState: await customer.request.storageState() })
  const customerPage = await own.newPage()
  await customerPage.goto(`/booking-confirmation?ref=${booking.reference}`)
  await expect(
    customerPage.getByRole('heading', { name: 'This booking was declined' }),
  ).toBeVisible()
  // Line breaks kept as typed.
  await expect(customerPage.locator('p').filter({ hasText: 'Reason given:' })).toHaveText(
    `Reason given: ${reason}`,
    { useInnerText: true },
  )
  await customerPage.goto('/dashboard')
  const past = customerPage.getByRole('region', { name: 'Past and cancelled' })
  await expect(past.getByRole('listitem').filter({ hasText: booking.reference })).toContainText(
    'Reason given: The wheel bench is away for repair.',
  )
  await own.close()

  // And the e-mail, as the SMTP server received it.
  const mail = await waitForMail(
    page.request,
    customer.email,
    new RegExp(`^Not possible: .* — ${booking.reference}$`),
  )
  expect(mail.text).toContain(
    'We are sorry: we cannot take this booking. Please choose another time.\n\nReason: The wheel bench is away for repair.\nAny day next week works.\n',
  )

  await done()
})
