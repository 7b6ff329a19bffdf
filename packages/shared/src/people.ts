import { z } from 'zod'
import { roleSchema } from './auth.ts'
import { bookingStatusSchema } from './bookings.ts'
import { instantSchema, offsetPageFields, pageOffsetSchema, text } from './primitives.ts'
import { quoteStatusSchema } from './quotes.ts'

/**
 * People and roles, run by an admin (DESIGN §2). Every action goes through
 * `/api/v1/admin/people…` and writes an audit row in the same transaction as the change.
 */

/** Every people error code and its HTTP status; the web app branches on the code. */
export const peopleErrorCodes = {
  'people.not_found': 404,
  /** The change would leave no active admin: the last admin cannot demote or ban themselves. */
  'people.last_admin': 409,
  /** An admin cannot ban their own account (another admin can). */
  'people.cannot_ban_self': 409,
  /** Approve or decline, but the person has no operator request waiting. */
  'people.no_pending_request': 409,
  /** Unban, but the person is not banned. */
  'people.not_banned': 409,
  /** Create, but an account with this e-mail address exists. */
  'people.email_taken': 409,
  /** An admin erases their own account from the people screen: they delete it themselves. */
  'people.cannot_erase_self': 409,
  /** Staff delete their own account: an admin does it, so the business keeps someone who can. */
  'people.staff_erase_themselves': 403,
  /**
   * A booking to come cannot be cancelled under the business's rules (the cut-off has passed):
   * `details.reference` names it. Nothing was erased.
   */
  'people.erasure_blocked': 409,
} as const
export type PeopleErrorCode = keyof typeof peopleErrorCodes

/** Answers carry instants as stored; requests take the bounded `instantSchema`. */
const instant = z.iso.datetime({ offset: true })

/** `banned`: banned now (a ban whose expiry has passed counts as active). */
export const personStatusSchema = z.enum(['active', 'banned'])
export type PersonStatus = z.infer<typeof personStatusSchema>

/** A user id in a path (Better Auth's ids are 32 letters and digits; older ones may differ). */
export const personIdSchema = text({ normalize: false }).min(1).max(200)

export const peopleSortSchema = z.enum(['createdAt', 'name', 'email', 'role'])

export const peopleListQuerySchema = z.object({
  /** Part of the name, e-mail address or phone number, any case, taken literally. */
  search: text().trim().max(200).default(''),
  role: roleSchema.optional(),
  status: personStatusSchema.optional(),
  /** Only people whose request for this role waits for an admin. */
  requestedRole: z.enum(['operator']).optional(),
  sort: peopleSortSchema.default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: pageOffsetSchema,
})
export type PeopleListQuery = z.input<typeof peopleListQuerySchema>

export const personSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Null for an account made with a phone number (it has no address that receives mail). */
    email: z.string().nullable(),
    phone: z.string().nullable(),
    role: roleSchema,
    requestedRole: z.enum(['operator']).nullable(),
    status: personStatusSchema,
    banReason: z.string().nullable(),
    /** When a ban ends by itself; null for a ban without end (or no ban). */
    banExpires: instant.nullable(),
    emailVerified: z.boolean(),
    createdAt: instant,
  })
  .meta({ id: 'Person' })
export type Person = z.infer<typeof personSchema>

export const peopleListSchema = z
  .object({ people: z.array(personSchema), ...offsetPageFields })
  .meta({ id: 'PeopleList' })
export type PeopleList = z.infer<typeof peopleListSchema>

/** How many recent bookings and quotes a person's page shows. */
export const personRecentLimit = 10

export const personBookingSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  serviceName: z.string(),
  resourceName: z.string(),
  start: instant,
  end: instant,
  status: bookingStatusSchema,
  seats: z.number().int(),
  priceMinor: z.number().int().nullable(),
  currency: z.string(),
})

export const personQuoteSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  title: z.string(),
  status: quoteStatusSchema,
  createdAt: instant,
  offerPriceMinor: z.number().int().nullable(),
  offerCurrency: z.string().nullable(),
})

export const personDetailSchema = z
  .object({
    person: personSchema.extend({
      timezone: z.string().nullable(),
      twoFactorEnabled: z.boolean(),
      /** Sessions that have not expired: devices signed in now. */
      activeSessions: z.number().int(),
    }),
    bookings: z.object({
      total: z.number().int(),
      byStatus: z.record(bookingStatusSchema, z.number().int()),
      /** The newest first (by start), at most `personRecentLimit`. */
      recent: z.array(personBookingSchema),
    }),
    quotes: z.object({
      total: z.number().int(),
      byStatus: z.record(quoteStatusSchema, z.number().int()),
      /** The newest first, at most `personRecentLimit`. */
      recent: z.array(personQuoteSchema),
    }),
  })
  .meta({ id: 'PersonDetail' })
export type PersonDetail = z.infer<typeof personDetailSchema>

export const personAnswerSchema = z.object({ person: personSchema }).meta({ id: 'PersonAnswer' })

export const createPersonSchema = z
  .strictObject({
    name: text().trim().min(1, 'Enter a name').max(120),
    email: z.email('Enter an e-mail address').max(254),
    /** The first password; judged by the server's policy (422 `weak_password` with reasons). */
    password: z.string().min(1).max(256),
    role: roleSchema,
  })
  .meta({ id: 'CreatePerson' })
export type CreatePerson = z.infer<typeof createPersonSchema>

export const setRoleSchema = z.strictObject({ role: roleSchema }).meta({ id: 'SetRole' })

export const operatorRequestDecisionSchema = z
  .strictObject({
    decision: z.enum(['approve', 'decline']),
    /** Said to the person in the e-mail (a decline's reason, or a welcome note). */
    message: text().trim().max(1000).optional(),
  })
  .meta({ id: 'OperatorRequestDecision' })
export type OperatorRequestDecision = z.infer<typeof operatorRequestDecisionSchema>

export const banPersonSchema = z
  .strictObject({
    reason: text().trim().min(1, 'Say why').max(500),
    /** When the ban ends by itself; without it, until an admin unbans. Must be in the future. */
    expiresAt: instantSchema.optional(),
  })
  .meta({ id: 'BanPerson' })
export type BanPerson = z.infer<typeof banPersonSchema>

export const revokeSessionsAnswerSchema = z
  .object({ person: personSchema, revoked: z.number().int() })
  .meta({ id: 'RevokeSessionsAnswer' })

/** The name an erased account keeps (decision 050): the people screen knows it by it. */
export const erasedAccountName = 'Deleted account'

/**
 * What erasing a person did (issue #48, decision 050): their bookings to come cancelled and
 * their open quotes withdrawn; the rest of what they left is kept without their details.
 */
export const erasureSchema = z
  .object({ bookingsCancelled: z.number().int(), quotesWithdrawn: z.number().int() })
  .meta({ id: 'Erasure' })
export type Erasure = z.infer<typeof erasureSchema>
export const erasureAnswerSchema = z.object({ erasure: erasureSchema })

/**
 * A person deleting their own account says it is them again: their password, or, without one
 * (signed up with a code, a link or single sign-on), the six-digit code just mailed to them
 * (Better Auth's e-mail code, type `sign-in`).
 */
export const deleteOwnAccountSchema = z
  .strictObject({
    password: text({ normalize: false }).min(1).max(200).optional(),
    code: z
      .string()
      .regex(/^\d{6}$/, 'The code is six digits')
      .optional(),
  })
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: 'Give your password or the code, one of them',
  })
  .meta({ id: 'DeleteOwnAccount' })
export type DeleteOwnAccount = z.infer<typeof deleteOwnAccountSchema>
