import { expect, signInByApi, signUpByApi, test, uniqueEmail } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'

const password = 'Velodrome-Sprint-2026'

test('a customer changes their e-mail address by the link mailed to the new one', async ({
  page,
  browser,
  allowHttpError,
}) => {
  const email = uniqueEmail('moving')
  const next = uniqueEmail('moved')
  await signUpByApi(page.request, { name: 'Mo Ving', email, password })
  // The same person on another device, which the change signs out.
  const elsewhere = await browser.newContext()
  await signInByApi(elsewhere.request, { email, password })

  await page.goto('/dashboard')
  const section = page.getByRole('region', { name: 'E-mail address' })
  await expect(section).toContainText(`Your account uses ${email}.`)
  const form = section.getByRole('form', { name: 'Change e-mail address' })
  await form.getByRole('textbox', { name: 'New e-mail address' }).fill(next)
  await form.getByLabel('Your password for this change').fill(password)
  await form.getByRole('button', { name: 'Change e-mail address' }).click()
  await expect(section.getByRole('status', { name: 'Check your new inbox' })).toContainText(
    `We sent a link to ${next}`,
  )

  const mail = await waitForMail(page.request, next, /^Confirm your new e-mail address/)
  const link = mail.text.match(/https?:\/\/\S+\/confirm-email#[A-Za-z0-9_-]+/)?.[0]
  if (!link) throw new Error(`no link in: ${mail.text}`)
  await page.goto(link)
  const done = page.getByRole('status', { name: 'Your e-mail address is changed' })
  await expect(done).toContainText(`Your account now uses ${next}.`)

  // The old address is told; the other device is signed out; this one shows the new address.
  await waitForMail(page.request, email, /was changed$/)
  const other = await elsewhere.request.get('/api/auth/get-session')
  expect(await other.json()).toBeNull()
  await elsewhere.close()
  await done.getByRole('link', { name: 'Go to your account' }).click()
  await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText(
    `Your account uses ${next}.`,
  )

  // The link works once.
  allowHttpError(/\/api\/v1\/me\/email\/confirm$/, 400)
  await page.goto(link)
  await expect(page.getByRole('alert', { name: 'This link does not work' })).toContainText(
    'This link has expired or has been used.',
  )
})
