import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { type AdminService, formatMoney, type Statistics } from '@reserva/shared'
import { todayIn } from '../src/lib/dates.ts'
import { bookFirstSlot, ownServiceWithCustomer, withOwnService } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, openAs, test, viewportAt } from './fixtures.ts'

// The admin's audit log and statistics (issue #12 items 2 and 3) against the real server.

const dayIn = (days: number, zone: string) =>
  todayIn(zone, new Date(Date.now() + days * 86_400_000))

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize(viewportAt(width))
    expect(await seriousViolations(page), `axe at ${width}px`).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.describe('the admin numbers', () => {
  test('an admin finds a change to a service in the audit log, filtered by record type, and in the CSV export', async ({
    page,
    playwright,
  }) => {
    await withOwnService(
      playwright,
      { resource: 'E2E audited fitter', service: 'E2E audited service' },
      async ({ admin, service }) => {
        // The audited change: a new price, made through the API as another admin tool would.
        const changed = await admin.patch(`/api/v1/admin/services/${service.id}`, {
          data: { priceMinor: 2750 },
        })
        expect(changed.status(), await changed.text()).toBe(200)
        expect(((await changed.json()) as { service: AdminService }).service.priceMinor).toBe(2750)

        await openAs(page, 'admin', { path: '/admin?tab=audit', heading: 'Audit log', level: 2 })
        await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible()

        const filters = page.getByRole('form', { name: 'Filter the audit log' })
        await filters.getByRole('combobox', { name: 'Record type' }).click()
        await page.getByRole('option', { name: 'Service' }).click()
        await filters.getByRole('button', { name: 'Apply filters' }).click()
        await expect(page).toHaveURL(/[?&]entity=service(&|$)/)

        const table = page.getByRole('table', { name: 'Audit log' })
        // In words, the service by its name and linked to the services tab.
        const updated = table
          .getByRole('row')
          .filter({ hasText: `Ada Admin changed the service ${service.name}` })
        await expect(updated).toHaveCount(1)
        await expect(updated.getByRole('link', { name: service.name })).toHaveAttribute(
          'href',
          '/admin?tab=services',
        )
        // The raw record behind its disclosure: the new price, the code, the id.
        await updated.getByText('Details', { exact: true }).click()
        await expect(updated.locator('details')).toContainText('2750')
        await expect(updated.locator('details')).toContainText('service.updated')
        await expect(updated.locator('details')).toContainText(service.id)
        await expect(
          table.getByRole('row').filter({ hasText: `Ada Admin added the service ${service.name}` }),
        ).toHaveCount(1)
        // Only services: the resource made for this test is not listed.
        await expect(table.getByRole('row').filter({ hasText: 'added the resource' })).toHaveCount(
          0,
        )

        await axeAtBothWidths(page)

        const link = page.getByRole('link', { name: 'Export CSV' })
        await expect(link).toHaveAttribute('href', /\/api\/v1\/admin\/audit\.csv\?entity=service$/)
        const downloading = page.waitForEvent('download')
        await link.click()
        const download = await downloading
        expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/)
        const csv = await fs.readFile((await download.path())!, 'utf8')
        const lines = csv.split('\r\n').filter((line) => line !== '')
        const ours = lines.filter((line) => line.includes(service.id))
        expect(ours.some((line) => line.includes('service.updated'))).toBe(true)
        expect(ours.some((line) => line.includes('service.created'))).toBe(true)
        expect(lines.some((line) => line.includes('resource.created'))).toBe(false)
      },
    )
  })

  test('an admin sees the period’s bookings, revenue, resource use and quotes, with charts', async ({
    page,
    playwright,
    settings,
  }) => {
    const { admin, customer, resource, service, done } = await ownServiceWithCustomer(playwright, {
      customer: 'Stella Statistic',
      resource: 'E2E counted fitter',
      service: 'E2E counted service',
    })
    try {
      await bookFirstSlot(customer.request, service.id)
      const from = dayIn(-3, settings.timezone)
      const to = dayIn(10, settings.timezone)
      const period = `from=${from}&to=${to}&by=day`

      await openAs(page, 'admin', {
        path: `/admin?tab=statistics&${period}`,
        heading: 'Statistics',
        level: 2,
      })
      await expect(page.getByRole('table', { name: 'Revenue by source' })).toBeVisible()

      // What the server says for the same period, read after the page has shown it.
      const response = await admin.get(
        `/api/v1/admin/statistics?${period.replace('by', 'granularity')}`,
      )
      expect(response.status()).toBe(200)
      const stats = (await response.json()) as Statistics
      expect(stats.bookings.total).toBeGreaterThanOrEqual(1)

      const figure = (label: string) =>
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ has: page.getByText(label, { exact: true }) })
      await expect(figure('Bookings')).toContainText(String(stats.bookings.total))
      await expect(figure('Revenue')).toContainText(
        formatMoney(stats.revenue.totalMinor, stats.currency),
      )
      await expect(figure('Quote requests')).toContainText(String(stats.quotes.requested))

      const use = page.getByRole('table', { name: 'Use of each resource' })
      await expect(use.getByRole('row', { name: new RegExp(resource.name) })).toContainText('0.5 h')

      // The charts come in their own chunk; each sits under its caption.
      await expect(page.getByRole('figure', { name: 'Bookings per day, by status' })).toBeVisible()
      await expect(page.locator('.recharts-surface').first()).toBeVisible()
      await expect(page.locator('.recharts-surface')).toHaveCount(3)

      // The same numbers as a table, for those who cannot see the chart.
      await page.getByText('The same figures as a table').click()
      const perDay = page.getByRole('table', { name: 'Bookings and revenue per day' })
      await expect(perDay.getByRole('row')).toHaveCount(stats.buckets.length + 1)

      await page.getByRole('form', { name: 'Period' }).getByText('Week', { exact: true }).click()
      await page.getByRole('button', { name: 'Show', exact: true }).click()
      await expect(page).toHaveURL(/by=week/)
      await expect(page.getByRole('figure', { name: 'Bookings per week, by status' })).toBeVisible()

      await axeAtBothWidths(page)
    } finally {
      await done()
    }
  })
})
