/**
 * English, the source of its area's keys (see public.ts). The booking area: the booking flow (services, times, details, guest confirmation,
 * confirmation), the customer's own bookings and the components shared across screens.
 */
export const messages = {} as const

export type BookingMessages = typeof messages
