import type { Role } from '@reserva/shared'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { getAllBookings } from './bookings.ts'

export type Customer = { id: string; name: string; email: string }

const usersSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
})

/** Admins search every account by e-mail (Better Auth's admin endpoint, admins only). */
async function searchAccounts(text: string, signal?: AbortSignal): Promise<Customer[]> {
  const query = new URLSearchParams({
    searchValue: text,
    searchField: 'email',
    searchOperator: 'contains',
    limit: '8',
  })
  const { users } = await apiRequest(`/api/auth/admin/list-users?${query}`, {
    schema: usersSchema,
    signal,
  })
  return users.map(({ id, name, email }) => ({ id, name, email }))
}

/**
 * Operators may not list accounts (the server answers 403), but they see every booking: the
 * customers who have booked before are found there, by name or e-mail.
 */
async function searchPastCustomers(text: string, signal?: AbortSignal): Promise<Customer[]> {
  const needle = text.toLowerCase()
  const seen = new Map<string, Customer>()
  for (const booking of await getAllBookings({}, { signal })) {
    const { customer } = booking
    if (
      !seen.has(customer.id) &&
      (customer.email.toLowerCase().includes(needle) ||
        customer.name.toLowerCase().includes(needle))
    ) {
      seen.set(customer.id, customer)
    }
  }
  return [...seen.values()].slice(0, 8)
}

export const useCustomerSearch = ({ text, role }: { text: string; role: Role }) =>
  useQuery({
    queryKey: ['operations', 'customers', role, text],
    queryFn: ({ signal }) =>
      role === 'admin' ? searchAccounts(text, signal) : searchPastCustomers(text, signal),
    enabled: text.trim().length >= 2,
    staleTime: 30_000,
  })
