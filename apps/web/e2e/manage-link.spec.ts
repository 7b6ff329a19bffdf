import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { bookingWithLink, openLink } from './manage-helpers.ts'
import { openMoveDialog } from './move-helpers.ts'

// Issue #46, item 2: every booking mail carries a link that opens the booking without signing in,
// to move or cancel it; the link stops working once the booking is cancelled.

test('a customer moves and then cancels a booking from the link in its mail, never signing in', async ({
  page,
  playwright,
  allowHttpError,
}) => {
  const { booking, link, done } = await bookingWithLink(playwright, 'Linked')
  try {
    await openLink(page, link)
    await expect(page.getByText(booking.reference)).toBeVisible()
    await expect(page.getByRole('link', { name: 'See all your bookings' })).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])

    // The month's last free day: past the cut-off, so the moved booking can still be cancelled
    // (on a month's last days, next month's).
    const { dialog, times, freeDays } = await openMoveDialog(page, booking.reference, {
      freeDays: 3,
    })
    await freeDays.last().click()
    await times.first().click()
    await dialog.getByRole('button', { name: 'Move booking' }).click()
    await expect(page.getByText(/^Your booking is moved to /)).toBeVisible()

    await page.getByRole('button', { name: `Cancel booking ${booking.reference}` }).click()
    const question = page.getByRole('dialog', { name: 'Cancel this booking?' })
    await question
      .getByRole('textbox', { name: 'Why are you cancelling? (optional)' })
      .fill('Found a shop nearer home.')
    await question.getByRole('button', { name: 'Yes, cancel it' }).click()
    await expect(page.getByText(/is cancelled\.$/).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking cancelled' })).toBeVisible()
    await expect(page.getByText('Found a shop nearer home.')).toBeVisible()

    // Opened again, the link of a cancelled booking says it no longer works.
    allowHttpError(/\/api\/v1\/manage\/booking$/, 410)
    await page.reload()
    await expect(page.getByRole('alert')).toContainText('This link does not open a booking now')
    await expect(page.getByRole('alert')).toContainText('no longer works')
  } finally {
    await done()
  }
})

test('a link with any part changed opens nothing', async ({ page, playwright, allowHttpError }) => {
  const { link, done } = await bookingWithLink(playwright, 'Altered')
  try {
    allowHttpError(/\/api\/v1\/manage\/booking$/, 404)
    const [id, version, signature] = link.split('.') as [string, string, string]
    await page.goto(`/manage#${id}.${version}.${signature.slice(0, -2)}xy`)
    await expect(page.getByRole('alert')).toContainText('does not open a booking')
    await page.goto('/manage')
    await expect(page.getByRole('alert')).toContainText('This page needs the link from your e-mail')
  } finally {
    await done()
  }
})
