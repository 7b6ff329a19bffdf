import type { Page } from '@playwright/test'
import { chooseSlot, freeSlot, serviceNamed } from './booking-states.ts'
import { appOrigin, blockingThirdPartyCookies, scriptTag, startHostSite } from './embed-host.ts'
import { expect, test } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of the booking pages embedded on a business's own site (another origin), in its
// colour, light and dark: npm run screenshots -- embed-screenshots.

test.use(blockingThirdPartyCookies)

let host: Awaited<ReturnType<typeof startHostSite>>
test.beforeAll(async () => {
  host = await startHostSite()
})
test.afterAll(async () => {
  await host.close()
})

/** Waits until the frame has taken its content's height. */
async function frameFits(page: Page) {
  const iframe = page.locator('iframe[title="Book a time"]')
  await expect
    .poll(async () => {
      const outer = await iframe.evaluate((el) => el.getBoundingClientRect().height)
      const inner = await (await iframe.elementHandle())
        ?.contentFrame()
        .then((frame) => frame?.evaluate(() => document.documentElement.scrollHeight))
      return Math.abs(outer - (inner ?? -1)) <= 1
    })
    .toBe(true)
}

for (const scheme of ['light', 'dark'] as const) {
  atScreenshotWidths(
    `embed screenshots, ${scheme}`,
    (width) => {
      test(`embed-${scheme}`, async ({ page }) => {
        const service = await serviceNamed(page.request, 'Bike fitting')
        const slot = await freeSlot(page.request, service, { daysAhead: 9 })
        await host.open(page, scriptTag({ accent: '#0b7285', scheme }))
        const frame = page.frameLocator('iframe[title="Book a time"]')
        await expect(frame.getByRole('button', { name: 'Choose Bike fitting' })).toBeVisible()
        await frameFits(page)
        await screenshot(page, { name: `embed-1-service-${scheme}`, width })

        await frame.getByRole('button', { name: 'Choose Bike fitting' }).click()
        await expect(frame.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true')
        await frameFits(page)
        await screenshot(page, { name: `embed-2-time-${scheme}`, width })

        await chooseSlot(frame, slot)
        await frameFits(page)
        await screenshot(page, { name: `embed-3-details-${scheme}`, width })
      })

      test(`embed-booked-${scheme}`, async ({ page }) => {
        const accent = encodeURIComponent('#0b7285')
        await page.goto(
          `${appOrigin}/embed/book?booked=RSV-7K3F9Q&accent=${accent}&scheme=${scheme}`,
        )
        await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible()
        await screenshot(page, { name: `embed-4-booked-${scheme}`, width })
      })
    },
    { timezoneId: 'Europe/London' },
  )
}
