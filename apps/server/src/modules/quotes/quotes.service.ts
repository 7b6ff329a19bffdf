import crypto from 'node:crypto'
import type { createQuoteSchema, offerSchema } from '@reserva/shared'
import { type Booking, type Quote, type QuoteStatus, referenceAlphabet } from '@reserva/shared'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { isStaff } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import { slotTaken, unknownResource } from '../availability/availability.errors.ts'
import { listSlots } from '../availability/availability.service.ts'
import { createBookingIn } from '../bookings/bookings.create.ts'
import { isSlotConflict } from '../bookings/bookings.errors.ts'
import { getBooking } from '../bookings/bookings.service.ts'
import { findService } from '../catalogue/catalogue.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'
import {
  customerOnly,
  everyQuoteStaffOnly,
  invalidTransition,
  offerNotInFuture,
  quoteNotFound,
  staffOnly,
  startRequired,
  unknownService,
} from './quotes.errors.ts'
import { withinLimit } from './quotes.limits.ts'
import { present } from './quotes.presenter.ts'
import {
  claimLapsedOffers,
  findQuoteDetails,
  insertMessage,
  insertQuote,
  lockQuote,
  type QuoteRow,
  updateQuote,
} from './quotes.repository.ts'
import { offerLapsed, statusAt } from './quotes.rules.ts'

/**
 * What the quote actions need. Mails are not sent from here: the actions publish their events
 * (quotes.events.ts) and the mail subscribers (quotes.subscribers.ts) queue them.
 */
export interface QuoteDeps {
  db: Db
  events: EventBus
  /** The address people use (the booking an accepted offer makes links to it). */
  publicUrl: string
}

function newReference() {
  const bytes = crypto.randomBytes(6)
  return `QTE-${[...bytes].map((b) => referenceAlphabet[b % referenceAlphabet.length]).join('')}`
}

/** The quote, if `actor` may see it (its customer or staff); a stranger learns nothing (404). */
export function visibleTo<T extends { customerId: string }>(
  quote: T | undefined,
  actor: CurrentUser,
): T {
  if (!quote || (quote.customerId !== actor.id && !isStaff(actor))) throw quoteNotFound()
  return quote
}

export async function getQuote(
  db: Db,
  { actor, id, now }: { actor: CurrentUser; id: string; now: Date },
): Promise<Quote> {
  const [detail] = await findQuoteDetails(db, { ids: [id] })
  visibleTo(detail?.quote, actor)
  const [quote] = await present(db, { viewer: actor, details: detail ? [detail] : [], now })
  return quote as Quote
}

export async function listQuotes(
  db: Db,
  {
    actor,
    scope,
    statuses,
    now,
  }: { actor: CurrentUser; scope: 'mine' | 'all'; statuses?: QuoteStatus[]; now: Date },
) {
  if (scope === 'all' && !isStaff(actor)) throw everyQuoteStaffOnly()
  const details = await findQuoteDetails(db, {
    customerId: scope === 'mine' ? actor.id : undefined,
    statuses,
  })
  return present(db, { viewer: actor, details, now })
}

/** Who asks for what, and when. */
type QuoteRequest = { actor: CurrentUser; input: z.output<typeof createQuoteSchema>; now: Date }

export async function requestQuote(deps: QuoteDeps, request: QuoteRequest) {
  const id = await deps.events.transaction(deps.db, (tx) => requestQuoteIn(deps, tx, request))
  return getQuote(deps.db, { actor: request.actor, id, now: request.now })
}

/**
 * A customer's request, on `tx`: the one path for a signed-in customer's request and a guest's
 * confirmed one (decision 045), with the same limit, audit and event. Answers the quote's id.
 */
export async function requestQuoteIn(
  deps: Pick<QuoteDeps, 'events'>,
  tx: Tx,
  { actor, input, now, byGuest = false }: QuoteRequest & { byGuest?: boolean },
) {
  if (input.serviceId && !(await findService(tx, input.serviceId))?.active) throw unknownService()
  await withinLimit(tx, { actor, what: 'requests', now })
  const row = await insertQuote(tx, { ...input, reference: newReference(), customerId: actor.id })
  await writeAudit(tx, {
    actorId: actor.id,
    action: 'quote.requested',
    entity: 'quote',
    entityId: row.id,
    data: { reference: row.reference, ...(byGuest ? { guest: true } : {}) },
  })
  await deps.events.publish(tx, {
    type: 'quote.requested',
    quoteId: row.id,
    customerId: actor.id,
    ...(byGuest ? { byGuest } : {}),
  })
  return row.id
}

