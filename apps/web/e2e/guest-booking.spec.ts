import { seriousViolations } from './axe.ts'
import { chooseSlot, clock, dayName, freeSlot, serviceNamed } from './booking-states.ts'
import { appTakesOver, expect, test, uniqueEmail } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'

// Issue #46, item 1: a visitor books with a name and an e-mail address, no account; the code (or
// the link) in the mail confirms the address and makes the booking, which opens by its link.

test.use({ timezoneId: 'Europe/London' })

test('a visitor books without an account: details, the code from the mail, and the booking by its link', async ({
  page,
}) => {
  const service = await serviceNamed(page.request, 'Bike fitting')
  const slot = await freeSlot(page.request, service, { daysAhead: 12 })
  const email = uniqueEmail('guest-book')

  await page.goto('/book')
  await appTakesOver(page)
  await page.getByRole('button', { name: 'Choose Bike fitting' }).click()
  await chooseSlot(page, slot)
  await page.getByLabel('Your name').fill('Gita Guest')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Notes for us').fill('First fitting.')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Continue', exact: true }).click()

  await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText(email)).toBeVisible()
  await expect(main.getByText(dayName(slot.start))).toBeVisible()
  await page.getByRole('button', { name: 'Send me the code' }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(
    email,
  )
  await expect(page.getByText(/This time is held for you: \d+:\d\d left/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const mail = await waitForMail(page.request, email, /is your code to book at /)
  const code = mail.text.match(/enter this code: (\d{6})/)?.[1] ?? ''
  // Keyboard only from here: the code field, then Enter.
  await page.getByLabel('Code from the e-mail').focus()
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/manage#[0-9a-f-]{36}\.1\.[A-Za-z0-9_-]{43}$/)
  const booked = page.getByRole('status').filter({ hasText: 'You are booked' })
  await expect(booked).toContainText(/Your reference is RSV-[A-Z0-9]{6}\./)
  await expect(main).toContainText(`${clock(slot.start)} – ${clock(slot.end)}`)
  await expect(main).toContainText('First fitting.')
  expect(await seriousViolations(page)).toEqual([])
  // The booking's own mail follows, with the same link to it.
  const confirmation = await waitForMail(page.request, email, /^Booked: Bike fitting/)
  expect(confirmation.text).toContain(new URL(page.url()).hash)
})

test('the link in the mail confirms the booking as the code does, and a cut link does not', async ({
  page,
  allowHttpError,
}) => {
  const service = await serviceNamed(page.request, 'Safety check')
  const slot = await freeSlot(page.request, service, { daysAhead: 14 })
  const email = uniqueEmail('guest-link')
  const held = await page.request.post('/api/v1/guest/bookings', {
    data: { serviceId: service.id, start: slot.start, guest: { name: 'Lin Link', email } },
  })
  expect(held.status(), await held.text()).toBe(202)
  const mail = await waitForMail(page.request, email, /is your code to book at /)
  const token = mail.text.match(/\/confirm#([A-Za-z0-9_-]{43})/)?.[1] ?? ''

  await page.goto(`/confirm#${token.slice(0, 20)}`)
  await expect(page.getByRole('alert')).toContainText('The link is not whole')

  allowHttpError(/\/api\/v1\/guest\/bookings\/confirm$/, 404)
  await page.goto(`/confirm#${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)
  await expect(page.getByRole('alert')).toContainText('This link does not confirm a booking now')

  await page.goto(`/confirm#${token}`)
  await expect(page).toHaveURL(/\/manage#/)
  await expect(page.getByRole('status').filter({ hasText: 'You are booked' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Safety check')
})
