import crypto from 'node:crypto'
import type { createQuoteSchema, offerSchema, QuoteAttachment } from '@reserva/shared'
import {
  type Booking,
  type Quote,
  type QuoteStatus,
  quoteAttachmentRules,
  referenceAlphabet,
} from '@reserva/shared'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/client.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { isStaff } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import { slotTaken } from '../availability/availability.errors.ts'
import { createBookingIn } from '../bookings/bookings.create.ts'
import { isSlotConflict } from '../bookings/bookings.errors.ts'
import { type BookingDeps, getBooking } from '../bookings/bookings.service.ts'
import { findService } from '../catalogue/catalogue.repository.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'
import type { StorageService } from '../storage/storage.service.ts'
import { businessQuoteMail, customerQuoteMail, type QuoteMailFacts } from './quotes.mails.ts'
import {
  claimLapsedOffers,
  countAttachments,
  findAttachment,
  findQuote,
  findQuoteDetails,
  insertAttachment,
  insertMessage,
  insertQuote,
  lockQuote,
  type QuoteAttachmentRow,
  type QuoteDetail,
  type QuoteRow,
  updateQuote,
} from './quotes.repository.ts'

const MINUTE = 60_000

function newReference() {
  const bytes = crypto.randomBytes(6)
  return `QTE-${[...bytes].map((b) => referenceAlphabet[b % referenceAlphabet.length]).join('')}`
}

/** An offer past its validity: it reads as expired even before the sweep records it. */
const offerLapsed = (q: QuoteRow, now: Date) =>
  q.status === 'offered' && (q.offerValidUntil?.getTime() ?? 0) <= now.getTime()

const statusAt = (q: QuoteRow, now: Date): QuoteStatus =>
  offerLapsed(q, now) ? 'expired' : q.status

/** The quote, if `actor` may see it (its customer or staff); a stranger learns nothing (404). */
function visibleTo<T extends { customerId: string }>(quote: T | undefined, actor: CurrentUser): T {
  if (!quote || (quote.customerId !== actor.id && !isStaff(actor))) throw notFound('No such quote')
  return quote
}

/** What `viewer` may do with the quote now (the same rules the actions enforce). */
function permissions(q: QuoteRow, viewer: CurrentUser, now: Date) {
  const owner = q.customerId === viewer.id
  const staff = isStaff(viewer)
  const liveOffer = q.status === 'offered' && !offerLapsed(q, now)
  return {
    offer: staff && (q.status === 'requested' || q.status === 'offered'),
    reject: staff && (q.status === 'requested' || q.status === 'offered'),
    accept: owner && liveOffer,
    decline: owner && liveOffer,
    withdraw: owner && (q.status === 'requested' || q.status === 'offered'),
    message: owner || staff,
  }
}

const toAttachment = (a: QuoteAttachmentRow): QuoteAttachment => ({
  id: a.id,
  name: a.fileName,
  size: a.size,
  mimeType: a.mimeType,
  createdAt: a.createdAt.toISOString(),
})

