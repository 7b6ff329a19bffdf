import crypto from 'node:crypto'
import {
  type GuestBooked,
  type GuestBookingInput,
  type GuestConfirm,
  type GuestPending,
  guestConfirmMinutes,
} from '@reserva/shared'
import type { Language } from '@reserva/shared/languages'
import { bannedAt } from '../auth/roles.ts'
import { recheckSlot, requireService } from '../availability/availability.service.ts'
import { createBooking } from '../bookings/bookings.create.ts'
import { customerBanned, quoteOnly } from '../bookings/bookings.errors.ts'
import { createHold } from '../bookings/bookings.holds.ts'
import { managedBooking } from '../bookings/bookings.manage-link.ts'
import { getBooking } from '../bookings/bookings.service.ts'
import { readerLanguage } from '../mail/mail-language.ts'
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
import { confirmUrl, guestAddressMail, guestCodeMail, recordAndMail } from './guests.mails.ts'
import {
  confirmAddress,
  findPendingByKey,
  findPerson,
  manageLinkVersionOf,
  markConfirmed,
} from './guests.repository.ts'
import type { GuestRequest } from './guests.table.ts'

export type { GuestDeps } from './guests.confirmations.ts'

/** A guest's booking as they see it, with the manage link that is their key to it. */
async function booked(
  deps: GuestDeps,
  booking: Parameters<typeof managedBooking>[0],
): Promise<GuestBooked> {
  const version = await manageLinkVersionOf(deps.db, booking.id)
  return {
    booking: managedBooking(booking),
    manageLink: deps.links.linkFor({ id: booking.id, manageLinkVersion: version }),
  }
}

/**
 * A visitor books without an account. Confirm first: the time is held as a customer's hold is,
 * and a code and a link go to the address; nothing is booked until one comes back. Book then
 * confirm: the booking is made as a customer's is, and the mail asks to confirm the address.
 * Either way the booking belongs to the address's customer record, so a guest who later signs in
 * with it (a code to the address, or a password chosen through "forgot password") finds it.
 */
export async function bookAsGuest(
  deps: GuestDeps,
  {
    input,
    idempotencyKey,
    address,
    requested,
    now,
  }: {
    input: GuestBookingInput & { seats: number; notes: string }
    idempotencyKey?: string
    /** The client's address (clientAddress), for its rate limit. */
    address: string
    /** The language the request's Accept-Language asks for, if it names one Reserva ships. */
    requested?: Language | undefined
    now: Date
  },
): Promise<{ pending: GuestPending } | { booked: GuestBooked; replayed: boolean }> {
  const settings = await requireSettings(deps.db)
  if (settings.guestBooking === 'off') throw guestsNotOffered()
  const { email, phone } = guestIdentity(settings, input.guest)
  await limit(deps, `guest-address:${address}`, guestLimits.perAddress, now)
  // Before any record is made or mail sent, what a customer could not book is refused as it is
  // for them (the hold or booking checks again, under its locks).
  const service = await requireService(deps.db, input.serviceId)
  if (service.pricing === 'quote') throw quoteOnly()
  const known = await findPerson(deps.db, { email })
  await deps.db.transaction((tx) =>
    recheckSlot(tx, {
      serviceId: input.serviceId,
      start: new Date(input.start),
      seats: input.seats,
      now,
      // A retry, or another time chosen: the person's own hold is theirs to replace.
      ...(known ? { exceptHolderId: known.id } : {}),
    }),
  )
  await limit(deps, `guest-email:${email}`, guestLimits.perEmail, now)
  // A new record keeps the language of the page the visitor booked from.
  const person =
    known ??
    (await guestRecord(deps, { email, name: input.guest.name, phone, language: input.language }))
  const actor = asCustomer(person)
  // The mails are in the person's language, else the page's, else the request's.
  const language = readerLanguage({
    chosen: person.language,
    requested: input.language ?? requested,
    businessDefault: settings.defaultLanguage,
  })
  const slot = {
    serviceId: input.serviceId,
    start: input.start,
    seats: input.seats,
    notes: input.notes,
  }
  const facts = (start: Date, end: Date) => ({
    business: settings.name,
    serviceName: service.name,
    start,
    end,
    timezone: settings.timezone,
    language,
  })

  if (settings.guestBooking === 'book_then_confirm') {
    if (bannedAt(person, now)) throw customerBanned()
    const { booking, replayed } = await createBooking(deps, {
      actor,
      input: slot,
      ...(idempotencyKey ? { idempotencyKey } : {}),
      now,
    })
    if (!replayed && !person.emailVerified) {
      const token = newToken()
      await recordAndMail(deps, {
        row: {
          userId: person.id,
          bookingId: booking.id,
          request: null,
          idempotencyKey: idempotencyKey ?? null,
          codeHash: null,
          tokenHash: sha256(token),
          // Until the booking is over, and at least as long as a code works.
          expiresAt: new Date(
            Math.max(Date.parse(booking.end), now.getTime() + minutes(guestConfirmMinutes)),
          ),
          createdAt: now,
        },
        to: email,
        mail: guestAddressMail({
          ...facts(new Date(booking.start), new Date(booking.end)),
          reference: booking.reference,
          url: confirmUrl(deps.publicUrl, token),
        }),
        now,
      })
    }
    return { booked: await booked(deps, booking), replayed }
  }

  if (idempotencyKey) {
    const earlier = await findPendingByKey(deps.db, { userId: person.id, idempotencyKey, now })
    if (earlier?.kind === 'booking' && earlier.request) {
      const { hold } = await createHold(deps, {
        user: actor,
        address,
        ...holdOf(earlier.request as GuestRequest),
        now,
      })
      return {
        pending: { id: earlier.id, email, expiresAt: earlier.expiresAt.toISOString(), hold },
      }
    }
  }
  const { hold } = await createHold(deps, {
    user: actor,
    address,
    serviceId: slot.serviceId,
    start: new Date(slot.start),
    seats: slot.seats,
    now,
  })
  const code = newCode()
  const token = newToken()
  const request: GuestRequest = { ...slot, name: input.guest.name, phone }
  const id = crypto.randomUUID()
  const pending = await recordAndMail(deps, {
    row: {
      id,
      userId: person.id,
      bookingId: null,
      request,
      idempotencyKey: idempotencyKey ?? null,
      codeHash: codeHash(id, code),
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + minutes(guestConfirmMinutes)),
      createdAt: now,
    },
    to: email,
    mail: guestCodeMail({
      ...facts(new Date(hold.start), new Date(hold.end)),
      code,
      heldMinutes: settings.holdMinutes,
      url: confirmUrl(deps.publicUrl, token),
    }),
    now,
  })
  return { pending: { id: pending.id, email, expiresAt: pending.expiresAt.toISOString(), hold } }
}

