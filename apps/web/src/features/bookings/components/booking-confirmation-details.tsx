import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { useState } from 'react'
import { Link } from 'wouter'
import { IconAlertCircle } from '@/components/icons.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { browserTimeZone } from '@/lib/dates.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useBookingByReference } from '../api/get-bookings.ts'
import { bookingMessages } from '../errors.ts'
import { BookingOverview } from './booking-overview.tsx'

function Intro({ booking }: { booking: Booking }) {
  // Bookings made with a phone number have no real address to mail.
  const mailed = !booking.customer.email.endsWith('@phone.invalid')
  switch (booking.status) {
    case 'confirmed':
      return (
        <Text>
          See you then.{' '}
          {mailed ? `We have e-mailed the details to ${booking.customer.email}.` : null}
        </Text>
      )
    case 'pending':
      return (
        <Text>
          Your time is kept for you, but the business still has to confirm it.{' '}
          {mailed ? `We will e-mail ${booking.customer.email} as soon as they do.` : null}
        </Text>
      )
    case 'cancelled':
      return <Text>The time has been offered to others. You can book a new one at any time.</Text>
    case 'declined':
      return <Text>The business could not take this booking. Please choose another time.</Text>
    default:
      return null
  }
}

/**
 * A booking of the signed-in person, by reference: what, when, where, its status; a calendar
 * file; and, within the business's cut-offs, a new time or a cancellation.
 */
export function BookingConfirmationDetails({
  reference,
  visitorZone = browserTimeZone(),
}: {
  reference: string
  visitorZone?: string
}) {
  const query = useBookingByReference(reference)
  const [_message, _setMessage] = useState<string | null>(null)

  if (!query.data && !query.isError) {
    return (
      <Stack gap="md" aria-hidden>
        <Skeleton h={120} radius="lg" />
        <Skeleton h={260} radius="lg" />
      </Stack>
    )
  }

  if (!query.data) {
    const missing = isApiError(query.error) && query.error.status === 404
    return (
      <Alert
        role="alert"
        color={missing ? 'gray' : 'red'}
        variant="light"
        icon={<IconAlertCircle size={20} />}
        title={
          missing
            ? `We could not find booking ${reference} in your account`
            : 'This booking could not be loaded'
        }
        styles={{
          title: { color: missing ? 'var(--mantine-color-text)' : 'var(--mantine-color-error)' },
        }}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {missing
              ? 'It may have been made with another account: sign in with that one to see it. Your own bookings are in your dashboard.'
              : errorMessage(query.error, bookingMessages)}
          </Text>
          {missing ? (
            <Button component={Link} to="/dashboard" size="xs" variant="default">
              Go to your dashboard
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={() => query.refetch()}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    )
  }

  const booking = query.data
  return (
    <BookingOverview
      booking={booking}
      visitorZone={visitorZone}
      intro={<Intro booking={booking} />}
    />
  )
}
