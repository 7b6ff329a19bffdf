import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { type Booking, type BookingStatus, formatMoney } from '@reserva/shared'
import { useState } from 'react'
import { Link } from 'wouter'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { IconAlertCircle, IconCircleCheck, IconClock } from '@/components/icons.tsx'
import { IconDownload, IconInfoCircle } from '@/components/screen-icons.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { browserTimeZone, dayIn, longDate, timeIn } from '@/lib/dates.ts'
import { errorMessage } from '@/lib/error-messages.ts'
import { useBookingByReference } from '../api/get-bookings.ts'
import { bookingMessages } from '../errors.ts'
import { BookingFacts, WhenText } from './booking-facts.tsx'
import { CancelBookingButton } from './cancel-booking-button.tsx'
import { RescheduleBookingButton } from './reschedule-booking-button.tsx'
import { StatusReason } from './status-reason.tsx'

const headlines: Record<
  BookingStatus,
  { title: string; color: string; icon: 'done' | 'wait' | 'info' }
> = {
  confirmed: { title: 'You are booked', color: 'green', icon: 'done' },
  pending: { title: 'Booking requested', color: 'yellow', icon: 'wait' },
  declined: { title: 'This booking was declined', color: 'red', icon: 'info' },
  cancelled: { title: 'This booking is cancelled', color: 'gray', icon: 'info' },
  completed: { title: 'This booking is complete', color: 'brand', icon: 'done' },
  no_show: { title: 'This booking was missed', color: 'gray', icon: 'info' },
}

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
  const [message, setMessage] = useState<string | null>(null)

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
  const zone = booking.timezone
  const headline = headlines[booking.status]
  const open = booking.status === 'pending' || booking.status === 'confirmed'
  const when = `${longDate(dayIn(zone, booking.start))} at ${timeIn(zone, booking.start)}`

  const facts = [
    { label: 'Service', value: booking.service.name },
    {
      label: 'When',
      value: (
        <WhenText
          start={booking.start}
          end={booking.end}
          businessZone={zone}
          visitorZone={visitorZone}
        />
      ),
    },
    { label: 'With', value: booking.resource.name },
    ...(booking.seats > 1 ? [{ label: 'People', value: `${booking.seats} people` }] : []),
    ...(booking.priceMinor !== null
      ? [{ label: 'Price', value: formatMoney(booking.priceMinor, booking.currency) }]
      : []),
    ...(booking.notes
      ? [{ label: 'Notes', value: <Text style={{ whiteSpace: 'pre-wrap' }}>{booking.notes}</Text> }]
      : []),
    { label: 'Status', value: <BookingStatusBadge status={booking.status} /> },
  ]

  return (
    <Stack gap="lg">
      {message ? <StatusMessage>{message}</StatusMessage> : null}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon variant="light" color={headline.color} size={48} radius="xl" aria-hidden>
            {headline.icon === 'done' ? (
              <IconCircleCheck size={28} />
            ) : headline.icon === 'wait' ? (
              <IconClock size={28} />
            ) : (
              <IconInfoCircle size={28} />
            )}
          </ThemeIcon>
          <Stack gap={6} miw={0}>
            <Title order={2}>{headline.title}</Title>
            <Intro booking={booking} />
            <StatusReason reason={booking.statusReason} />
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                Booking reference
              </Text>
              <Code fz="md" fw={700} px="sm" py={2}>
                {booking.reference}
              </Code>
            </Group>
          </Stack>
        </Group>
      </Paper>

      <Paper
        component="section"
        aria-labelledby="booking-details-title"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
      >
        <Title order={2} size="h4" mb="md" id="booking-details-title">
          Details
        </Title>
        <BookingFacts facts={facts} />
      </Paper>

      <Group gap="sm">
        {open ? (
          <Button
            component="a"
            href={`/api/v1/bookings/${booking.id}/ics`}
            download={`${booking.reference}.ics`}
            size="md"
            leftSection={<IconDownload size={18} />}
          >
            Add to calendar (.ics)
          </Button>
        ) : null}
        {booking.can.reschedule ? (
          <RescheduleBookingButton
            booking={booking}
            visitorZone={visitorZone}
            size="md"
            onMoved={(moved) =>
              setMessage(
                `Your booking is moved to ${longDate(dayIn(zone, moved.start))} at ${timeIn(zone, moved.start)}. Download the calendar file again to update your calendar.`,
              )
            }
          />
        ) : null}
        {booking.can.cancel ? (
          <CancelBookingButton
            booking={booking}
            size="md"
            onCancelled={() => setMessage(`Your booking on ${when} is cancelled.`)}
          />
        ) : null}
      </Group>
      {open && !booking.can.cancel && !booking.can.reschedule ? (
        <Text size="sm" c="dimmed">
          It is too close to the start to change or cancel this booking online. Please contact us
          instead.
        </Text>
      ) : null}
      <Text>
        <Anchor component={Link} to="/dashboard" fw={600}>
          See all your bookings
        </Anchor>{' '}
        or{' '}
        <Anchor component={Link} to="/book" fw={600}>
          book another time
        </Anchor>
        .
      </Text>
    </Stack>
  )
}