function toQuote(
  d: QuoteDetail,
  viewer: CurrentUser,
  timezone: string,
  durationMinutes: number | null,
  now = new Date(),
): Quote {
  const q = d.quote
  const status = statusAt(q, now)
  return {
    id: q.id,
    reference: q.reference,
    status,
    title: q.title,
    details: q.details,
    preferredDates: q.preferredDates,
    partySize: q.partySize,
    service: q.serviceId && d.serviceName ? { id: q.serviceId, name: d.serviceName } : null,
    customer: { id: q.customerId, name: d.customerName, email: d.customerEmail },
    offer:
      q.offerPriceMinor !== null && q.offerValidUntil && q.offerServiceId && q.offeredAt
        ? {
            priceMinor: q.offerPriceMinor,
            currency: q.offerCurrency ?? 'EUR',
            validUntil: q.offerValidUntil.toISOString(),
            service: { id: q.offerServiceId, name: d.offerServiceName ?? '' },
            proposedStart: q.offerStart?.toISOString() ?? null,
            proposedEnd:
              q.offerStart && durationMinutes
                ? new Date(q.offerStart.getTime() + durationMinutes * MINUTE).toISOString()
                : null,
            message: q.offerMessage ?? '',
            offeredAt: q.offeredAt.toISOString(),
          }
        : null,
    bookingId: q.bookingId,
    bookingReference: d.bookingReference,
    timezone,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    messages: d.messages.map((m) => ({
      id: m.id,
      author: {
        id: m.authorId,
        name: m.authorName,
        staff: m.authorRole === 'operator' || m.authorRole === 'admin',
      },
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
    attachments: d.attachments.map(toAttachment),
    can: permissions({ ...q, status }, viewer, now),
  }
}

async function present(db: Db, viewer: CurrentUser, details: QuoteDetail[]) {
  const settings = await requireSettings(db)
  const durations = new Map<string, number>()
  for (const d of details) {
    const id = d.quote.offerServiceId
    if (id && !durations.has(id))
      durations.set(id, (await findService(db, id))?.durationMinutes ?? 0)
  }
  return details.map((d) =>
    toQuote(
      d,
      viewer,
      settings.timezone,
      d.quote.offerServiceId ? (durations.get(d.quote.offerServiceId) ?? null) : null,
    ),
  )
}

export async function getQuote(
  db: Db,
  { actor, id }: { actor: CurrentUser; id: string },
): Promise<Quote> {
  const [detail] = await findQuoteDetails(db, { ids: [id] })
  if (!detail) throw notFound('No such quote')
  visibleTo(detail.quote, actor)
  const [quote] = await present(db, actor, [detail])
  return quote as Quote
}

export async function listQuotes(
  db: Db,
  {
    actor,
    scope,
    statuses,
  }: { actor: CurrentUser; scope: 'mine' | 'all'; statuses?: QuoteStatus[] },
) {
  if (scope === 'all' && !isStaff(actor))
    throw new AppError({ code: 'forbidden', message: 'Only staff see every quote' })
  const details = await findQuoteDetails(db, {
    customerId: scope === 'mine' ? actor.id : undefined,
    statuses,
  })
  return present(db, actor, details)
}

async function mailFor(tx: Tx, quoteId: string, publicUrl: string) {
  const [detail] = await findQuoteDetails(tx, { ids: [quoteId] })
  const settings = await requireSettings(tx)
  if (!detail) throw new Error(`quote ${quoteId} vanished`)
  const q = detail.quote
  const money = (minor: number | null) =>
    minor === null
      ? undefined
      : new Intl.NumberFormat('en-GB', {
          style: 'currency',
          currency: q.offerCurrency ?? settings.currency,
        }).format(minor / 100)
  const when = (d: Date | null) =>
    d
      ? new Intl.DateTimeFormat('en-GB', {
          timeZone: settings.timezone,
          dateStyle: 'full',
          timeStyle: 'short',
        }).format(d)
      : undefined
  const facts: QuoteMailFacts = {
    reference: q.reference,
    title: q.title,
    customerName: detail.customerName,
    url: `${publicUrl}/dashboard?quote=${q.reference}`,
    price: money(q.offerPriceMinor),
    validUntil: when(q.offerValidUntil),
    proposed: when(q.offerStart),
    message: q.offerMessage ?? undefined,
  }
  return {
    toCustomer: async (
      kind: keyof typeof customerQuoteMail,
      extra: Partial<QuoteMailFacts> = {},
    ) => {
      if (detail.customerEmail.endsWith('@phone.invalid')) return
      await enqueueMail(tx, {
        to: detail.customerEmail,
        ...customerQuoteMail[kind]({ ...facts, ...extra }),
      })
    },
    toBusiness: async (
      kind: keyof typeof businessQuoteMail,
      extra: Partial<QuoteMailFacts> = {},
    ) => {
      if (!settings.contactEmail) return
      await enqueueMail(tx, {
        to: settings.contactEmail,
        ...businessQuoteMail[kind]({
          ...facts,
          ...extra,
          url: `${publicUrl}/operator-dashboard?quote=${q.reference}`,
        }),
      })
    },
  }
}

export async function requestQuote(
  deps: BookingDeps,
  { actor, input }: { actor: CurrentUser; input: z.output<typeof createQuoteSchema> },
) {
  if (input.serviceId && !(await findService(deps.db, input.serviceId))?.active) {
    throw new AppError({ code: 'quotes.unknown_service', status: 400, message: 'No such service' })
  }
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertQuote(tx, { ...input, reference: newReference(), customerId: actor.id })
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'quote.requested',
      entity: 'quote',
      entityId: row.id,
      data: { reference: row.reference },
    })
    await (await mailFor(tx, row.id, deps.publicUrl)).toBusiness('requested')
    return row.id
  })
  deps.onMailQueued()
  return getQuote(deps.db, { actor, id })
}

