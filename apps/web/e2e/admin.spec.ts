import type { Page } from '@playwright/test'
import type { AdminService, ResourceDetail, Service } from '@reserva/shared'
import { todayIn, zonedToInstant } from '../src/lib/dates.ts'
import { createResource, hideService, uniqueName } from './admin-helpers.ts'
import { apiAs } from './api-context.ts'
import { seriousViolations } from './axe.ts'
import { demoAccounts, expect, openAs, signInByApi, test } from './fixtures.ts'

const dateIn = (days: number, zone: string) =>
  todayIn(zone, new Date(Date.now() + days * 86_400_000))

const openAdmin = (page: Page, query = '') =>
  openAs(page, 'admin', { path: `/admin${query}`, heading: 'Admin' })

test.describe('the admin screen', () => {
  test('an admin adds a service with a buffer and a resource, and customers are offered it', async ({
    page,
    playwright,
  }) => {
    const admin = await apiAs(playwright, 'admin')
    const resource = await createResource(admin, uniqueName('E2E fitter'))
    const name = uniqueName('E2E wheel true')
    let serviceId: string | undefined
    try {
      await openAdmin(page)
      await page.getByRole('button', { name: 'Add a service' }).click()
      const form = page.getByRole('dialog', { name: 'Add a service' })
      await form.getByLabel('Name').fill(name)
      await form.getByLabel('Duration').fill('45')
      await form.getByLabel('Buffer after').fill('10')
      await form.getByLabel(/^Price/).fill('12.50')
      await form.getByLabel('Position in lists').fill('1000')
      await form.getByRole('combobox', { name: 'Resources' }).click()
      await page.getByRole('option', { name: resource.name }).click()
      await page.keyboard.press('Escape') // closes the options, not the form
      await form.getByRole('button', { name: 'Add service' }).click()

      await expect(form).toBeHidden()
      const row = page
        .getByRole('table', { name: 'Services' })
        .getByRole('row', { name: new RegExp(name) })
      await expect(row).toContainText('45 minutes')
      await expect(row).toContainText('+ 10 minutes after')
      await expect(row).toContainText('£12.50')
      await expect(row).toContainText(resource.name)

      const { services } = (await (await page.request.get('/api/v1/services')).json()) as {
        services: Service[]
      }
      const offered = services.find((service) => service.name === name)
      expect(offered).toMatchObject({ durationMinutes: 45, pricing: 'fixed', priceMinor: 1250 })
      serviceId = offered?.id
      const all = (await (await admin.get('/api/v1/admin/services')).json()) as {
        services: AdminService[]
      }
      expect(all.services.find((service) => service.id === serviceId)).toMatchObject({
        bufferAfterMinutes: 10,
        resourceIds: [resource.id],
      })
    } finally {
      // Off the booking page again, so no other journey sees it.
      if (serviceId) await hideService(admin, serviceId)
      await admin.dispose()
    }
  })

  test('an admin closes a date for a resource and gives it time off', async ({
    page,
    playwright,
    settings,
  }) => {
    const admin = await apiAs(playwright, 'admin')
    const resource = await createResource(admin, uniqueName('E2E mechanic'))
    const zone = settings.timezone
    const closed = dateIn(10, zone)
    const away = dateIn(12, zone)
    await openAdmin(page, `?tab=resources&resource=${resource.id}`)
    await expect(page.getByRole('heading', { name: resource.name })).toBeVisible()

    const day = page.getByRole('form', { name: `Change one day for ${resource.name}` })
    await day.getByLabel('Date').fill(closed)
    await day.getByRole('radio', { name: 'Closed all day' }).check()
    await day.getByRole('button', { name: 'Close this day' }).click()
    const overrides = page.getByRole('region', { name: 'Single days' })
    await expect(overrides.getByRole('listitem')).toContainText('Closed all day')

    const timeOff = page.getByRole('form', { name: `Add time off for ${resource.name}` })
    await timeOff.getByLabel('Starts').fill(`${away}T09:00`)
    await timeOff.getByLabel('Ends').fill(`${away}T13:30`)
    await timeOff.getByLabel('Reason').fill('Training course')
    await timeOff.getByRole('button', { name: 'Add time off' }).click()
    await expect(
      page.getByRole('region', { name: 'Time off' }).getByRole('listitem'),
    ).toContainText('Training course')

    const { resources } = (await (await admin.get('/api/v1/resources')).json()) as {
      resources: ResourceDetail[]
    }
    const saved = resources.find((item) => item.id === resource.id)
    expect(saved?.overrides).toEqual([{ date: closed, intervals: [] }])
    expect(saved?.timeOff).toEqual([
      {
        id: expect.any(String),
        // Wall-clock times in the business's zone, stored as instants.
        start: zonedToInstant(zone, `${away}T09:00`),
        end: zonedToInstant(zone, `${away}T13:30`),
        reason: 'Training course',
      },
    ])
    await admin.dispose()
  })

  test('a customer who opens /admin is told it is not for them', async ({ page }) => {
    await signInByApi(page.request, demoAccounts.customer)
    await page.goto('/admin')

    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('only for administrators')
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toHaveCount(0)
  })
})

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of viewports) {
  test.describe(`the admin screen at ${viewport.name} width (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const tab of ['Services', 'Resources', 'Settings'] as const) {
      test(`the ${tab} tab has no serious or critical WCAG A/AA violation`, async ({ page }) => {
        await openAdmin(page, `?tab=${tab.toLowerCase()}`)
        if (viewport.width > 600) {
          await expect(
            page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: tab }),
          ).toHaveAttribute('aria-current', 'page')
        }
        await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible()
        await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0)

        expect(await seriousViolations(page)).toEqual([])
      })
    }

    test('the service form has no serious or critical WCAG A/AA violation', async ({ page }) => {
      await openAdmin(page)
      await page.getByRole('button', { name: 'Add a service' }).click()
      const form = page.getByRole('dialog', { name: 'Add a service' })
      await form.getByRole('button', { name: 'Add service' }).click()
      await expect(form.getByText('Choose at least one resource')).toBeVisible()

      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
