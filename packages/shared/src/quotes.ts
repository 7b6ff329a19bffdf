import { z } from 'zod'
import { bookingSchema } from './bookings.ts'
import { calendarDateSchema, instantSchema, text } from './primitives.ts'

export const quoteReferenceSchema = z
  .string()
  .regex(/^QTE-[2-9A-HJKMNP-Z]{6}$/, 'A quote reference looks like QTE-7K3F9Q')

/** A quote's statuses; the server's column holds these alone. */
export const quoteStatuses = [
  'requested',
  'offered',
  'accepted',
  'declined',
  'expired',
  'rejected',
  'withdrawn',
] as const
export const quoteStatusSchema = z.enum(quoteStatuses)
export type QuoteStatus = z.infer<typeof quoteStatusSchema>

/** Every quote error code and its HTTP status; the web app branches on the code. */
export const quoteErrorCodes = {
  /** The service named in the request or the offer does not exist (or is not offered). */
  'quotes.unknown_service': 400,
  /** The quote's status does not allow the action (an expired offer included). */
  'quotes.invalid_transition': 409,
  /** Accepting an offer without a proposed time needs one chosen. */
  'quotes.start_required': 422,
  'quotes.too_many_attachments': 409,
  /** A quote link that is not whole, was altered, or names no quote (decision 045). */
  'quotes.link_invalid': 404,
  /** A newer link to the quote was sent: only the latest works. */
  'quotes.link_replaced': 410,
  /** The quote was closed long enough ago that its link no longer works. */
  'quotes.link_expired': 410,
} as const
export type QuoteErrorCode = keyof typeof quoteErrorCodes

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
/** Answers carry instants as stored; requests take the bounded `instantSchema`. */
const instant = z.iso.datetime({ offset: true })

export const createQuoteSchema = z
  .strictObject({
    serviceId: z.uuid().nullable().default(null),
    title: text().trim().min(3, 'Say in a few words what you need').max(140),
    details: text().trim().min(10, 'Describe the job in a sentence or two').max(5000),
    preferredDates: z.array(calendarDateSchema).max(10).default([]),
    partySize: z.number().int().min(1).max(500).default(1),
  })
  .meta({ id: 'CreateQuote' })
export type CreateQuote = z.input<typeof createQuoteSchema>

export const offerSchema = z
  .strictObject({
    priceMinor: z.number().int().min(0).max(100_000_000),
    validUntil: instantSchema,
    /** The service the job is booked as when accepted. */
    serviceId: z.uuid(),
    /** A proposed start; without one the customer picks a slot when accepting. */
    proposedStart: instantSchema.nullable().default(null),
    /** How long the job takes; without it, the service's own duration. */
    durationMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .nullable()
      .default(null),
    /** One of the service's resources to do the job; without it, whichever is free. */
    resourceId: z.uuid().nullable().default(null),
    message: text().trim().max(5000).default(''),
  })
  .meta({ id: 'Offer' })

export const acceptQuoteSchema = z
  .strictObject({ start: instantSchema.optional() })
  .meta({ id: 'AcceptQuote' })

export const quoteMessageInputSchema = z
  .strictObject({ body: text().trim().min(1, 'Write a message').max(5000) })
  .meta({ id: 'QuoteMessageInput' })

export const quoteMessageSchema = z.object({
  id: z.uuid(),
  author: z.object({ id: z.string(), name: z.string(), staff: z.boolean() }),
  body: z.string(),
  createdAt: instant,
})

/** Why a quote was turned down (staff), shown to the customer. */
export const rejectQuoteSchema = z
  .strictObject({ message: text().trim().max(5000).default('') })
  .meta({ id: 'RejectQuote' })

export const quoteAttachmentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    size: z.number().int(),
    mimeType: z.string(),
    createdAt: instant,
  })
  .meta({ id: 'QuoteAttachment' })
export type QuoteAttachment = z.infer<typeof quoteAttachmentSchema>

/**
 * What a quote may have attached; the server enforces it (the web's file picker checks the same
 * before sending). Types by extension: those taken, and how a file sent without a type is read.
 */
export const quoteAttachmentRules = {
  maxFiles: 5,
  maxBytes: 10 * 1024 * 1024,
  typesByExtension: {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    heic: 'image/heic',
    pdf: 'application/pdf',
    txt: 'text/plain',
  },
} as const

export const quoteAttachmentUrlSchema = z
  .object({ url: z.string().describe('Reads the file without a session for a few minutes') })
  .meta({ id: 'QuoteAttachmentUrl' })

export const quoteSchema = z
  .object({
    id: z.uuid(),
    reference: quoteReferenceSchema,
    status: quoteStatusSchema,
    title: z.string(),
    details: z.string(),
    preferredDates: z.array(isoDate),
    partySize: z.number().int(),
    service: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    offer: z
      .object({
        priceMinor: z.number().int(),
        currency: z.string(),
        validUntil: instant,
        service: z.object({ id: z.uuid(), name: z.string() }),
        /** The job's length: the offer's own, else its service's. */
        durationMinutes: z.number().int(),
        /** Who or what does the job, when the offer names one. */
        resource: z.object({ id: z.uuid(), name: z.string() }).nullable(),
        proposedStart: instant.nullable(),
        proposedEnd: instant.nullable(),
        message: z.string(),
        offeredAt: instant,
      })
      .nullable(),
    bookingId: z.uuid().nullable(),
    bookingReference: z.string().nullable(),
    timezone: z.string(),
    createdAt: instant,
    updatedAt: instant,
    messages: z.array(quoteMessageSchema),
    attachments: z.array(quoteAttachmentSchema),
    /** What the asking user may do now. */
    can: z.object({
      offer: z.boolean(),
      reject: z.boolean(),
      accept: z.boolean(),
      decline: z.boolean(),
      withdraw: z.boolean(),
      message: z.boolean(),
    }),
  })
  .meta({ id: 'Quote' })
export type Quote = z.infer<typeof quoteSchema>

/**
 * The header that carries a quote's link (`/manage-quote#<link>` in the mails): the link acts as
 * the quote's customer, on that quote only (decision 045).
 */
export const quoteLinkHeader = 'Reserva-Quote-Link'

/** How long after a quote closes (accepted, declined, …) its link still shows it. */
export const quoteLinkDaysAfterClose = 30

/**
 * A quote as its link shows it: its customer's name only (a link may be forwarded), and no
 * files (their links are for signed-in people).
 */
export const managedQuoteSchema = quoteSchema
  .extend({ customer: z.object({ name: z.string() }) })
  .meta({ id: 'ManagedQuote' })
export type ManagedQuote = z.infer<typeof managedQuoteSchema>

export const acceptedQuoteSchema = z
  .object({ quote: quoteSchema, booking: bookingSchema })
  .meta({ id: 'AcceptedQuote' })

/** An offer accepted through the quote's link: the quote, and the booking's own manage link. */
export const acceptedManagedQuoteSchema = z
  .object({ quote: managedQuoteSchema, bookingReference: z.string(), manageLink: z.string() })
  .meta({ id: 'AcceptedManagedQuote' })
