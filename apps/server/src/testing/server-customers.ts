import { demoAccounts } from '../modules/auth/demo-accounts.ts'
import { cookieFrom, uniqueEmail } from './auth-helpers.ts'
import type { Api } from './booking-load.ts'
import type { ReceivedMail } from './smtp.ts'

// Customers of a spawned server (crash-safety.test.ts, the benches), signed in as people are.

export interface Customer {
  id: string
  email: string
  cookie: string
}

/** Where a spawned server's mails arrive (its SMTP_URL): a real SMTP server, testing/smtp.ts. */
export interface Inbox {
  waitFor(to: string, filter?: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>
}

/**
 * A new customer of a spawned server, signed up from `headers`' address and signed in: the link
 * mailed to the address (auth.ts: sign-ups open no session) followed, as its owner would.
 */
export async function signUpByMail(
  api: Api,
  inbox: Inbox,
  { email, name, headers = {} }: { email: string; name: string; headers?: Record<string, string> },
): Promise<Customer> {
  const res = await api('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email, password: 'Correct-Horse-42', name },
    headers,
  })
  if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`)
  const { user } = (await res.json()) as { user: { id: string } }
  const mail = await inbox.waitFor(email, (m) => m.subject.startsWith('Confirm your e-mail'))
  const link = mail.text.match(/https?:\/\/\S+(\/api\/auth\/verify-email\?\S+)/)?.[1]
  if (!link) throw new Error(`no verification link in the mail to ${email}`)
  const confirmed = await api(link, { headers, redirect: 'manual' })
  const cookie = cookieFrom(confirmed)
  if (!cookie)
    throw new Error(
      `the verification link gave no session: ${confirmed.status} ${await confirmed.text()}`,
    )
  return { id: user.id, email, cookie }
}

/**
 * The demo customer signed in, and `signUps` new customers signed up through `inbox` (sign-ups
 * are rate-limited per address: stay under 5).
 */
export async function signInCustomers(
  api: Api,
  signUps: number,
  inbox?: Inbox,
): Promise<Customer[]> {
  const demo = demoAccounts.find((a) => a.role === 'customer')
  if (!demo) throw new Error('no demo customer')
  if (signUps > 0 && !inbox) throw new Error('signing customers up needs the server’s inbox')
  const signIn = async (): Promise<Customer> => {
    const res = await api('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: demo.email, password: demo.password },
    })
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`)
    const { user } = (await res.json()) as { user: { id: string } }
    return { id: user.id, email: demo.email, cookie: cookieFrom(res) }
  }
  return Promise.all([
    signIn(),
    ...Array.from({ length: signUps }, (_, i) =>
      signUpByMail(api, inbox as Inbox, { email: uniqueEmail('crash'), name: `Rider ${i}` }),
    ),
  ])
}
