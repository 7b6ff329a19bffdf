import type { Page } from '@playwright/test'
import { chooseSlot, freeSlot, serviceNamed } from './booking-states.ts'
import { blockingThirdPartyCookies, scriptTag, startHostSite } from './embed-host.ts'
import { expect, test, uniqueEmail } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'
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

/** A day of its own for each picture set, so that each books a time no other one touches. */
const daysAhead = { 'light-1280': 20, 'dark-1280': 22, 'light-390': 24, 'dark-390': 26 }

for (const scheme of ['light', 'dark'] as const) {
  atScreenshotWidths(
    `embed screenshots, ${scheme}`,
    (width) => {
      test(`embed-${scheme}`, async ({ page }) => {
        const service = await serviceNamed(page.request, 'Bike fitting')
        const slot = await freeSlot(page.request, service, {
          daysAhead: daysAhead[`${scheme}-${width}` as keyof typeof daysAhead],
        })
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

        const email = uniqueEmail('embed-picture')
        const details = frame.getByRole('form', { name: 'Your details' })
        await details.getByLabel('Your name').fill('Gina Guest')
        await details.getByLabel('E-mail address').fill(email)
        await details.getByRole('button', { name: 'Continue', exact: true }).click()
        await frame.getByRole('button', { name: 'Send me the code' }).click()
        await expect(frame.getByText(`We sent a six-digit code to ${email}`)).toBeVisible()
        await frameFits(page)
        await screenshot(page, { name: `embed-4-code-${scheme}`, width })

        const mail = await waitForMail(page.request, email, /is your code to book/)
        const confirm = frame.getByRole('form', { name: 'Confirm with the code' })
        await confirm.getByLabel('Code from the e-mail').fill(mail.subject.slice(0, 6))
        await confirm.getByRole('button', { name: 'Confirm booking' }).click()
        await expect(frame.getByRole('heading', { name: 'You are booked' })).toBeVisible()
        await frameFits(page)
        await screenshot(page, { name: `embed-5-booked-${scheme}`, width })
      })
    },
    { timezoneId: 'Europe/London' },
  )
}
