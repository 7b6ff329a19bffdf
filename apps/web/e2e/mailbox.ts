import { type APIRequestContext, expect } from '@playwright/test'

// What the e2e server's SMTP server and SMS webhook received (scripts/e2e-server.mjs), as JSON.
const inboxUrl = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3101}`
const mailUrl = `${inboxUrl}/mails`
/** `calendarMethod`: the method of the invitation the mail carries (REQUEST, CANCEL), or null. */
export type Mail = { to: string[]; subject: string; text: string; calendarMethod: string | null }
export type Text = { to: string; body: string }

/**
 * How long a mail or text may take to arrive: the outbox worker sends it after the commit, on a
 * machine that CI shares with the server suite, so it is given more than an expect's 20 s.
 */
const deliveryTimeout = 30_000

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
      { message: `a mail to ${to} with subject ${subject}`, timeout: deliveryTimeout },
    )
    .toBe(true)
  return found as Mail
}

/**
 * Waits for the e2e server's SMS webhook to have received the `nth` text (1 for the first) to the
 * number `to` (E.164), and answers the 6-digit code it starts with.
 */
export async function waitForSmsCode(request: APIRequestContext, to: string, nth = 1) {
  let found: Text | undefined
  await expect
    .poll(
      async () => {
        const texts = (await (await request.get(`${inboxUrl}/sms`)).json()) as Text[]
        found = texts.filter((text) => text.to === to)[nth - 1]
        return found !== undefined
      },
      { message: `text number ${nth} to ${to}`, timeout: deliveryTimeout },
    )
    .toBe(true)
  const code = found?.body.match(/^(\d{6}) /)?.[1]
  if (!code) throw new Error(`no code in the text to ${to}: ${found?.body}`)
  return code
}

/** The link in the verification mail to `email` (sent when it signed up). */
export async function verificationLink(request: APIRequestContext, email: string) {
  const mail = await waitForMail(request, email, /^Confirm your e-mail address/)
  const link = mail.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/)?.[0]
  if (!link) throw new Error(`no verification link in the mail to ${email}: ${mail.text}`)
  return link
}

/**
 * Follows the verification link mailed to `email` with `request`: the address is confirmed and
 * the session cookie lands in `request`'s cookies (a page's, when it is `page.request`).
 */
export async function confirmAddress(request: APIRequestContext, email: string) {
  const response = await request.get(await verificationLink(request, email), { maxRedirects: 0 })
  expect(response.status(), await response.text()).toBe(302)
}
