import type { CustomerSummary } from '@reserva/shared'
import type { Db } from '../../db/client.ts'
import { searchCustomers } from './customers.repository.ts'

/** Customers for staff to book for; the route lets only operators and admins in. */
export async function findCustomers(
  db: Db,
  { search, limit }: { search: string; limit: number },
): Promise<CustomerSummary[]> {
  const rows = await searchCustomers(db, { search, limit })
  return rows.map(({ id, name, email, profilePhone, accountPhone }) => {
    const phone = profilePhone ?? accountPhone
    return phone ? { id, name, email, phone } : { id, name, email }
  })
}
