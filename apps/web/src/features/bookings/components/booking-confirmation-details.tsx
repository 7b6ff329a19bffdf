import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { Link } from 'wouter'
import { IconAlertCircle } from '@/components/icons.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { browserTimeZone } from '@/lib/dates.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useBookingByReference } from '../api/get-bookings.ts'
import { bookingMessages } from '../errors.ts'
import { BookingOverview } from './booking-overview.tsx'

function Intro({ booking }: { booking: Booking }) {
  const t = useT()
  // Bookings made with a phone number have no real address to mail.
  const mailed = !booking.customer.email.endsWith('@phone.invalid')
  const email = booking.customer.email
  switch (booking.status) {
    case 'confirmed':
      return (
        <Text>
          {mailed
            ? t('confirmationDetails.confirmedMailed', { email })
            : t('confirmationDetails.confirmed')}
        </Text>
      )
    case 'pending':
      return (
        <Text>
          {mailed
            ? t('confirmationDetails.pendingMailed', { email })
            : t('confirmationDetails.pending')}
        </Text>
      )
    case 'cancelled':
      return <Text>{t('confirmationDetails.cancelled')}</Text>
    case 'declined':
      return <Text>{t('confirmationDetails.declined')}</Text>
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
  business,
}: {
  reference: string
  visitorZone?: string
  /** The business's name and address, for the calendar links and the details. */
  business?: { name: string; address: string } | undefined
}) {
  const t = useT()
  const query = useBookingByReference(reference)

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
            ? t('confirmationDetails.notFound', { reference })
            : t('confirmationDetails.loadFailed')
        }
        styles={{
          title: { color: missing ? 'var(--mantine-color-text)' : 'var(--mantine-color-error)' },
        }}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {missing
              ? t('confirmationDetails.otherAccount')
              : errorMessage(query.error, bookingMessages)}
          </Text>
          {missing ? (
            <Button component={Link} to="/dashboard" size="xs" variant="default">
              {t('confirmationDetails.dashboard')}
            </Button>
          ) : (
            <Button size="xs" variant="default" onClick={() => query.refetch()}>
              {t('confirmationDetails.tryAgain')}
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
      business={business}
    />
  )
}
