import type { Page } from '@playwright/test'
import { book, firstSlot, ownServiceWithCustomer } from './admin-helpers.ts'
import { expect } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'

// A booking's manage link, as its customer receives it by mail (issue #46, item 2).

/** A booking of a new customer's, three days ahead, and the manage link of its mail. */
export async function bookingWithLink(playwright: typeof import('playwright-core'), label: string) {
  const own = await ownServiceWithCustomer(playwright, {
    customer: `${label} Customer`,
    resource: `${label} bench`,
    service: `${label} service`,
  })
  const { start } = await firstSlot(own.customer.request, own.service.id, 0, { fromDay: 3 })
  const booking = await book(own.customer.request, { serviceId: own.service.id, start })
  const mail = await waitForMail(
    own.customer.request,
    own.customer.email,
    new RegExp(booking.reference),
  )
  const link = mail.text.match(/\/manage#(\S+)/)?.[1]
  if (!link) throw new Error(`no manage link in: ${mail.text}`)
  return { ...own, booking, link }
}

export const openLink = async (page: Page, link: string) => {
  await page.goto(`/manage#${link}`)
  await expect(
    page.getByRole('heading', { name: /^You are booked|^Booking requested/ }),
  ).toBeVisible()
}
