import type { ApiKeyScope } from '@reserva/shared'

/** What each scope lets a key do, in the admin's words. */
export const scopeLabels: Record<ApiKeyScope, { label: string; description: string }> = {
  'bookings:read': {
    label: 'Read bookings',
    description: 'Every booking, its calendar file, free times to move it to, and customers.',
  },
  'bookings:write': {
    label: 'Write bookings',
    description: 'Hold times, book for customers, confirm, cancel and move bookings.',
  },
  'quotes:read': {
    label: 'Read quotes',
    description: 'Every quote request with its messages and attached files.',
  },
  'catalogue:manage': {
    label: 'Manage the catalogue',
    description: 'Services and resources, with their hours and time off.',
  },
}
