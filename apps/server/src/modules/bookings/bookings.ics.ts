import { renderIcs } from '../../lib/ics.ts'
import type { CurrentUser } from '../auth/session.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { type BookingDeps, getBooking } from './bookings.service.ts'

/** The booking as a calendar file (its customer or staff); a cancelled one says so. */
export async function bookingIcs(
  deps: Pick<BookingDeps, 'db' | 'publicUrl'>,
  { actor, id, now }: { actor: CurrentUser; id: string; now: Date },
) {
  const booking = await getBooking(deps, { actor, id, now })
  const settings = await requireSettings(deps.db)
  const cancelled = booking.status === 'cancelled' || booking.status === 'declined'
  return {
    filename: `${booking.reference}.ics`,
    body: renderIcs({
      prodId: `-//Reserva//${settings.name}//EN`,
      event: {
        uid: `${booking.id}@reserva`,
        start: new Date(booking.start),
        end: new Date(booking.end),
        summary: `${booking.service.name} — ${settings.name}`,
        description: `Booking ${booking.reference} with ${booking.resource.name}.${booking.notes ? `\nNotes: ${booking.notes}` : ''}`,
        location: settings.address,
        url: `${deps.publicUrl}/booking-confirmation?ref=${booking.reference}`,
        status: cancelled ? 'CANCELLED' : booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
        sequence: 0,
        ...(settings.contactEmail
          ? { organizer: { name: settings.name, email: settings.contactEmail } }
          : {}),
      },
      now,
    }),
  }
}
