import { z } from 'zod'
import { text } from './primitives.ts'

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
