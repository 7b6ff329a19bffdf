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
  // The resource by its address: the same on a phone (a select) and a wide screen (a list).
  const answer = await page.request.get('/api/v1/resources')
  const { resources } = (await answer.json()) as { resources: { id: string; name: string }[] }
  const resource = resources.find((item) => item.name === name)
  if (!resource) throw new Error(`no resource ${name}`)
  await page.goto(`/admin?tab=resources&resource=${resource.id}`)
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
