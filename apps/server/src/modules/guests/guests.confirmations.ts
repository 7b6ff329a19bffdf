import crypto from 'node:crypto'
import { type GuestConfirm, guestCodeAttempts } from '@reserva/shared'
import type { Language } from '@reserva/shared/languages'
import type { Tx } from '../../db/client.ts'
import { invalidField, rateLimited } from '../../lib/errors.ts'
import { requireE164 } from '../../lib/phone-numbers.ts'
import { consumeRateLimit } from '../../lib/rate-limit.ts'
import { isPlaceholderEmail } from '../auth/auth.ts'
import type { CurrentUser } from '../auth/session.ts'
import type { ManageLinks } from '../bookings/bookings.manage-link.ts'
import type { BookingDeps } from '../bookings/bookings.service.ts'
import { type CustomerDeps, createCustomerRecord } from '../customers/customers.service.ts'
import type { QuoteLinks } from '../quotes/quotes.link.ts'
import type { requireSettings } from '../settings/settings.service.ts'
import { codeWrong, confirmationExpired, confirmationInvalid } from './guests.errors.ts'
import {
  type ConfirmationRow,
  countWrongCode,
  findPerson,
  lockConfirmation,
} from './guests.repository.ts'
import type { guestConfirmationKinds } from './guests.table.ts'

// The machinery every guest confirmation shares, whatever it makes (a booking, decision 043; a
// quote, decision 045): the address's customer record, the code and the token, the limits.

export type GuestDeps = BookingDeps & CustomerDeps & { links: ManageLinks; quoteLinks: QuoteLinks }

/**
 * How often visitors may ask: every request mails the address given, so both the sender and the
 * receiving address are bounded (nobody fills a stranger's inbox), and codes cannot be guessed
 * (five tries per code, and each address of the internet gets a few dozen answers in ten minutes).
 */
export const guestLimits = {
  perAddress: { max: 20, windowSeconds: 600 },
  perEmail: { max: 5, windowSeconds: 3600 },
  confirmPerAddress: { max: 30, windowSeconds: 600 },
} as const

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex')
export const codeHash = (id: string, code: string) => sha256(`${id}\n${code}`)
export const newCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
export const newToken = () => crypto.randomBytes(32).toString('base64url')
export const minutes = (n: number) => n * 60_000

export async function limit(
  deps: Pick<GuestDeps, 'db'>,
  key: string,
  rule: { max: number; windowSeconds: number },
  now: Date,
) {
  const { allowed, retryAfter } = await consumeRateLimit(deps.db, {
    key: `reserva:${key}`,
    ...rule,
    now: now.getTime(),
  })
  if (!allowed) throw rateLimited(retryAfter)
}

/** Acts as the record's customer: a guest never gets more than a customer may do. */
export const asCustomer = (person: { id: string; email: string; name: string }): CurrentUser => ({
  id: person.id,
  email: person.email,
  name: person.name,
  role: 'customer',
})

/**
 * The customer record of the address: the person who has it (whoever they are: their booking
 * joins their others once the address is confirmed), or a new record without a password.
 */
export async function guestRecord(
  deps: GuestDeps,
  {
    email,
    name,
    phone,
    language,
  }: { email: string; name: string; phone: string | null; language: Language | undefined },
) {
  try {
    await createCustomerRecord(deps, {
      actorId: null,
      email,
      name,
      ...(phone ? { profilePhone: phone } : {}),
      ...(language ? { language } : {}),
      audit: { guest: true },
    })
  } catch (error) {
    // Another request with the address made it first: theirs is the record.
    const raced = await findPerson(deps.db, { email })
    if (raced) return raced
    throw error
  }
  const made = await findPerson(deps.db, { email })
  if (!made) throw new Error('guest record not found after it was made')
  return made
}

/**
 * Who the visitor says they are, checked as the business asks: their address (lower case; not a
 * placeholder) and their phone in E.164, or null when none is asked or given.
 */
export function guestIdentity(
  settings: Awaited<ReturnType<typeof requireSettings>>,
  guest: { email: string; phone?: string | undefined },
) {
  const email = guest.email.trim().toLowerCase()
  if (isPlaceholderEmail(email)) {
    throw invalidField('guest.email', 'Enter your own e-mail address', 'Some details are not valid')
  }
  const phone =
    settings.guestPhone === 'off' || !guest.phone
      ? null
      : requireE164({ input: guest.phone, country: settings.country, path: 'guest.phone' })
  if (settings.guestPhone === 'required' && !phone) {
    throw invalidField('guest.phone', 'Enter your phone number', 'Some details are missing')
  }
  return { email, phone }
}

/**
 * The one way a confirmation is answered (decision 045): by the code (with the confirmation's
 * id) or the link's token, of the `kind` the route makes; a confirmation of another kind is no
 * confirmation here (404). Wrong codes count; at `guestCodeAttempts` it is spent. Answers the
 * row, which may have been confirmed before (a replay).
 */
export async function answerConfirmation(
  deps: Pick<GuestDeps, 'db' | 'events'>,
  {
    input,
    kind,
    address,
    now,
  }: {
    input: GuestConfirm
    kind: (typeof guestConfirmationKinds)[number]
    address: string
    now: Date
  },
): Promise<ConfirmationRow> {
  await limit(deps, `guest-confirm:${address}`, guestLimits.confirmPerAddress, now)
  // A wrong code is counted in a transaction that commits: the refusal is thrown after it.
  const answer = await deps.events.transaction(deps.db, async (tx) => {
    const found = await lockConfirmation(
      tx,
      'token' in input ? { tokenHash: sha256(input.token) } : { id: input.id },
    )
    if (!found || found.kind !== kind) return { refused: confirmationInvalid() }
    if ('code' in input) {
      const refused = await checkCode(tx, found, input.code)
      if (refused) return { refused }
    }
    if (!found.confirmedAt && found.expiresAt <= now) return { refused: confirmationExpired() }
    return { row: found }
  })
  if ('refused' in answer) throw answer.refused
  return answer.row
}

/** Why the code is refused (counting it when wrong), or nothing when it is right. */
async function checkCode(tx: Tx, row: ConfirmationRow, code: string) {
  if (!row.codeHash || row.attempts >= guestCodeAttempts) return confirmationExpired()
  const given = Buffer.from(codeHash(row.id, code))
  if (crypto.timingSafeEqual(given, Buffer.from(row.codeHash))) return undefined
  const attempts = await countWrongCode(tx, row.id)
  return attempts >= guestCodeAttempts
    ? confirmationExpired()
    : codeWrong(guestCodeAttempts - attempts)
}
