import type { Page } from '@playwright/test'
import {
  book,
  firstSlot,
  ownServiceWithCustomer,
  setRequireConfirmation,
  uniqueName,
} from './admin-helpers.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'
import { agendaRow, todayHeading } from './workspace-helpers.ts'

// Pictures of the operator's workspace for a person to look at: npm run screenshots (README, Test).

atScreenshotWidths('operator workspace screenshots', (width) => {
  const shot = (page: Page, name: string, fullPage = true) =>
    screenshot(page, { name, width, fullPage })

  test('sections', async ({ page, playwright }) => {
    const { admin, customer, resource, service, done } = await ownServiceWithCustomer(playwright, {
      customer: uniqueName('Cleo Camera'),
      resource: 'E2E bay',
      service: 'E2E wheel true',
    })
    try {
      for (let index = 0; index < 3; index++) {
        const start = (await firstSlot(customer.request, service.id)).start
        const made = await book(customer.request, { serviceId: service.id, start })
        if (index === 0) await admin.post(`/api/v1/bookings/${made.id}/cancel`)
      }
      await setRequireConfirmation(admin, true)
      try {
        await book(customer.request, {
          serviceId: service.id,
          start: (await firstSlot(customer.request, service.id)).start,
          notes: 'Rear wheel wobbles.',
        })
      } finally {
        await setRequireConfirmation(admin, false)
      }

      await signInByApi(page.request, demoAccounts.operator)
      await page.goto('/operator-dashboard')
      await expect(todayHeading(page)).toBeVisible()
      await shot(page, 'operator-agenda')
      // The workspace's navigation: beside the screen on a desktop, behind the burger on a phone.
      const burger = page.getByRole('button', { name: 'Open workspace navigation' })
      if (await burger.isVisible()) {
        await burger.click()
        await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible()
        await shot(page, 'operator-navigation', false)
        await page.getByRole('button', { name: 'Close workspace navigation' }).click()
      }

      await page.goto('/operator-dashboard?section=bookings')
      await expect(page.getByRole('table', { name: 'Bookings' })).toBeVisible()
      await shot(page, 'operator-bookings')

      await page.goto(
        `/operator-dashboard?section=bookings&q=${encodeURIComponent(customer.email)}&status=cancelled,pending`,
      )
      await expect(page.getByText('2 bookings', { exact: true })).toBeVisible()
      await shot(page, 'operator-bookings-filtered')

      await page.getByLabel('Period').click()
      await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible()
      await shot(page, 'operator-bookings-period', false)
      await page.keyboard.press('Escape')

      const pending = page.getByRole('row').filter({ hasText: 'Awaiting confirmation' })
      await pending.getByRole('button', { name: /^Open/ }).click()
      const drawer = page.getByRole('dialog', { name: /^Booking RSV-/ })
      await expect(drawer.getByRole('button', { name: 'Confirm' })).toBeVisible()
      await drawer.getByRole('button', { name: 'Confirm' }).click()
      const asked = page.getByRole('dialog', { name: 'Confirm this booking?' })
      await asked.getByRole('button', { name: 'Confirm booking' }).click()
      await expect(asked).toBeHidden()
      await expect(page.getByRole('alert').filter({ hasText: 'is confirmed' })).toBeVisible()
      await shot(page, 'operator-booking-confirmed', false)
      await drawer.getByRole('button', { name: 'Close' }).click()

      await page.goto('/operator-dashboard?section=bookings&q=nobody-by-this-name')
      await expect(page.getByText(/^No booking matches/)).toBeVisible()
      await shot(page, 'operator-bookings-empty')

      await page.goto('/operator-dashboard?section=quotes')
      await expect(page.getByRole('heading', { level: 2, name: 'Quote inbox' })).toBeVisible()
      await shot(page, 'operator-quotes')

      await page.goto(`/operator-dashboard?section=resources&resource=${resource.id}`)
      await expect(
        page.getByRole('form', { name: `Weekly hours of ${resource.name}` }),
      ).toBeVisible()
      await shot(page, 'operator-resources')
    } finally {
      await done()
    }
  })
})

/** The agenda, a row's menu, a booking arriving live and the staff navigation, in one scheme. */
const agendaPictures = (suffix: string) => (width: number) => {
  const shot = (page: Page, name: string, fullPage = true) =>
    screenshot(page, { name: `${name}${suffix}`, width, fullPage })

  test('agenda', async ({ page, playwright }) => {
    const { admin, customer, service, done } = await ownServiceWithCustomer(playwright, {
      customer: uniqueName('Rowan Rows'),
      resource: 'E2E row bay',
      service: 'E2E row tune-up',
    })
    try {
      const next = async () => (await firstSlot(customer.request, service.id)).start
      await book(customer.request, { serviceId: service.id, start: await next() })
      await setRequireConfirmation(admin, true)
      try {
        await book(customer.request, { serviceId: service.id, start: await next() })
      } finally {
        await setRequireConfirmation(admin, false)
      }

      await signInByApi(page.request, demoAccounts.operator)
      await page.goto('/operator-dashboard')
      await expect(todayHeading(page)).toBeVisible()
      const own = page.getByRole('button', { name: new RegExp(`, ${service.name} at `) })
      await expect(own).toHaveCount(2)
      await shot(page, 'operator-agenda-rows')

      await own.last().click()
      await expect(page.getByRole('menu')).toBeVisible()
      await shot(page, 'operator-agenda-menu', false)
      await page.keyboard.press('Escape')

      // Booked elsewhere while the agenda is open: a row of its own, marked New.
      const made = await book(customer.request, { serviceId: service.id, start: await next() })
      const row = agendaRow(page, made.reference)
      await expect(row.getByText('New', { exact: true })).toBeVisible()
      await row.scrollIntoViewIfNeeded()
      await shot(page, 'operator-agenda-new', false)

      const burger = page.getByRole('button', { name: 'Open workspace navigation' })
      if (await burger.isVisible()) {
        await burger.click()
        await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible()
        await shot(page, 'operator-navigation', false)
      }

      await signInByApi(page.request, demoAccounts.admin)
      await page.goto('/admin?tab=people&role=customer')
      await expect(page.getByRole('table', { name: 'People' })).toBeVisible()
      if (await burger.isVisible()) await burger.click()
      await shot(page, 'admin-navigation', false)
    } finally {
      await done()
    }
  })
}

atScreenshotWidths('operator agenda screenshots', agendaPictures(''))
atScreenshotWidths('operator agenda screenshots, dark', agendaPictures('-dark'), {
  colorScheme: 'dark',
})
