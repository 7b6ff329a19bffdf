import { seriousViolations } from './axe.ts'
import { bookingStates } from './booking-states.ts'
import { expect, test } from './fixtures.ts'

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

for (const viewport of viewports) {
  test.describe(`booking screens, axe at ${viewport.name} width (${viewport.width}px)`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      timezoneId: 'Europe/London',
    })

    for (const state of bookingStates) {
      test(`${state.name} has no serious or critical WCAG A/AA violation`, async ({
        page,
        allowHttpError,
      }) => {
        await state.open({ page, allowHttpError })

        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })

  test.describe(`booking screens for a visitor in another time zone, axe at ${viewport.width}px`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      timezoneId: 'America/New_York',
    })

    test('the time step, with the visitor’s own times, has no serious or critical violation', async ({
      page,
      allowHttpError,
    }) => {
      const timeStep = bookingStates.find((state) => state.name === 'book-2-time')
      await timeStep?.open({ page, allowHttpError })
      await expect(page.getByText(/your time$/).first()).toBeVisible()

      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
