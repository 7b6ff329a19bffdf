import fs from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import {
  chooseSlot,
  clock,
  confirmStepPath,
  customerWithBooking,
  dayName,
  freeSlot,
  myBookings,
  newCustomer,
  STRONG,
  serviceNamed,
} from './booking-states.ts'
import { appTakesOver, demoAccounts, expect, signInByApi, test, uniqueEmail } from './fixtures.ts'
import { verificationLink, waitForMail } from './mailbox.ts'

// The visitor is in London, like the business: times read the same for both.
test.use({ timezoneId: 'Europe/London' })

/** "20261130T103000Z", an instant as a calendar file writes it. */
const icsStamp = (instant: string) =>
  `${new Date(instant).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

/** Presses Tab until `target` has the focus, `most` presses at the most, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, most: number) {
  for (
    let i = 0;
    i < most && !(await target.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

test.describe('booking journeys', () => {
  test('a visitor picks a slot, signs up on the way, books, sees the confirmation and downloads the .ics', async ({
    page,
  }) => {
    const service = await serviceNamed(page.request, 'Bike fitting')
    const slot = await freeSlot(page.request, service, { daysAhead: 10 })

    await page.goto('/book')

    await appTakesOver(page)
    await page.getByRole('button', { name: 'Choose Bike fitting' }).click()
    await chooseSlot(page, slot)
    await page.getByLabel('Notes for us').fill('Knee pain on long rides.')
    await page.getByRole('button', { name: 'Create an account' }).click()

    // Signing up on the way keeps the choice: it travels in next=…, the notes in this tab.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Create an account' })
    await form.getByLabel('Full name').fill('Vic Visitor')
    const email = uniqueEmail('journey-book')
    await form.getByLabel('E-mail address').fill(email)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG)
    await form.getByRole('button', { name: 'Create account' }).click()
    // The link mailed to the address signs the account in and lands where the booking was.
    await expect(page.getByRole('region', { name: 'Check your inbox' })).toBeVisible()
    await page.goto(await verificationLink(page.request, email))

    await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeVisible()
    await expect(page.getByText(/This time is held for you: \d+:\d\d left/)).toBeVisible()
    const summary = page.getByRole('main')
    await expect(summary.getByText(dayName(slot.start))).toBeVisible()
    await expect(summary.getByText('Knee pain on long rides.')).toBeVisible()
    await page.getByRole('button', { name: 'Confirm booking' }).click()

    await expect(page).toHaveURL(/\/booking-confirmation\?ref=RSV-[A-Z0-9]{6}$/)
    await expect(page.getByRole('heading', { level: 2, name: 'You are booked' })).toBeVisible()
    const reference = new URL(page.url()).searchParams.get('ref') ?? ''
    const details = page.getByRole('region', { name: 'Details' })
    await expect(details).toContainText('Bike fitting')
    await expect(details).toContainText(dayName(slot.start))
    await expect(details).toContainText(`${clock(slot.start)} – ${clock(slot.end)} London time`)
    await expect(details).toContainText('Knee pain on long rides.')
    await expect(page.getByText(reference, { exact: true })).toBeVisible()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${reference}.ics`)
    const ics = fs.readFileSync((await download.path()) ?? '', 'utf8')
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true)
    expect(ics).toContain(`DTSTART:${icsStamp(slot.start)}`)
    expect(ics).toContain(`DTEND:${icsStamp(slot.end)}`)
    expect(ics).toContain(reference)

    // Beside the file, Google Calendar and Outlook.com filled in, and the business's address.
    const address = '14 Harbour Lane, London SE1 9XX'
    await expect(details).toContainText(address)
    const calendars = page.getByRole('group', { name: 'Add to your calendar' })
    const hrefOf = async (name: string) =>
      new URL((await calendars.getByRole('link', { name }).getAttribute('href')) ?? '')
    const google = await hrefOf('Add to Google Calendar')
    expect(google.searchParams.get('dates')).toBe(`${icsStamp(slot.start)}/${icsStamp(slot.end)}`)
    expect(google.searchParams.get('location')).toBe(address)
    expect(google.searchParams.get('details')).toContain(reference)
    const outlook = await hrefOf('Add to Outlook')
    expect(outlook.searchParams.get('startdt')).toBe(new Date(slot.start).toISOString())
    expect(outlook.searchParams.get('enddt')).toBe(new Date(slot.end).toISOString())
    // And the confirmation mail carries the booking as a calendar invitation.
    const mail = await waitForMail(page.request, email, new RegExp(`^Booked: .* — ${reference}$`))
    expect(mail.calendarMethod).toBe('REQUEST')
  })

  test('the customer cancels a booking from the dashboard, saying why, and staff see why', async ({
    page,
    browser,
  }) => {
    const booking = await customerWithBooking(page, 'journey-cancel', {
      serviceName: 'Full service',
      daysAhead: 12,
    })
    const reason = 'Away with work that week.'

    await page.goto('/dashboard')
    const upcoming = page.getByRole('region', { name: 'Upcoming' })
    const card = upcoming.getByRole('listitem').filter({ hasText: booking.reference })
    await expect(card).toContainText('Confirmed')
    await card.getByRole('button', { name: `Cancel booking ${booking.reference}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
    await expect(dialog).toContainText(booking.reference)
    const field = dialog.getByRole('textbox', { name: 'Why are you cancelling? (optional)' })
    await expect(field).toHaveAccessibleDescription(
      'The business sees what you write here. 0/500 characters.',
    )
    await field.fill(reason)
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click()

    await expect(page.getByRole('region', { name: 'Bookings' }).getByRole('status')).toContainText(
      `Your booking on ${dayName(booking.start)} at ${clock(booking.start)} is cancelled.`,
    )
    await expect(page.getByText('You have no upcoming bookings.')).toBeVisible()
    const past = page.getByRole('region', { name: 'Past and cancelled' })
    await expect(past.getByRole('listitem').filter({ hasText: booking.reference })).toContainText(
      'Cancelled',
    )
    const [saved] = await myBookings(page.request)
    expect(saved).toMatchObject({ status: 'cancelled', statusReason: reason })
    // The mail that says so takes the booking out of the customer's calendar.
    const mail = await waitForMail(
      page.request,
      booking.customer.email,
      new RegExp(`^Cancelled: .* — ${booking.reference}$`),
    )
    expect(mail.calendarMethod).toBe('CANCEL')
    await page.goto(`/booking-confirmation?ref=${booking.reference}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible()
    await expect(page).toHaveTitle(/^Booking cancelled · /)

    // An operator opening the booking reads the customer's reason on it.
    const staff = await browser.newContext()
    try {
      const operator = await staff.newPage()
      await signInByApi(operator.request, demoAccounts.operator)
      await operator.goto(`/operator-dashboard?section=bookings&booking=${booking.reference}`)
      const drawer = operator.getByRole('dialog', { name: `Booking ${booking.reference}` })
      await expect(drawer.getByRole('article')).toContainText(`Reason given: ${reason}`)
    } finally {
      await staff.close()
    }
  })

  test('a double click on confirm makes one booking', async ({ page }) => {
    await newCustomer(page, 'journey-double')
    const service = await serviceNamed(page.request, 'Safety check')
    const slot = await freeSlot(page.request, service, { daysAhead: 14 })
    const posts: { key: string | undefined; body: string | null }[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/bookings')) {
        posts.push({ key: request.headers()['idempotency-key'], body: request.postData() })
      }
    })

    await page.goto(confirmStepPath(service, slot))
    await expect(page.getByRole('timer')).toBeVisible()
    await page.getByRole('button', { name: 'Confirm booking' }).dblclick()

    await expect(page.getByRole('heading', { level: 2, name: 'You are booked' })).toBeVisible()
    const atThatTime = (await myBookings(page.request)).filter((b) => b.start === slot.start)
    expect(atThatTime).toHaveLength(1)
    expect(posts).toHaveLength(1)
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/)

    // Had a second request got through, with the same key it gets the same booking back.
    const again = await page.request.post('/api/v1/bookings', {
      data: JSON.parse(posts[0]?.body ?? '{}'),
      headers: {
        'idempotency-key': posts[0]?.key ?? '',
        origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
      },
    })
    expect(again.status()).toBe(201)
    expect(again.headers()['idempotent-replayed']).toBe('true')
    expect(((await again.json()) as { booking: { id: string } }).booking.id).toBe(atThatTime[0]?.id)
    expect((await myBookings(page.request)).filter((b) => b.start === slot.start)).toHaveLength(1)
  })
})

