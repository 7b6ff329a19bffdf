import { flowMessages } from './booking/flow.ts'
import { sharedMessages } from './booking/shared.ts'
import { visitsMessages } from './booking/visits.ts'

/**
 * English, the source of its area's keys (see public.ts). The booking area: the booking flow
 * (services, times, details, guest confirmation, confirmation), the customer's own bookings, the
 * staff's booking card, and the components shared across screens. Its words come in parts
 * (./booking/), one module to fetch all the same.
 */
export const messages = {
  ...flowMessages,
  ...visitsMessages,
  ...sharedMessages,
} as const

export type BookingMessages = typeof messages
