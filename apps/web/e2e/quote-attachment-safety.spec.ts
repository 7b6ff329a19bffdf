import type { Download, Page } from '@playwright/test'
import { uniqueName } from './admin-helpers.ts'
import { demoAccounts, expect, signInByApi, signUpByApi, test, uniqueEmail } from './fixtures.ts'
import { requestQuote } from './quote-helpers.ts'

// Issue #8: a customer's file ran script in the app's origin when staff opened it, and made its
// author an admin. Now its disguised type is refused, and what is stored opens inert.

/** What the attacker's file does if it ever runs as a page of the app. */
const payload = (userId: string) => `<!doctype html>
<title>Invoice</title>
<script>
  localStorage.setItem('attachment-ran', 'yes');
  fetch('/api/v1/admin/people/' + ${JSON.stringify(userId)} + '/role', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'admin' }),
  });
</script>`

// Declined downloads: Chromium closes a tab it opened only to save a file, and headless it then
// stops answering for the page that opened it.
test.use({ acceptDownloads: false })

test('a file that tries to be a page of the app is refused, and one holding a script opens inert for staff: no script runs and its author stays a customer', async ({
  page,
}) => {
  // The author: a new customer, so a slip could never touch the demo accounts.
  const email = uniqueEmail('mallory')
  await signUpByApi(page.request, { name: 'Mallory Customer', email, password: 'Correct-Horse-42' })
  const session = await (await page.request.get('/api/auth/get-session')).json()
  const author = session.user as { id: string; role: string }
  expect(author.role).toBe('customer')
  const title = uniqueName('Invoice query')
  const quote = await requestQuote(page.request, title)
  const attach = (mimeType: string) =>
    page.request.post(`/api/v1/quotes/${quote.id}/attachments`, {
      multipart: {
        file: { name: 'invoice.html', mimeType, buffer: Buffer.from(payload(author.id)) },
      },
    })

  // The type Chromium would render as HTML is refused, and nothing is attached.
  const disguised = await attach('text/plain; x=, text/html')
  expect(disguised.status()).toBe(415)
  expect((await disguised.json()).error.code).toBe('storage.type_not_allowed')
  // The same bytes as plain text are taken: they are text, whatever they say.
  expect((await attach('text/plain')).status()).toBe(201)

  // An admin opens it from the quote inbox with the existing "Open".
  await page.context().clearCookies()
  await signInByApi(page.request, demoAccounts.admin)
  await page.goto(`/operator-dashboard?quote=${quote.reference}`)
  const request = page.getByRole('article', { name: title })
  await expect(request).toContainText(quote.reference)
  const served = page
    .context()
    .waitForEvent('response', (r) => r.url().includes('/api/v1/storage/object/signed/'))
  // The listener goes on the new tab as it is created: on a busy machine the download can start
  // before a listener added after \`await popup\` would be in place.
  const opened = new Promise<{ tab: Page; download: Promise<Download> }>((resolve) => {
    page.context().once('page', (tab) => {
      resolve({ tab, download: tab.waitForEvent('download') })
    })
  })
  await request.getByRole('button', { name: 'Open invoice.html' }).click()
  // Chromium takes it as a file to save (declined here), never as a page of the app: the tab
  // opened for it stays blank.
  const { tab, download } = await opened
  const file = await served
  expect(file.status()).toBe(200)
  const headers = await file.allHeaders()
  expect(headers['content-type']).toBe('text/plain')
  expect(headers['content-disposition']).toBe('attachment; filename=invoice.html')
  expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect((await download).suggestedFilename()).toBe('invoice.html')
  expect(tab.url()).toBe('about:blank')
  await tab.close()

  // Nothing of it ran on our origin: no flag, and its author is still a customer.
  expect(await page.evaluate(() => localStorage.getItem('attachment-ran'))).toBeNull()
  const users = await page.request.get(`/api/v1/admin/people?search=${encodeURIComponent(email)}`)
  expect(users.ok(), await users.text()).toBe(true)
  const found = ((await users.json()).people as { id: string; role: string }[]).find(
    (u) => u.id === author.id,
  )
  expect(found?.role).toBe('customer')
})