/**
 * Locks the quote, checks the actor may see it (404 otherwise) and that its status allows the
 * action (409 quotes.invalid_transition otherwise), then runs `change` in the same transaction.
 */
async function act(
  deps: BookingDeps,
  {
    actor,
    id,
    action,
    staffOnly,
    ownerOnly,
    from,
    now = new Date(),
  }: {
    actor: CurrentUser
    id: string
    action: string
    staffOnly?: boolean
    ownerOnly?: boolean
    from: QuoteStatus[]
    now?: Date
  },
  change: (tx: Tx, quote: QuoteRow) => Promise<void>,
) {
  // Through the event bus: accepting makes a booking, which publishes its events on this transaction.
  await deps.events.transaction(deps.db, async (tx) => {
    const quote = visibleTo(await lockQuote(tx, id), actor)
    if (staffOnly && !isStaff(actor))
      throw new AppError({ code: 'forbidden', message: 'Only staff may do this' })
    if (ownerOnly && quote.customerId !== actor.id)
      throw new AppError({ code: 'forbidden', message: 'Only the customer may do this' })
    const status = statusAt(quote, now)
    if (!from.includes(status)) {
      throw new AppError({
        code: 'quotes.invalid_transition',
        status: 409,
        message: offerLapsed(quote, now)
          ? 'This offer has expired'
          : `A quote that is ${status} cannot be ${action}`,
      })
    }
    await change(tx, quote)
    await writeAudit(tx, {
      actorId: actor.id,
      action: `quote.${action}`,
      entity: 'quote',
      entityId: id,
    })
  })
  deps.onMailQueued()
  return getQuote(deps.db, { actor, id })
}

export function offerQuote(
  deps: BookingDeps,
  {
    actor,
    id,
    input,
    now = new Date(),
  }: { actor: CurrentUser; id: string; input: z.output<typeof offerSchema>; now?: Date },
) {
  if (Date.parse(input.validUntil) <= now.getTime()) {
    throw new AppError({
      code: 'validation_failed',
      message: 'The offer must be valid for some time',
      details: [{ path: 'validUntil', message: 'Must be in the future' }],
    })
  }
  return act(
    deps,
    { actor, id, action: 'offered', staffOnly: true, from: ['requested', 'offered'], now },
    async (tx) => {
      const service = await findService(tx, input.serviceId)
      if (!service)
        throw new AppError({
          code: 'quotes.unknown_service',
          status: 400,
          message: 'No such service',
        })
      const settings = await requireSettings(tx)
      await updateQuote(tx, id, {
        status: 'offered',
        offerPriceMinor: input.priceMinor,
        offerCurrency: settings.currency,
        offerValidUntil: new Date(input.validUntil),
        offerServiceId: input.serviceId,
        offerStart: input.proposedStart ? new Date(input.proposedStart) : null,
        offerMessage: input.message,
        offeredAt: now,
      })
      await (await mailFor(tx, id, deps.publicUrl)).toCustomer('offered')
    },
  )
}

export function rejectQuote(
  deps: BookingDeps,
  { actor, id, message }: { actor: CurrentUser; id: string; message: string },
) {
  return act(
    deps,
    { actor, id, action: 'rejected', staffOnly: true, from: ['requested', 'offered'] },
    async (tx) => {
      await updateQuote(tx, id, { status: 'rejected' })
      // The reason stays in the thread too, where the customer reads it after the e-mail.
      if (message.trim())
        await insertMessage(tx, { quoteId: id, authorId: actor.id, body: message })
      await (await mailFor(tx, id, deps.publicUrl)).toCustomer('rejected', { message })
    },
  )
}

export function declineQuote(deps: BookingDeps, { actor, id }: { actor: CurrentUser; id: string }) {
  return act(
    deps,
    { actor, id, action: 'declined', ownerOnly: true, from: ['offered'] },
    async (tx) => {
      await updateQuote(tx, id, { status: 'declined' })
      await (await mailFor(tx, id, deps.publicUrl)).toBusiness('declined')
    },
  )
}

export function withdrawQuote(
  deps: BookingDeps,
  { actor, id }: { actor: CurrentUser; id: string },
) {
  return act(
    deps,
    { actor, id, action: 'withdrawn', ownerOnly: true, from: ['requested', 'offered'] },
    async (tx) => {
      await updateQuote(tx, id, { status: 'withdrawn' })
      await (await mailFor(tx, id, deps.publicUrl)).toBusiness('withdrawn')
    },
  )
}

