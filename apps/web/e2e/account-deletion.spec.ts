import { askToDelete, customerAtDeletion } from './account-deletion.ts'
import { expect, originHeader, test } from './fixtures.ts'

test('a customer deletes their account: signed out, and the address no longer signs in', async ({
  page,
  allowHttpError,
}) => {
  // The wrong password first, then the session the deletion ended.
  allowHttpError(/\/api\/v1\/me\/delete-account$/, 400)
  allowHttpError(/\/api\/auth\/sign-out$/, 401)
  const { email, password } = await customerAtDeletion(page)
  const wrong = await askToDelete(page, 'Not-The-Password-1')
  await wrong.getByRole('button', { name: 'Delete my account' }).click()
  await expect(wrong.getByRole('alert')).toBeVisible()
  await wrong.getByLabel('Your password').fill(password)
  await wrong.getByRole('button', { name: 'Delete my account' }).click()
  const done = page.getByRole('status').filter({ hasText: 'Your account has been deleted' })
  await expect(done).toBeVisible()
  await done.getByRole('button', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  const again = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: originHeader(),
  })
  expect(again.status()).toBeGreaterThanOrEqual(400)
})