/**
 * Locks the quote, checks the actor may see it (404 otherwise) and that its status allows the
 * action (409 quotes.invalid_transition otherwise), then runs `change` in the same transaction,
 * which publishes what happened.
 */
async function act(
  deps: QuoteDeps,
  {
    actor,
    id,
    action,
    by,
    from,
    now,
  }: {
    actor: CurrentUser
    id: string
    action: string
    /** Who may: staff, or the quote's customer. */
    by: 'staff' | 'customer'
    from: QuoteStatus[]
    now: Date
  },
  change: (tx: Tx, quote: QuoteRow) => Promise<void>,
) {
  await deps.events.transaction(deps.db, async (tx) => {
    const quote = visibleTo(await lockQuote(tx, id), actor)
    if (by === 'staff' && !isStaff(actor)) throw staffOnly()
    if (by === 'customer' && quote.customerId !== actor.id) throw customerOnly()
    const status = statusAt(quote, now)
    if (!from.includes(status))
      throw invalidTransition({ status, action, lapsed: offerLapsed(quote, now) })
    await change(tx, quote)
    await writeAudit(tx, {
      actorId: actor.id,
      action: `quote.${action}`,
      entity: 'quote',
      entityId: id,
    })
  })
  return getQuote(deps.db, { actor, id, now })
}

export function offerQuote(
  deps: QuoteDeps,
  {
    actor,
    id,
    input,
    now,
  }: { actor: CurrentUser; id: string; input: z.output<typeof offerSchema>; now: Date },
) {
  if (Date.parse(input.validUntil) <= now.getTime()) throw offerNotInFuture()
  return act(
    deps,
    { actor, id, action: 'offered', by: 'staff', from: ['requested', 'offered'], now },
    async (tx, quote) => {
      const service = await findService(tx, input.serviceId)
      if (!service) throw unknownService()
      // The resource named must be one in use that delivers the service (422 otherwise).
      if (input.resourceId && !service.activeResourceIds.includes(input.resourceId.toLowerCase()))
        throw unknownResource()
      const settings = await requireSettings(tx)
      await updateQuote(tx, id, {
        status: 'offered',
        offerPriceMinor: input.priceMinor,
        offerCurrency: settings.currency,
        offerValidUntil: new Date(input.validUntil),
        offerServiceId: input.serviceId,
        offerStart: input.proposedStart ? new Date(input.proposedStart) : null,
        offerDurationMinutes: input.durationMinutes,
        offerResourceId: input.resourceId?.toLowerCase() ?? null,
        offerMessage: input.message,
        offeredAt: now,
      })
      await deps.events.publish(tx, {
        type: 'quote.offered',
        quoteId: id,
        customerId: quote.customerId,
      })
    },
  )
}

export function rejectQuote(
  deps: QuoteDeps,
  { actor, id, message, now }: { actor: CurrentUser; id: string; message: string; now: Date },
) {
  return act(
    deps,
    { actor, id, action: 'rejected', by: 'staff', from: ['requested', 'offered'], now },
    async (tx, quote) => {
      await updateQuote(tx, id, { status: 'rejected' })
      // The reason stays in the thread too, where the customer reads it after the e-mail.
      if (message.trim())
        await insertMessage(tx, { quoteId: id, authorId: actor.id, body: message })
      await deps.events.publish(tx, {
        type: 'quote.rejected',
        quoteId: id,
        customerId: quote.customerId,
        reason: message,
      })
    },
  )
}

/** Who changes which quote, and when. */
type QuoteChange = { actor: CurrentUser; id: string; now: Date }

/** The customer's own end of their quote: declining the offer, or withdrawing the request. */
function endByCustomer(
  deps: QuoteDeps,
  { actor, id, now }: QuoteChange,
  status: 'declined' | 'withdrawn',
  from: QuoteStatus[],
) {
  return act(deps, { actor, id, action: status, by: 'customer', from, now }, async (tx, quote) => {
    await updateQuote(tx, id, { status })
    await deps.events.publish(tx, {
      type: `quote.${status}`,
      quoteId: id,
      customerId: quote.customerId,
    })
  })
}

export const declineQuote = (deps: QuoteDeps, input: QuoteChange) =>
  endByCustomer(deps, input, 'declined', ['offered'])

export const withdrawQuote = (deps: QuoteDeps, input: QuoteChange) =>
  endByCustomer(deps, input, 'withdrawn', ['requested', 'offered'])

