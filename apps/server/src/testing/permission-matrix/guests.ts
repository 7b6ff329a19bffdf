import { and, desc, eq } from 'drizzle-orm'
import { outbox } from '../../modules/mail/outbox.table.ts'
import { uniqueEmail } from '../auth-helpers.ts'
import type { Records } from '../records.ts'
import { everyone, type MatrixRow, v1 } from './expect.ts'

/** A visitor's booking of a free start, with an address of its own (each mails a code). */
const guestBooking = (r: Records) => ({
  serviceId: r.serviceId('Safety check'),
  start: r.freeStart(),
  guest: { name: 'Guest Visitor', email: uniqueEmail('guest') },
})

/** A visitor's quote request, with an address of its own, from an address of the internet of its own. */
const guestQuote = (r: Records) => ({
  serviceId: r.serviceId('Custom build'),
  title: 'Touring wheelset',
  details: 'Hand-built 700c wheels with a dynamo hub.',
  guest: { name: 'Guest Visitor', email: uniqueEmail('guest-quote') },
})
const quoteClient = { 'x-forwarded-for': '203.0.113.45' }

/** The code the latest guest mail (of `kind`) to `email` carries. */
export async function mailedGuestCode(r: Pick<Records, 't'>, email: string, kind = 'guest_code') {
  const [mail] = await r.t.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
  const code = mail?.text.match(/enter this code: (\d{6})/)?.[1]
  if (!code) throw new Error(`no guest code was mailed to ${email}`)
  return code
}

export const guestRows: MatrixRow[] = [
  // Anyone may book as a visitor: signed in or not, the caller is a visitor here.
  {
    method: 'POST',
    path: `${v1}/guest/bookings`,
    expect: everyone(202),
    request: (r) => ({ path: `${v1}/guest/bookings`, json: guestBooking(r) }),
  },
  // The code is the credential, whoever sends it.
  {
    method: 'POST',
    path: `${v1}/guest/bookings/confirm`,
    expect: everyone(201),
    request: async (r) => {
      const body = guestBooking(r)
      const { pending } = await r.call('visitor', 'POST', `${v1}/guest/bookings`, body, 202)
      const code = await mailedGuestCode(r, body.guest.email)
      return { path: `${v1}/guest/bookings/confirm`, json: { id: pending.id, code } }
    },
  },
  // A quote as a visitor: the same, always confirmed first.
  {
    method: 'POST',
    path: `${v1}/guest/quotes`,
    expect: everyone(202),
    request: (r) => ({ path: `${v1}/guest/quotes`, json: guestQuote(r), headers: quoteClient }),
  },
  {
    method: 'POST',
    path: `${v1}/guest/quotes/confirm`,
    expect: everyone(201),
    request: async (r) => {
      const body = guestQuote(r)
      const { pending } = await r.call('visitor', 'POST', `${v1}/guest/quotes`, body, 202)
      const code = await mailedGuestCode(r, body.guest.email, 'guest_quote_code')
      return {
        path: `${v1}/guest/quotes/confirm`,
        json: { id: pending.id, code },
        headers: quoteClient,
      }
    },
  },
]
