import { seriousViolations } from './axe.ts'
import { bookFreeSlot, serviceNamed } from './booking-states.ts'
import { customerAtDataExport, downloadFrom, prepareUntilReady, zipEntries } from './data-export.ts'
import { demoAccounts, expect, signInByApi, test } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'

test('a customer downloads their data, mailed when ready; an admin exports it for them', async ({
  page,
}) => {
  const { name, email } = await customerAtDataExport(page)
  const service = await serviceNamed(page.request, 'Bike fitting')
  const booking = await bookFreeSlot(page.request, service, { daysAhead: 44 })
  await page.reload()
  const card = page.getByRole('region', { name: 'Download your data' })
  await expect(card).toContainText('profile, bookings, quotes and their messages, files')

  const link = await prepareUntilReady(card, {
    prepare: 'Prepare my download',
    download: 'Download my data',
  })
  await expect(card.getByRole('status')).toContainText(/^Ready: .+, available until .+\.$/)
  expect(await seriousViolations(page)).toEqual([])

  // The mail says it is ready and links to the dashboard, which asks for a sign-in first.
  const mail = await waitForMail(page.request, email, /data/i)
  const dashboard = mail.text.match(/https?:\/\/\S+\/dashboard\S*/)?.[0]
  expect(dashboard, mail.text).toBeTruthy()
  await page.goto(new URL(dashboard ?? '').pathname + new URL(dashboard ?? '').hash)
  await expect(link).toBeVisible()

  const mine = await downloadFrom(page, link)
  expect(mine.suggestedFilename()).toMatch(/\.zip$/)
  const files = await zipEntries(mine)
  expect([...files.keys()]).toEqual(expect.arrayContaining(['profile.json', 'bookings.json']))
  expect(files.get('profile.json')).toContain(email)
  expect(files.get('bookings.json')).toContain(booking.reference)

  // The admin, from the people screen: the export is the admin's own to download.
  await page.context().clearCookies()
  await signInByApi(page.request, demoAccounts.admin)
  await page.goto(`/admin?tab=people&q=${encodeURIComponent(name)}`)
  await page.getByRole('button', { name: `Open ${name}` }).click()
  const drawer = page.getByRole('dialog', { name })
  const section = drawer.getByRole('region', { name: 'Export personal data' })
  const theirs = await downloadFrom(
    page,
    await prepareUntilReady(section, {
      prepare: 'Prepare an export',
      download: 'Download the export',
    }),
  )
  const exported = await zipEntries(theirs)
  expect([...exported.keys()]).toEqual(expect.arrayContaining(['profile.json', 'bookings.json']))
  expect(exported.get('bookings.json')).toContain(booking.reference)
  expect(await seriousViolations(page)).toEqual([])
})
