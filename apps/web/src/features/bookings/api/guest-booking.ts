import {
  type Guest,
  type GuestConfirm,
  guestBookedSchema,
  guestPendingSchema,
} from '@reserva/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { activeLanguage } from '@/lib/i18n/active.ts'
import { dataChanged } from '@/lib/query-keys.ts'

// Booking without an account: no session is needed or sent along, so it works in a frame on
// another site whose cookies the browser blocks.

/** 202 `{ pending }` (a code is on its way) or 201 `{ booking, manageLink }` (booked at once). */
const guestAnswer = z.union([z.object({ pending: guestPendingSchema }), guestBookedSchema])

export type GuestSlot = { serviceId: string; start: string; seats: number; notes: string }

/** Books as a visitor; one Idempotency-Key per intent, as a customer's booking has. */
export const bookAsGuest = ({
  slot,
  guest,
  idempotencyKey,
}: {
  slot: GuestSlot
  guest: Guest
  idempotencyKey: string
}) =>
  apiRequest('/api/v1/guest/bookings', {
    method: 'POST',
    // The mails about it are written in the language the visitor reads.
    body: { ...slot, guest, language: activeLanguage() },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: guestAnswer,
  })

/** Confirms the address with the mailed code (and the confirmation's id) or the link's token. */
export const confirmAsGuest = (body: GuestConfirm) =>
  apiRequest('/api/v1/guest/bookings/confirm', {
    method: 'POST',
    body,
    schema: guestBookedSchema,
  })

/** Both, as mutations; a booking made changes every view of free times. */
export function useGuestBooking() {
  const queryClient = useQueryClient()
  const changed = () => void dataChanged(queryClient, 'bookings')
  return {
    book: useMutation({ mutationFn: bookAsGuest, onSuccess: changed }),
    confirm: useMutation({ mutationFn: confirmAsGuest, onSuccess: changed }),
  }
}
