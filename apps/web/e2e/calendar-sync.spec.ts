import { calendarConnectionJourney, withRadicale } from './calendar-sync-journey.ts'
import { demoAccounts, signInByApi, test } from './fixtures.ts'

withRadicale()

test('staff connect a resource’s CalDAV calendar, see it fall behind and catch up', async ({
  page,
}) => {
  await signInByApi(page.request, demoAccounts.admin)
  await calendarConnectionJourney(page, { name: 'Workshop classroom' })
})