const holdOf = (request: GuestRequest) => ({
  serviceId: request.serviceId,
  start: new Date(request.start),
  seats: request.seats,
})

/**
 * The address is confirmed, by the code (with the confirmation's id) or by the mail's link: the
 * booking is made (confirm first; its Idempotency-Key is the confirmation's, so answering twice
 * gives the one booking) or was made already (book then confirm). Wrong codes count; at
 * `guestCodeAttempts` the confirmation is spent. A link or code never does more than book what
 * was asked, as the address's customer.
 */
export async function confirmGuest(
  deps: GuestDeps,
  { input, address, now }: { input: GuestConfirm; address: string; now: Date },
): Promise<{ booked: GuestBooked; replayed: boolean }> {
  const row = await answerConfirmation(deps, { input, kind: 'booking', address, now })
  // A booking's confirmation keeps what to book.
  const request = row.request as GuestRequest | null
  const person = await findPerson(deps.db, { id: row.userId })
  if (!person) throw confirmationInvalid()
  // A banned person books nothing, signed in or not; only the address's owner learns it here.
  if (bannedAt(person, now)) throw customerBanned()
  const actor = asCustomer(person)
  let bookingId = row.bookingId
  let replayed = row.confirmedAt !== null
  if (request) {
    const made = await createBooking(deps, {
      actor,
      input: {
        serviceId: request.serviceId,
        start: request.start,
        seats: request.seats,
        notes: request.notes,
      },
      idempotencyKey: `guest:${row.id}`,
      now,
    })
    bookingId = made.booking.id
    replayed = made.replayed
  }
  if (!bookingId) throw confirmationInvalid()
  const confirmedBooking = bookingId
  if (!row.confirmedAt) {
    await deps.events.transaction(deps.db, async (tx) => {
      await markConfirmed(tx, { id: row.id, made: { bookingId: confirmedBooking }, now })
      await confirmAddress(tx, {
        userId: person.id,
        passwordless: person.passwordless,
        name: request?.name ?? person.name,
        phone: request?.phone ?? null,
        now,
      })
    })
  }
  const booking = await getBooking(deps, { actor, id: confirmedBooking, now })
  return { booked: await booked(deps, booking), replayed }
}