/**
 * Accepting makes the booking through the same code as POST /bookings, in the same transaction
 * as the quote's change: a taken slot is a 409 and the quote stays offered.
 */
export async function acceptQuote(
  deps: BookingDeps,
  {
    actor,
    id,
    start,
    now = new Date(),
  }: { actor: CurrentUser; id: string; start?: string; now?: Date },
): Promise<{ quote: Quote; booking: Booking }> {
  let bookingId = ''
  try {
    await act(
      deps,
      { actor, id, action: 'accepted', ownerOnly: true, from: ['offered'], now },
      async (tx, quote) => {
        const when = quote.offerStart ?? (start ? new Date(start) : null)
        if (!when) {
          throw new AppError({
            code: 'quotes.start_required',
            status: 422,
            message: 'Choose a time for the job',
          })
        }
        const service = await findService(tx, quote.offerServiceId as string)
        const detail = await createBookingIn(tx, {
          events: deps.events,
          actor,
          booking: {
            serviceId: quote.offerServiceId as string,
            start: when,
            seats:
              service && service.capacity > 1 ? Math.min(quote.partySize, service.capacity) : 1,
            notes: `Quote ${quote.reference}: ${quote.title}`,
            customerId: quote.customerId,
          },
          source: 'quote',
          now,
          priceMinor: quote.offerPriceMinor ?? undefined,
        })
        bookingId = detail.booking.id
        await updateQuote(tx, id, { status: 'accepted', bookingId })
        await (await mailFor(tx, id, deps.publicUrl)).toBusiness('accepted')
      },
    )
  } catch (error) {
    if (isSlotConflict(error)) throw slotTaken()
    throw error
  }
  return {
    quote: await getQuote(deps.db, { actor, id }),
    booking: await getBooking(deps, { actor, id: bookingId }),
  }
}

export async function postMessage(
  deps: BookingDeps,
  { actor, id, body }: { actor: CurrentUser; id: string; body: string },
) {
  await deps.db.transaction(async (tx) => {
    const quote = visibleTo(await lockQuote(tx, id), actor)
    await insertMessage(tx, { quoteId: id, authorId: actor.id, body })
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'quote.message',
      entity: 'quote',
      entityId: id,
    })
    const mail = await mailFor(tx, id, deps.publicUrl)
    if (quote.customerId === actor.id) await mail.toBusiness('message', { message: body })
    else await mail.toCustomer('message', { message: body })
  })
  deps.onMailQueued()
  return getQuote(deps.db, { actor, id })
}

/** Marks lapsed offers expired and tells their customers; run on a timer by every process. */
export async function expireOffers(deps: BookingDeps, { now = new Date() } = {}) {
  let expired = 0
  await deps.db.transaction(async (tx) => {
    for (const quote of await claimLapsedOffers(tx, now)) {
      await updateQuote(tx, quote.id, { status: 'expired' })
      await writeAudit(tx, {
        actorId: null,
        action: 'quote.expired',
        entity: 'quote',
        entityId: quote.id,
      })
      await (await mailFor(tx, quote.id, deps.publicUrl)).toCustomer('expired')
      expired++
    }
  })
  if (expired > 0) deps.onMailQueued()
  return expired
}

/** Quote files live here: private, so only signed links (made for the quote's people) read them. */
export const attachmentBucket = 'quote-attachments'
/** Seconds a link to a quote file works. */
const attachmentLinkSeconds = 5 * 60

export interface AttachmentDeps {
  db: Db
  storage: StorageService
}

/** A file as the form sent it. */
export interface UploadedFile {
  name: string
  /** As the browser declared it; may be empty. */
  type: string
  bytes: Uint8Array
}

const typesByExtension: Record<string, string> = quoteAttachmentRules.typesByExtension

/**
 * The declared type, or, when the browser gave none (HEIC photos from some phones), the one the
 * file's extension names. The bucket still decides what it takes (415 otherwise).
 */
function typeOf(file: UploadedFile) {
  const given = file.type.trim()
  if (given && given.toLowerCase() !== 'application/octet-stream') return given
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return typesByExtension[extension] ?? (given || 'application/octet-stream')
}

/** The file's own name without any folder part or control characters, as people see it. */
function displayName(original: string) {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim()
  return Array.from(base).slice(0, 255).join('') || 'file'
}

/** A name that is safe as the last part of an object path (and as a download's file name). */
function safeName(name: string) {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._()-]+/gu, '_')
    .replace(/^[._]+/, '')
  const chars = Array.from(cleaned)
  if (chars.length <= 120) return cleaned || 'file'
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 ? Array.from(cleaned.slice(dot)).slice(0, 16) : []
  return [...chars.slice(0, 120 - extension.length), ...extension].join('')
}

