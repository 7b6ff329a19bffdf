import { chooseSlot, freeSlot, serviceNamed } from './booking-states.ts'
import { appTakesOver, expect, test, uniqueEmail } from './fixtures.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of a guest's booking steps (details, check, code), light and dark, for a person to
// look at: npm run screenshots -- guest-booking-screenshots

const pictures = (suffix: string) => (width: number) => {
  test('a guest booking, step by step', async ({ page }) => {
    const service = await serviceNamed(page.request, 'Bike fitting')
    const slot = await freeSlot(page.request, service, {
      daysAhead: 20,
      // A time of its own for each picture (they run side by side): no hold of another's in the way.
      skip: (suffix ? 8 : 0) + (width === 390 ? 4 : 0),
    })
    await page.goto('/book')
    await appTakesOver(page)
    await page.getByRole('button', { name: 'Choose Bike fitting' }).click()
    await chooseSlot(page, slot)
    await page.getByLabel('Your name').fill('Gita Guest')
    await page.getByLabel('E-mail address').fill(uniqueEmail('guest-picture'))
    await screenshot(page, { name: `guest-details${suffix}`, width })
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Send me the code' })).toBeVisible()
    await screenshot(page, { name: `guest-check${suffix}`, width })
    await page.getByRole('button', { name: 'Send me the code' }).click()
    await expect(page.getByLabel('Code from the e-mail')).toBeVisible()
    await screenshot(page, { name: `guest-code${suffix}`, width })
  })
}
atScreenshotWidths('guest booking screenshots', pictures(''), { timezoneId: 'Europe/London' })
atScreenshotWidths('guest booking screenshots dark', pictures('-dark'), {
  colorScheme: 'dark',
  timezoneId: 'Europe/London',
})