test.describe('booking by keyboard', () => {
  test('the services, the calendar and the times are reached and used with the keyboard alone', async ({
    page,
  }) => {
    await page.goto('/book')
    await appTakesOver(page)
    const choose = page.getByRole('button', { name: 'Choose Safety check' })
    await expect(choose).toBeVisible()
    await tabTo(page, choose, 40)
    await page.keyboard.press('Enter')

    // The new step's heading takes the focus, so a screen reader announces it.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Choose a day and time' }),
    ).toBeFocused()
    const grid = page.getByRole('grid')
    const chosen = grid.getByRole('button', { pressed: true })
    await expect(chosen).toBeVisible()
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
    // The calendar is one tab stop: the chosen day.
    await tabTo(page, chosen, 10)
    const first = await focusedName()
    expect(first).toMatch(/^\w+day \d{1,2} \w+ \d{4}, \d+ free times?$/)

    // Arrow keys walk the days (a week at a time with up and down) to the next day with times.
    // A day of a month not read yet is named "…, looking for free times" until its times come:
    // the walk waits for each day's own name (it crosses into the next month late in a month).
    const settledName = async () => {
      await expect.poll(focusedName).not.toMatch(/looking for free times$/)
      return focusedName()
    }
    await page.keyboard.press('ArrowDown')
    expect(await settledName()).not.toBe(first)
    await page.keyboard.press('ArrowUp')
    expect(await settledName()).toBe(first)
    let name = first
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('ArrowRight')
      name = await settledName()
      if (/\d+ free times?$/.test(name)) break
    }
    expect(name).not.toBe(first)
    await page.keyboard.press('Enter')
    const day = name.split(',')[0] ?? ''
    await expect(grid.getByRole('button', { name, pressed: true })).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 3, name: day.replace(/ \d{4}$/, '') }),
    ).toBeVisible()

    // Tab leaves the calendar for that day's first time, named with its full date and time.
    await page.keyboard.press('Tab')
    const slot = await focusedName()
    expect(slot).toMatch(new RegExp(`^${day}, \\d\\d:\\d\\d to \\d\\d:\\d\\d \\(Europe/London\\)$`))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused()
  })
})
