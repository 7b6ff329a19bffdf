import type { Page } from '@playwright/test'
import { type Radicale, startRadicale } from '../../server/src/testing/radicale.ts'
import { expect, test } from './fixtures.ts'

// A resource's CalDAV calendar (#47 item 2) from the admin's screen, against Debian's Radicale
// on a free port of this machine (the e2e server allows 127.0.0.1): connected, in sync, behind
// while Radicale is stopped, in sync again once it is back. The journey
// (calendar-sync.spec.ts) and the pictures (calendar-sync-screenshots.spec.ts) run it.

let radicale: Radicale
let calendarUrl = ''
/** Radicale for the spec, with a calendar of its own. */
export const withRadicale = () => {
  test.beforeAll(async () => {
    radicale = await startRadicale()
    calendarUrl = await radicale.makeCalendar(`e2e-${Date.now().toString(36)}`)
  })
  test.afterAll(() => radicale?.close())
}

/** The calendar connection of the workspace's resource `name`, with a step for each state. */
export async function calendarConnectionJourney(
  page: Page,
  { name, picture }: { name: string; picture?: (label: string) => Promise<void> },
) {
  await page
    .getByLabel('Resource')
    .selectOption({ label: name })
    .catch(async () => {
      await page
        .getByRole('navigation', { name: /resources/i })
        .getByRole('button', { name })
        .click()
    })
  const section = page.getByRole('region', { name: 'Calendar connection' })
  await expect(section).toBeVisible()
  const form = section.getByRole('form', { name: 'Calendar connection details' })
  await form.getByLabel('Calendar address').fill(calendarUrl)
  await form.getByLabel('User name').fill(radicale.username)
  await form.getByLabel(/^Password/).fill(radicale.password)
  await picture?.('form')
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(section.getByText('The calendar is connected')).toBeVisible()
  await section.getByRole('button', { name: 'Sync now' }).click()
  await expect(section.getByText('In sync', { exact: true })).toBeVisible()
  await picture?.('in-sync')

  await radicale.stop()
  await section.getByRole('button', { name: 'Sync now' }).click()
  const behind = section.getByRole('alert')
  await expect(behind).toContainText('The calendar sync is behind')
  await expect(section.getByText('Sync is behind', { exact: true })).toBeVisible()
  await picture?.('behind')

  await radicale.start()
  await section.getByRole('button', { name: 'Sync now' }).click()
  await expect(section.getByText('In sync', { exact: true })).toBeVisible()
  await expect(behind).toBeHidden()

  // Leave the resource as it was: the next spec has no Radicale.
  await section.getByRole('button', { name: 'Disconnect' }).click()
  await page
    .getByRole('dialog', { name: 'Disconnect this calendar?' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(section.getByRole('form', { name: 'Calendar connection details' })).toBeVisible()
}
