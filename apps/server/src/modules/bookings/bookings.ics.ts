import type { Language } from '@reserva/shared/languages'
import { renderIcs } from '../../lib/ics.ts'
import type { CurrentUser } from '../auth/session.ts'
import { readerLanguage } from '../mail/mail-language.ts'
import { wordsFor } from '../mail/words.ts'
import { findSavedLanguage } from '../profiles/profiles.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { type BookingDeps, getBooking } from './bookings.service.ts'

/**
 * The booking as a calendar file (its customer or staff); a cancelled one says so. Its words are
 * in the language of whoever asks for it: their own choice, else their request's, else the
 * business's.
 */
export async function bookingIcs(
  deps: Pick<BookingDeps, 'db' | 'publicUrl'>,
  {
    actor,
    id,
    requested,
    now,
  }: { actor: CurrentUser; id: string; requested?: Language | undefined; now: Date },
) {
  const [booking, settings, chosen] = await Promise.all([
    getBooking(deps, { actor, id, now }),
    requireSettings(deps.db),
    findSavedLanguage(deps.db, { id: actor.id }),
  ])
  const language = readerLanguage({ chosen, requested, businessDefault: settings.defaultLanguage })
  const { t } = wordsFor(language)
  const cancelled = booking.status === 'cancelled' || booking.status === 'declined'
  const description = t('ics.description', {
    reference: booking.reference,
    resource: booking.resource.name,
  })
  return {
    filename: `${booking.reference}.ics`,
    body: renderIcs({
      prodId: `-//Reserva//${settings.name}//${language.toUpperCase()}`,
      event: {
        uid: `${booking.id}@reserva`,
        start: new Date(booking.start),
        end: new Date(booking.end),
        summary: t('ics.summary', { service: booking.service.name, business: settings.name }),
        description: booking.notes
          ? `${description}\n${t('ics.notes', { notes: booking.notes })}`
          : description,
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