/**
 * The free times the offer can be accepted for between two calendar dates: its service's, for
 * the job's length, on the resource it names if any (GET /quotes/{id}/slots). Its customer or
 * staff; 409 `quotes.invalid_transition` when there is no open offer.
 */
export async function listOfferSlots(
  deps: QuoteDeps,
  {
    actor,
    id,
    from,
    to,
    now,
  }: { actor: CurrentUser; id: string; from: string; to: string; now: Date },
) {
  const [detail] = await findQuoteDetails(deps.db, { ids: [id] })
  const quote = visibleTo(detail?.quote, actor)
  const status = statusAt(quote, now)
  if (status !== 'offered' || !quote.offerServiceId)
    throw invalidTransition({ status, action: 'accepted', lapsed: offerLapsed(quote, now) })
  return listSlots(deps.db, {
    serviceId: quote.offerServiceId,
    from,
    to,
    now,
    resourceId: quote.offerResourceId ?? undefined,
    durationMinutes: quote.offerDurationMinutes ?? undefined,
  })
}

/**
 * Accepting makes the booking through the same code as POST /bookings, in the same transaction
 * as the quote's change: a taken slot is a 409 and the quote stays offered.
 */
export async function acceptQuote(
  deps: QuoteDeps,
  { actor, id, start, now }: { actor: CurrentUser; id: string; start?: string; now: Date },
): Promise<{ quote: Quote; booking: Booking }> {
  let bookingId = ''
  try {
    await act(
      deps,
      { actor, id, action: 'accepted', by: 'customer', from: ['offered'], now },
      async (tx, quote) => {
        const when = quote.offerStart ?? (start ? new Date(start) : null)
        if (!when) throw startRequired()
        const service = await findService(tx, quote.offerServiceId as string)
        const detail = await createBookingIn(tx, {
          actor,
          booking: {
            serviceId: quote.offerServiceId as string,
            start: when,
            seats:
              service && service.capacity > 1 ? Math.min(quote.partySize, service.capacity) : 1,
            notes: `Quote ${quote.reference}: ${quote.title}`,
            customerId: quote.customerId,
            ...(quote.offerResourceId ? { resourceId: quote.offerResourceId } : {}),
            ...(quote.offerDurationMinutes ? { durationMinutes: quote.offerDurationMinutes } : {}),
          },
          source: 'quote',
          now,
          priceMinor: quote.offerPriceMinor ?? undefined,
          events: deps.events,
        })
        bookingId = detail.booking.id
        await updateQuote(tx, id, { status: 'accepted', bookingId })
        await deps.events.publish(tx, {
          type: 'quote.accepted',
          quoteId: id,
          customerId: quote.customerId,
          bookingId,
        })
      },
    )
  } catch (error) {
    if (isSlotConflict(error)) throw slotTaken()
    throw error
  }
  return {
    quote: await getQuote(deps.db, { actor, id, now }),
    booking: await getBooking({ db: deps.db }, { actor, id: bookingId, now }),
  }
}

export async function postMessage(
  deps: QuoteDeps,
  { actor, id, body, now }: { actor: CurrentUser; id: string; body: string; now: Date },
) {
  await deps.events.transaction(deps.db, async (tx) => {
    const quote = visibleTo(await lockQuote(tx, id), actor)
    await withinLimit(tx, { actor, what: 'messages', now })
    const message = await insertMessage(tx, { quoteId: id, authorId: actor.id, body })
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'quote.message',
      entity: 'quote',
      entityId: id,
    })
    await deps.events.publish(tx, {
      type: 'quote.message_added',
      quoteId: id,
      customerId: quote.customerId,
      messageId: message.id,
      authorId: actor.id,
    })
  })
  return getQuote(deps.db, { actor, id, now })
}

/** Marks lapsed offers expired (their customers are told by mail); run on a timer by every process. */
export async function expireOffers(deps: QuoteDeps, { now }: { now: Date }) {
  return deps.events.transaction(deps.db, async (tx) => {
    const lapsed = await claimLapsedOffers(tx, now)
    for (const quote of lapsed) {
      await updateQuote(tx, quote.id, { status: 'expired' })
      await writeAudit(tx, {
        actorId: null,
        action: 'quote.expired',
        entity: 'quote',
        entityId: quote.id,
      })
      await deps.events.publish(tx, {
        type: 'quote.expired',
        quoteId: quote.id,
        customerId: quote.customerId,
      })
    }
    return lapsed.length
  })
}
