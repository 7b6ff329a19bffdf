import type { Page } from '@playwright/test'
import { expect, signUpByApi, test, uniqueEmail } from './fixtures.ts'
import { waitForMail } from './mailbox.ts'
import { atScreenshotWidths, screenshot } from './screenshot-dir.ts'

// Pictures of changing one's e-mail address (decision 049), light and dark:
// npm run screenshots -- email-change-screenshots.

const password = 'Velodrome-Sprint-2026'

async function pictureSection(page: Page, name: string, width: number) {
  await page
    .getByRole('region', { name: 'E-mail address' })
    .evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
    )
  await screenshot(page, { name, width, fullPage: false })
}

for (const scheme of ['light', 'dark'] as const) {
  atScreenshotWidths(
    `changing the e-mail address, ${scheme}`,
    (width) => {
      test('the section, the inbox state and the landing page', async ({
        page,
        allowHttpError,
      }) => {
        const email = uniqueEmail('pictured')
        const next = uniqueEmail('pictured-new')
        await signUpByApi(page.request, { name: 'Pia Picture', email, password })
        await page.goto('/dashboard')
        const section = page.getByRole('region', { name: 'E-mail address' })
        await expect(section).toContainText(email)
        await pictureSection(page, `email-change-form-${scheme}`, width)

        const form = section.getByRole('form', { name: 'Change e-mail address' })
        await form.getByRole('textbox', { name: 'New e-mail address' }).fill(next)
        await form.getByLabel('Your password for this change').fill(password)
        await form.getByRole('button', { name: 'Change e-mail address' }).click()
        await expect(section.getByRole('status', { name: 'Check your new inbox' })).toBeVisible()
        await pictureSection(page, `email-change-sent-${scheme}`, width)

        const mail = await waitForMail(page.request, next, /^Confirm your new e-mail address/)
        const link = mail.text.match(/https?:\/\/\S+\/confirm-email#[A-Za-z0-9_-]+/)?.[0] ?? ''
        await page.goto(link)
        await expect(
          page.getByRole('status', { name: 'Your e-mail address is changed' }),
        ).toBeVisible()
        await screenshot(page, { name: `email-change-done-${scheme}`, width, fullPage: false })
        allowHttpError(/\/api\/v1\/me\/email\/confirm$/, 400)
        // A fresh load: the same address with its fragment would not load the page again.
        await page.goto('about:blank')
        await page.goto(link)
        await expect(page.getByRole('alert', { name: 'This link does not work' })).toBeVisible()
        await screenshot(page, { name: `email-change-used-${scheme}`, width, fullPage: false })
      })
    },
    scheme === 'dark' ? { colorScheme: 'dark' } : {},
  )
}
