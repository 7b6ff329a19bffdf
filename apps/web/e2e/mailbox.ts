import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures.ts'

// What the e2e server's SMTP server received (scripts/e2e-server.mjs), served as JSON.
const mailUrl = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3101}/mails`
export type Mail = { to: string[]; subject: string; text: string }

/** Waits for the e2e server's SMTP inbox to hold a mail to `to` whose subject matches. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp) {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(mailUrl)).json()) as Mail[]
        found = mails.find((mail) => mail.to.includes(to) && subject.test(mail.subject))
        return found !== undefined
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true)
  return found as Mail
}
