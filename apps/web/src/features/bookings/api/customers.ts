import { type CreateWalkIn, walkInAnswerSchema } from '@reserva/shared'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { customerKeys } from '@/lib/query-keys.ts'

export type Customer = { id: string; name: string; email: string }

const customersSchema = z.object({
  customers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
})

/** Customer accounts whose name or e-mail contains `text` (staff only, checked by the server). */
async function searchCustomers(text: string, signal?: AbortSignal): Promise<Customer[]> {
  const query = new URLSearchParams({ search: text.trim(), limit: '8' })
  const { customers } = await apiRequest(`/api/v1/customers?${query}`, {
    schema: customersSchema,
    signal,
  })
  return customers.map(({ id, name, email }) => ({ id, name, email }))
}

export const useCustomerSearch = ({ text }: { text: string }) =>
  useQuery({
    queryKey: customerKeys.search(text.trim()),
    queryFn: ({ signal }) => searchCustomers(text, signal),
    enabled: text.trim().length >= 2,
    staleTime: 30_000,
  })

/** A walk-in or phone-in client: the customer record with that address or number, new or not. */
export async function createWalkIn(input: CreateWalkIn): Promise<Customer> {
  const { customer } = await apiRequest('/api/v1/customers', {
    method: 'POST',
    body: input,
    schema: walkInAnswerSchema,
  })
  return { id: customer.id, name: customer.name, email: customer.email }
}
