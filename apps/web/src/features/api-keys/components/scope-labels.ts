import type { ApiKeyScope } from '@reserva/shared'

/** What each scope lets a key do, in the admin's words: its messages' keys. */
export const scopeLabels = {
  'bookings:read': {
    label: 'apiKeys.readBookings',
    description: 'apiKeys.readBookingsText',
  },
  'bookings:write': {
    label: 'apiKeys.writeBookings',
    description: 'apiKeys.writeBookingsText',
  },
  'quotes:read': {
    label: 'apiKeys.readQuotes',
    description: 'apiKeys.readQuotesText',
  },
  'catalogue:manage': {
    label: 'apiKeys.manageCatalogue',
    description: 'apiKeys.manageCatalogueText',
  },
} as const satisfies Record<ApiKeyScope, { label: string; description: string }>
