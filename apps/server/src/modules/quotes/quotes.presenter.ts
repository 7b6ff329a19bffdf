import type { Quote, QuoteAttachment } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import type { CurrentUser } from '../auth/session.ts'
import { findService } from '../catalogue/catalogue.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'
import type { QuoteAttachmentRow, QuoteDetail } from './quotes.repository.ts'
import { permissions, statusAt } from './quotes.rules.ts'

const MINUTE = 60_000

/** Quotes as the API answers with them, for the user who asks. */

export const toAttachment = (a: QuoteAttachmentRow): QuoteAttachment => ({
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
  /** The offer's service's own duration, which the offer's length falls back to. */
  serviceMinutes: number | null,
  now: Date,
): Quote {
  const q = d.quote
  const jobMinutes = q.offerDurationMinutes ?? serviceMinutes ?? 0
  return {
    id: q.id,
    reference: q.reference,
    status: statusAt(q, now),
    title: q.title,
    details: q.details,
    preferredDates: q.preferredDates,
    partySize: q.partySize,
    service: q.serviceId && d.serviceName ? { id: q.serviceId, name: d.serviceName } : null,
    customer: { id: q.customerId, name: d.customerName, email: d.customerEmail },
    offer:
      q.offerPriceMinor !== null &&
      q.offerCurrency &&
      q.offerValidUntil &&
      q.offerServiceId &&
      q.offeredAt
        ? {
            priceMinor: q.offerPriceMinor,
            currency: q.offerCurrency,
            validUntil: q.offerValidUntil.toISOString(),
            service: { id: q.offerServiceId, name: d.offerServiceName ?? '' },
            durationMinutes: jobMinutes,
            resource: q.offerResourceId
              ? { id: q.offerResourceId, name: d.offerResourceName ?? '' }
              : null,
            proposedStart: q.offerStart?.toISOString() ?? null,
            proposedEnd:
              q.offerStart && jobMinutes
                ? new Date(q.offerStart.getTime() + jobMinutes * MINUTE).toISOString()
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
    can: permissions(q, viewer, now),
  }
}

/** The quotes as `viewer` sees them, each offer with its job's length and proposed end. */
export async function present(
  db: Db,
  { viewer, details, now }: { viewer: CurrentUser; details: QuoteDetail[]; now: Date },
) {
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
      now,
    ),
  )
}
