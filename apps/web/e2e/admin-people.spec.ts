import type { Page } from '@playwright/test'
import type { PeopleList, Person } from '@reserva/shared'
import { uniqueName } from './admin-helpers.ts'
import { apiAs, newApiContext } from './api-context.ts'
import { seriousViolations } from './axe.ts'
import { expect, openAs, test, uniqueEmail, viewportAt } from './fixtures.ts'

// The admin's People tab (#12 item 1) against the real server: operator requests, bans, and
// the screen's accessibility at a desktop and a phone width.

/** A new account made through the public sign-up, asking to be an operator or not. */
async function signUp(
  playwright: typeof import('playwright-core'),
  { name, requestedRole }: { name: string; requestedRole?: 'operator' },
) {
  const context = await newApiContext(playwright)
  const email = uniqueEmail('e2e-person')
  const response = await context.post('/api/auth/sign-up/email', {
    data: {
      name,
      email,
      password: 'Velodrome-Sprint-2026',
      ...(requestedRole ? { requestedRole } : {}),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  await context.dispose()
  return { name, email }
}

/** The person with this e-mail address, as the server has them now (asked as an admin). */
async function personByEmail(playwright: typeof import('playwright-core'), email: string) {
  const admin = await apiAs(playwright, 'admin')
  const response = await admin.get(`/api/v1/admin/people?search=${encodeURIComponent(email)}`)
  expect(response.ok()).toBe(true)
  const { people } = (await response.json()) as PeopleList
  await admin.dispose()
  expect(people).toHaveLength(1)
  return people[0] as Person
}

const openPeople = (page: Page, query = '') =>
  openAs(page, 'admin', { path: `/admin?tab=people${query}`, heading: 'People', level: 2 })

/** Finds someone with the search box and opens their page. */
async function openPerson(page: Page, name: string) {
  await page.getByRole('searchbox', { name: /^Search/ }).fill(name)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const table = page.getByRole('table', { name: 'People' })
  await expect(table.getByRole('row')).toHaveCount(2) // the header and the one match
  await table.getByRole('button', { name: `Open ${name}` }).click()
  const drawer = page.getByRole('dialog', { name })
  await expect(drawer.getByRole('heading', { name: 'Bookings' })).toBeVisible()
  return drawer
}

test.describe('the admin screen: people', () => {
  test('an admin finds a new sign-up who asked to be an operator, and approves it', async ({
    page,
    playwright,
  }) => {
    const { name, email } = await signUp(playwright, {
      name: uniqueName('Opal Operator'),
      requestedRole: 'operator',
    })
    expect(await personByEmail(playwright, email)).toMatchObject({
      role: 'customer',
      requestedRole: 'operator',
    })

    await openPeople(page)
    await page
      .getByRole('combobox', { name: 'Operator request' })
      .selectOption({ label: 'Waiting for a decision' })
    await expect(page).toHaveURL(/requested=operator/)
    const drawer = await openPerson(page, name)
    await expect(page).toHaveURL(/person=/)
    await expect(drawer.getByText('Asks to be an operator')).toBeVisible()

    await drawer.getByRole('button', { name: 'Approve operator request' }).click()
    const confirm = page.getByRole('dialog', { name: `Make ${name} an operator?` })
    await confirm.getByLabel(/A note in the e-mail/).fill('Welcome to the team.')
    await confirm.getByRole('button', { name: 'Approve' }).click()

    await expect(confirm).toBeHidden()
    // The drawer's other live region (the data export's) says nothing meanwhile.
    await expect(
      drawer.getByRole('status').filter({ hasText: `${name} is an operator now` }),
    ).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Approve operator request' })).toBeHidden()
    expect(await personByEmail(playwright, email)).toMatchObject({
      role: 'operator',
      requestedRole: null,
    })
  })

  test('an admin bans someone with a reason, and lifts the ban', async ({ page, playwright }) => {
    const { name, email } = await signUp(playwright, { name: uniqueName('Bram Banned') })
    await openPeople(page)
    const drawer = await openPerson(page, name)

    await drawer.getByRole('button', { name: 'Ban…' }).click()
    const ban = page.getByRole('dialog', { name: `Ban ${name}?` })
    await ban.getByRole('button', { name: 'Ban', exact: true }).click()
    await expect(ban.getByText('Say why this person is banned')).toBeVisible()
    await ban.getByLabel(/^Reason/).fill('Repeated no-shows on purpose')
    await ban.getByRole('button', { name: 'Ban', exact: true }).click()

    await expect(ban).toBeHidden()
    await expect(drawer.getByRole('status').filter({ hasText: `${name} is banned` })).toBeVisible()
    await expect(drawer.getByText('Reason: Repeated no-shows on purpose')).toBeVisible()
    expect(await personByEmail(playwright, email)).toMatchObject({
      status: 'banned',
      banReason: 'Repeated no-shows on purpose',
    })

    await drawer.getByRole('button', { name: 'Lift the ban' }).click()
    const unban = page.getByRole('dialog', { name: `Lift ${name}'s ban?` })
    await unban.getByRole('button', { name: 'Lift the ban' }).click()
    await expect(unban).toBeHidden()
    await expect(
      drawer.getByRole('status').filter({ hasText: `${name}'s ban is lifted` }),
    ).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Ban…' })).toBeVisible()
    expect(await personByEmail(playwright, email)).toMatchObject({ status: 'active' })
  })

  for (const width of [1280, 390]) {
    test(`the list and a person's page have no serious accessibility problem at ${width}px`, async ({
      page,
      playwright,
    }) => {
      await page.setViewportSize(viewportAt(width))
      const { name } = await signUp(playwright, {
        name: uniqueName('Axel Axe'),
        requestedRole: 'operator',
      })
      await openPeople(page)
      await expect(page.getByRole('table', { name: 'People' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])

      const drawer = await openPerson(page, name)
      await expect(drawer.getByRole('button', { name: 'Approve operator request' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])

      await drawer.getByRole('button', { name: 'Ban…' }).click()
      const ban = page.getByRole('dialog', { name: `Ban ${name}?` })
      await ban.getByRole('button', { name: 'Ban', exact: true }).click()
      await expect(ban.getByText('Say why this person is banned')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
