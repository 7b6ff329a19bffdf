import { Anchor, Button, Code, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { type BookingStatus, formatMoney, type ManagedBooking } from '@reserva/shared'
import { type ReactNode, useState } from 'react'
import { Link } from 'wouter'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { IconCircleCheck, IconClock } from '@/components/icons.tsx'
import { IconDownload, IconInfoCircle } from '@/components/screen-icons.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { dayIn, longDate, timeIn } from '@/lib/dates.ts'
import { downloadIcsByLink } from '../api/manage-booking.ts'
import { BookingFacts, WhenText } from './booking-facts.tsx'
import { CancelBookingButton } from './cancel-booking-button.tsx'
import { RescheduleBookingButton } from './reschedule-booking-button.tsx'
import { SendLinkButton } from './send-link-button.tsx'
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

/**
 * One booking for its customer: a headline by its status, what, when, where, a calendar file and,
 * within the business's cut-offs, a new time or a cancellation. As the signed-in customer, or
 * through the booking's manage `link` (then the links to the dashboard stay out: there may be no
 * account to open).
 */
export function BookingOverview<B extends ManagedBooking>({
  booking,
  visitorZone,
  intro,
  link,
}: {
  booking: B
  visitorZone: string
  /** What the headline says under it. */
  intro: ReactNode
  link?: string
}) {
  const [message, setMessage] = useState<string | null>(null)
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
            {intro}
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
        {open && link ? (
          <Button
            size="md"
            leftSection={<IconDownload size={18} />}
            onClick={() =>
              downloadIcsByLink(link, `${booking.reference}.ics`).catch(() =>
                setMessage('The calendar file could not be fetched. Please try again.'),
              )
            }
          >
            Add to calendar (.ics)
          </Button>
        ) : open ? (
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
            {...(link ? { link } : {})}
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
            {...(link ? { link } : {})}
            size="md"
            onCancelled={() => setMessage(`Your booking on ${when} is cancelled.`)}
          />
        ) : null}
      </Group>
      {link ? null : <SendLinkButton booking={booking} audience="customer" />}
      {open && !booking.can.cancel && !booking.can.reschedule ? (
        <Text size="sm" c="dimmed">
          It is too close to the start to change or cancel this booking online. Please contact us
          instead.
        </Text>
      ) : null}
      <Text>
        {link ? null : (
          <>
            <Anchor component={Link} to="/dashboard" fw={600}>
              See all your bookings
            </Anchor>{' '}
            or{' '}
          </>
        )}
        <Anchor component={Link} to="/book" fw={600}>
          {link ? 'Book another time' : 'book another time'}
        </Anchor>
        .
      </Text>
    </Stack>
  )
}