/** Files are added while the quote is open: requested, or offered and the offer still valid. */
function assertOpenForFiles(quote: QuoteRow, now: Date) {
  const status = statusAt(quote, now)
  if (status === 'requested' || status === 'offered') return
  throw new AppError({
    code: 'quotes.invalid_transition',
    status: 409,
    message: offerLapsed(quote, now)
      ? 'This offer has expired: files can no longer be added'
      : `Files can only be added while the quote is open; this one is ${quote.status}`,
  })
}

async function assertRoomForFile(db: Db | Tx, quoteId: string) {
  const { maxFiles } = quoteAttachmentRules
  if ((await countAttachments(db, quoteId)) >= maxFiles) {
    throw new AppError({
      code: 'quotes.too_many_attachments',
      status: 409,
      message: `A quote can have at most ${maxFiles} files`,
      details: { limit: maxFiles },
    })
  }
}

/**
 * Attaches a file to the quote (its customer or staff; anyone else 404, as for reading it).
 * The bytes go to the private bucket as the server for the user (customers cannot write in the
 * bucket themselves, storage.policy.ts; the file is theirs and counts against their quota there),
 * then the row and its audit entry are written in one transaction; if that fails, the stored
 * object is removed again. 413, 415 and the quota's 409 come from the storage service.
 */
export async function addAttachment(
  { db, storage }: AttachmentDeps,
  {
    actor,
    id,
    file,
    now = new Date(),
  }: { actor: CurrentUser; id: string; file: UploadedFile; now?: Date },
): Promise<QuoteAttachment> {
  const quote = visibleTo(await findQuote(db, id), actor)
  assertOpenForFiles(quote, now)
  await assertRoomForFile(db, id)

  const types = [...new Set(Object.values(typesByExtension))]
  await storage.ensureBucket({
    id: attachmentBucket,
    public: false,
    fileSizeLimit: quoteAttachmentRules.maxBytes,
    allowedMimeTypes: types,
  })
  const attachmentId = crypto.randomUUID()
  const name = displayName(file.name)
  const objectName = `${id}/${attachmentId}/${safeName(name)}`
  const object = await storage.createObject({
    actor: 'system',
    onBehalfOf: { id: actor.id, role: actor.role },
    bucketId: attachmentBucket,
    name: objectName,
    body: file.bytes,
    contentType: typeOf(file),
    declaredSize: file.bytes.byteLength,
  })

  try {
    const row = await db.transaction(async (tx) => {
      // Checked again under the lock: the quote may have closed while the bytes arrived.
      const locked = await lockQuote(tx, id)
      if (!locked) throw notFound('No such quote')
      assertOpenForFiles(locked, now)
      await assertRoomForFile(tx, id)
      const inserted = await insertAttachment(tx, {
        id: attachmentId,
        quoteId: id,
        bucketId: attachmentBucket,
        objectName,
        fileName: name,
        size: object.size,
        mimeType: object.mimeType,
        uploadedBy: actor.id,
      })
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'quote.attachment_added',
        entity: 'quote',
        entityId: id,
        data: { attachmentId, name, size: object.size, mimeType: object.mimeType },
      })
      return inserted
    })
    return toAttachment(row)
  } catch (error) {
    // No half-written state: bytes without a row are removed (a failed removal only leaves an
    // orphan nobody can reach, and the original error is the one worth reporting).
    await storage
      .removeObjects({ actor: 'system', bucketId: attachmentBucket, names: [objectName] })
      .catch(() => undefined)
    throw error
  }
}

/** A short-lived link that reads the file, for the quote's customer or staff; 404 for others. */
export async function attachmentUrl(
  { db, storage }: AttachmentDeps,
  { actor, quoteId, attachmentId }: { actor: CurrentUser; quoteId: string; attachmentId: string },
): Promise<{ url: string }> {
  visibleTo(await findQuote(db, quoteId), actor)
  const found = await findAttachment(db, { quoteId, attachmentId })
  if (!found) {
    throw new AppError({
      code: 'storage.not_found',
      status: 404,
      message: 'This quote has no such file',
    })
  }
  const { signedUrl } = await storage.signedUrl({
    actor: 'system',
    bucketId: found.bucketId,
    name: found.objectName,
    expiresIn: attachmentLinkSeconds,
  })
  return { url: signedUrl }
}
