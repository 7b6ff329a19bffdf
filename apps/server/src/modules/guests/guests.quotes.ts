import crypto from 'node:crypto'
import {
  type GuestConfirm,
  type GuestQuoted,
  type GuestQuoteInput,
  type GuestQuotePending,
  guestConfirmMinutes,
} from '@reserva/shared'
import type { Language } from '@reserva/shared/languages'
import { bannedAt } from '../auth/roles.ts'
import { customerBanned } from '../bookings/bookings.errors.ts'
import { findService } from '../catalogue/catalogue.repository.ts'
import { readerLanguage } from '../mail/mail-language.ts'
import { unknownService } from '../quotes/quotes.errors.ts'
import { currentQuoteLink, managedQuote } from '../quotes/quotes.link.ts'
import { getQuote, requestQuoteIn } from '../quotes/quotes.service.ts'
import { requireSettings } from '../settings/settings.service.ts'
import {
  answerConfirmation,
  asCustomer,
  codeHash,
  type GuestDeps,
  guestIdentity,
  guestLimits,
  guestRecord,
  limit,
  minutes,
  newCode,
  newToken,
  sha256,
} from './guests.confirmations.ts'
import { confirmationInvalid, guestsNotOffered } from './guests.errors.ts'
import { confirmQuoteUrl, guestQuoteCodeMail, recordAndMail } from './guests.mails.ts'
import { confirmAddress, findPerson, lockConfirmation, markConfirmed } from './guests.repository.ts'
import type { GuestQuoteRequest } from './guests.table.ts'

/**
 * A visitor asks for a quote without an account (decision 045). Always confirm first: a quote is
 * followed over days, so nothing is made until the mailed code (or link) comes back; the request
 * waits in a `guest_confirmations` row of kind `quote`. Every address is answered alike (202).
 */
export async function requestQuoteAsGuest(
  deps: GuestDeps,
  {
    input,
    address,
    requested,
    now,
  }: {
    input: GuestQuoteInput & {
      serviceId: string | null
      preferredDates: string[]
      partySize: number
    }
    /** The client's address (clientAddress), for its rate limit. */
    address: string
    requested?: Language | undefined
    now: Date
  },
): Promise<GuestQuotePending> {
  const settings = await requireSettings(deps.db)
  if (settings.guestBooking === 'off') throw guestsNotOffered()
  const { email, phone } = guestIdentity(settings, input.guest)
  await limit(deps, `guest-address:${address}`, guestLimits.perAddress, now)
  // What a customer could not ask is refused before any record is made or mail sent.
  if (input.serviceId && !(await findService(deps.db, input.serviceId))?.active)
    throw unknownService()
  await limit(deps, `guest-email:${email}`, guestLimits.perEmail, now)
  const person =
    (await findPerson(deps.db, { email })) ??
    (await guestRecord(deps, { email, name: input.guest.name, phone, language: input.language }))
  const language = readerLanguage({
    chosen: person.language,
    requested: input.language ?? requested,
    businessDefault: settings.defaultLanguage,
  })
  const request: GuestQuoteRequest = {
    serviceId: input.serviceId,
    title: input.title,
    details: input.details,
    preferredDates: input.preferredDates,
    partySize: input.partySize,
    name: input.guest.name,
    phone,
  }
  const code = newCode()
  const token = newToken()
  const id = crypto.randomUUID()
  const pending = await recordAndMail(deps, {
    row: {
      id,
      kind: 'quote',
      userId: person.id,
      bookingId: null,
      request,
      codeHash: codeHash(id, code),
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + minutes(guestConfirmMinutes)),
      createdAt: now,
    },
    to: email,
    mail: guestQuoteCodeMail({
      business: settings.name,
      code,
      url: confirmQuoteUrl(deps.publicUrl, token),
      language,
    }),
    now,
  })
  return { id: pending.id, email, expiresAt: pending.expiresAt.toISOString() }
}

/**
 * The address is confirmed: the quote is made by the customer's own path (`requestQuoteIn`: the
 * same limit, audit, event and mails), as the address's customer, and answered with its link.
 * The confirmation is locked while it is made, so answering twice gives the one quote.
 */
export async function confirmGuestQuote(
  deps: GuestDeps,
  { input, address, now }: { input: GuestConfirm; address: string; now: Date },
): Promise<{ quoted: GuestQuoted; replayed: boolean }> {
  const row = await answerConfirmation(deps, { input, kind: 'quote', address, now })
  const person = await findPerson(deps.db, { id: row.userId })
  if (!person) throw confirmationInvalid()
  // A banned person asks nothing, signed in or not; only the address's owner learns it here.
  if (bannedAt(person, now)) throw customerBanned()
  const actor = asCustomer(person)
  const made = await deps.events.transaction(deps.db, async (tx) => {
    const locked = await lockConfirmation(tx, { id: row.id })
    if (!locked?.request) throw confirmationInvalid()
    if (locked.quoteId) return { quoteId: locked.quoteId, replayed: true }
    const request = locked.request as GuestQuoteRequest
    // First, so that the mails the request sets off know the address is the person's.
    await confirmAddress(tx, {
      userId: person.id,
      passwordless: person.passwordless,
      name: request.name,
      phone: request.phone,
      now,
    })
    const quoteId = await requestQuoteIn(deps, tx, {
      actor,
      input: {
        serviceId: request.serviceId,
        title: request.title,
        details: request.details,
        preferredDates: request.preferredDates,
        partySize: request.partySize,
      },
      now,
      byGuest: true,
    })
    await markConfirmed(tx, { id: row.id, made: { quoteId }, now })
    return { quoteId, replayed: false }
  })
  const quote = await getQuote(deps.db, { actor, id: made.quoteId, now })
  return {
    quoted: {
      quote: managedQuote(quote),
      quoteLink: await currentQuoteLink(deps.db, deps.quoteLinks, made.quoteId),
    },
    replayed: made.replayed,
  }
}
