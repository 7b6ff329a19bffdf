import type { Locator } from '@playwright/test'
import {
  customerWithBooking,
  dayName,
  freeSlot,
  newCustomer,
  serviceNamed,
} from './booking-states.ts'
import { expect, test } from './fixtures.ts'
import { openMoveDialog } from './move-helpers.ts'

// #12 item 6 on a phone (390 px): after a day is picked the times come into view, and the
// reschedule dialog's own footer never covers the times it offers.

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/London', hasTouch: true })

/** The element a tap at the middle of `target` lands on is `target` itself (or inside it). */
async function tapLandsOn(target: Locator) {
  const box = await target.boundingBox()
  if (!box) throw new Error('not laid out')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  return target.evaluate(
    (element, [px, py]) => {
      const hit = document.elementFromPoint(px as number, py as number)
      return hit !== null && (element === hit || element.contains(hit))
    },
    [x, y],
  )
}

test.describe('booking on a phone', () => {
  test('picking a day brings its times into view', async ({ page }) => {
    await newCustomer(page, 'phone-times')
    const service = await serviceNamed(page.request, 'Safety check')
    const slot = await freeSlot(page.request, service, { daysAhead: 20 })
    await page.goto(`/book?service=${service.id}`)
    const grid = page.getByRole('grid')
    await expect(grid).not.toHaveAttribute('aria-busy', 'true')
    const day = grid.getByRole('button', { name: new RegExp(`^${dayName(slot.start)}, \\d+ free`) })
    for (let turns = 0; (await day.count()) === 0 && turns < 2; turns++) {
      await page.getByRole('button', { name: /^Next month/ }).click()
      await expect(grid).not.toHaveAttribute('aria-busy', 'true')
    }
    await day.click()
    const firstTime = page.getByRole('button', { name: /\(Europe\/London\)$/ }).first()
    await expect(firstTime).toBeInViewport()
    // Once the smooth scroll has settled, a tap there lands on the time (no header over it).
    await expect.poll(() => tapLandsOn(firstTime)).toBe(true)
  })

  test("the reschedule dialog's footer does not cover the times it offers", async ({ page }) => {
    const booking = await customerWithBooking(page, 'phone-reschedule', {
      serviceName: 'Safety check',
      daysAhead: 25,
    })
    await page.goto('/dashboard')
    // The person taps a day: its times come into view above the footer. Late in a month, after
    // the last hours of the day have passed, the month shown may have one free day left: then
    // the next month.
    const { dialog, times, freeDays } = await openMoveDialog(page, booking.reference, {
      freeDays: 2,
    })
    await freeDays.nth(1).click()
    await expect(times.first()).toBeInViewport()
    // Every time in sight (inside the viewport and every scrolling box around it) can be
    // tapped: none lies under the footer.
    const sight = () =>
      dialog.evaluate((root) => {
        const inSight = (element: Element) => {
          const box = element.getBoundingClientRect()
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (!/(auto|scroll|hidden)/.test(getComputedStyle(parent).overflowY)) continue
            const frame = parent.getBoundingClientRect()
            if (box.top < frame.top || box.bottom > frame.bottom) return false
          }
          return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0
        }
        const buttons = [...root.querySelectorAll('button[aria-label$="(Europe/London)"]')]
        const seen = buttons.filter(inSight)
        const hidden = seen.filter((button) => {
          const box = button.getBoundingClientRect()
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          return !(hit && (hit === button || button.contains(hit)))
        })
        return { seen: seen.length, hidden: hidden.map((b) => b.getAttribute('aria-label')) }
      })
    // Once the smooth scroll has settled.
    await expect.poll(async () => (await sight()).seen).toBeGreaterThan(0)
    expect((await sight()).hidden).toEqual([])
    await times.first().click()
    await expect(dialog.getByText(/^New time: /)).toBeInViewport()
    await expect(dialog.getByRole('button', { name: 'Move booking' })).toBeInViewport()
    await page.screenshot({ path: test.info().outputPath('reschedule-390.png') })
  })
})
