import { z } from 'zod'
import { phoneSchema, text } from './primitives.ts'

/** Staff finding the customer a booking is for (the operator's "book for a customer"). */
export const customerSearchQuerySchema = z.object({
  /** Part of the name or e-mail, any case; without it, customers by name. */
  search: text().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type CustomerSearchQuery = z.input<typeof customerSearchQuerySchema>

export const customerSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().optional(),
  })
  .meta({ id: 'CustomerSummary' })
export type CustomerSummary = z.infer<typeof customerSummarySchema>

export const customerListSchema = z
  .object({ customers: z.array(customerSummarySchema) })
  .meta({ id: 'CustomerList' })

/** Customer codes and their HTTP status. */
export const customerErrorCodes = {
  /** The e-mail address or phone number belongs to a staff account, not a customer. */
  'customers.not_a_customer': 409,
} as const

/**
 * A walk-in or phone-in client staff book for: a name, and an e-mail address or a phone number
 * (or both). No password: the customer record is the one their later bookings and their own
 * sign-in (a code by e-mail, or by text) attach to.
 */
const walkInName = text().trim().min(1, 'Enter their name').max(120)
const walkInEmail = z.email('Enter an e-mail address').max(254)
const reachable = {
  check: (c: { email?: string; phone?: string }) => Boolean(c.email || c.phone),
  message: { message: 'Give an e-mail address or a phone number', path: ['email'] },
}

export const createWalkInSchema = z
  .strictObject({
    name: walkInName,
    email: walkInEmail.optional(),
    phone: phoneSchema.optional(),
  })
  .refine(reachable.check, reachable.message)
  .meta({ id: 'CreateWalkIn' })
/** The same rules for a form whose e-mail and phone fields may be left empty. */
export const walkInFormSchema = z
  .object({
    name: walkInName,
    email: z.union([z.literal(''), walkInEmail]),
    phone: z.union([z.literal(''), phoneSchema]),
  })
  .refine(reachable.check, reachable.message)
export type CreateWalkIn = z.infer<typeof createWalkInSchema>

export const walkInAnswerSchema = z
  .object({
    customer: customerSummarySchema,
    /** False when the address or number was a customer's already: that record is used. */
    created: z.boolean(),
  })
  .meta({ id: 'WalkInAnswer' })
