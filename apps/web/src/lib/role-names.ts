import type { Role } from '@reserva/shared'

/** A role in the staff screens' words. */
export const roleNames: Record<Role, string> = {
  customer: 'Customer',
  operator: 'Operator',
  admin: 'Admin',
}
