import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@/components/icons.tsx'
import { isApiError } from '@/lib/api-client.ts'

/** What to tell staff about a failed request on a booking, chosen by its code. */
export function bookingErrorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong on this page. Please try again.'
  switch (error.code) {
    case 'bookings.invalid_transition':
      return 'This booking changed meanwhile and can no longer be changed this way. The list has been refreshed.'
    case 'bookings.not_started':
      return 'This booking has not started yet: complete it or mark a no-show once it has.'
    case 'bookings.slot_taken':
      return 'That time was taken a moment ago. Choose another one.'
    case 'bookings.not_a_slot':
      return 'That time is no longer free (too soon, too far ahead, or outside the hours). Choose another one.'
    case 'bookings.quote_only':
      return 'This service is priced per job: it is booked from an accepted quote, not here.'
    case 'bookings.too_many_seats':
      return 'Not enough places are left at that time.'
    case 'bookings.unknown_customer':
      return 'This customer account no longer exists. Choose the customer again.'
    case 'network_error':
      return 'Could not reach the server. Check your connection and try again.'
    case 'forbidden':
      return 'Your account is not allowed to do this.'
    case 'not_found':
      return 'This booking no longer exists. The list has been refreshed.'
    default:
      return error.message
  }
}

export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
    >
      {bookingErrorText(error)}
    </Alert>
  )
}
