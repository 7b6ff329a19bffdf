import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { useState } from 'react'
import { Link } from 'wouter'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { IconArrowRight, IconCalendar } from '@/components/icons.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { ShowAllButton } from '@/components/show-all-button.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { useClock } from '@/lib/clock.ts'
import {
  browserTimeZone,
  dayIn,
  longDate,
  shortDate,
  timeIn,
  visitorTime,
  visitorTimeText,
  zoneLabel,
} from '@/lib/dates.ts'
import { useMyBookings } from '../api/get-bookings.ts'
import { CancelBookingButton } from './cancel-booking-button.tsx'
import classes from './my-bookings.module.css'
import { RescheduleBookingButton } from './reschedule-booking-button.tsx'
import { StatusReason } from './status-reason.tsx'

/** How many past bookings show before "Show all". */
const PAST_SHOWN = 5

const isUpcoming = (booking: Booking, now: number) =>
  (booking.status === 'pending' || booking.status === 'confirmed') && Date.parse(booking.end) > now

/**
 * The customer's bookings for the dashboard: upcoming ones first (soonest first) with a new
 * time or a cancellation within the business's cut-offs, then past and cancelled ones.
 */
export function MyBookings({ visitorZone = browserTimeZone() }: { visitorZone?: string }) {
  const bookings = useMyBookings()
  const clock = useClock()
  const [message, setMessage] = useState<string | null>(null)
  const [showAllPast, setShowAllPast] = useState(false)

  if (!bookings.isSuccess) {
    return (
      <QueryFallback
        query={bookings}
        subject="your bookings"
        placeholder={<SkeletonStack heights={[112, 112]} radius="lg" />}
      />
    )
  }

  const now = clock.now().getTime()
  const upcoming = bookings.data
    .filter((b) => isUpcoming(b, now))
    .sort((a, b) => a.start.localeCompare(b.start))
  const past = bookings.data
    .filter((b) => !isUpcoming(b, now))
    .sort((a, b) => b.start.localeCompare(a.start))
  const pastShown = showAllPast ? past : past.slice(0, PAST_SHOWN)

  const whenOf = (booking: Booking) =>
    `${longDate(dayIn(booking.timezone, booking.start))} at ${timeIn(booking.timezone, booking.start)}`

  return (
    <Stack gap="xl">
      {message ? <StatusMessage key={message}>{message}</StatusMessage> : null}

      <Stack gap="sm" component="section" aria-labelledby="upcoming-bookings-title">
        <Group justify="space-between" align="center">
          <Title order={3} size="h4" id="upcoming-bookings-title">
            Upcoming
          </Title>
          {upcoming.length > 0 ? (
            <Button
              component={Link}
              to="/book"
              variant="light"
              size="sm"
              leftSection={<IconCalendar size={16} />}
            >
              Book another time
            </Button>
          ) : null}
        </Group>
        {upcoming.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" className={classes.empty}>
            <Stack align="center" ta="center" gap="sm">
              <Text fw={600}>You have no upcoming bookings.</Text>
              <Text c="dimmed" size="sm">
                Pick a service and a time that suits you; it takes a minute.
              </Text>
              <Button component={Link} to="/book" rightSection={<IconArrowRight size={18} />}>
                Book a time
              </Button>
            </Stack>
          </Paper>
        ) : (
          <ul className={classes.list}>
            {upcoming.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                visitorZone={visitorZone}
                onCancelled={(b) => setMessage(`Your booking on ${whenOf(b)} is cancelled.`)}
                onMoved={(b) => setMessage(`Your booking is moved to ${whenOf(b)}.`)}
              />
            ))}
          </ul>
        )}
      </Stack>

      {past.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="past-bookings-title">
          <Title order={3} size="h4" id="past-bookings-title">
            Past and cancelled
          </Title>
          <ul className={classes.list}>
            {pastShown.map((booking) => (
              <BookingCard key={booking.id} booking={booking} visitorZone={visitorZone} />
            ))}
          </ul>
          {past.length > PAST_SHOWN ? (
            <ShowAllButton
              total={past.length}
              all={showAllPast}
              onToggle={() => setShowAllPast((all) => !all)}
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  )
}

function BookingCard({
  booking,
  visitorZone,
  onCancelled,
  onMoved,
}: {
  booking: Booking
  visitorZone: string
  onCancelled?: (booking: Booking) => void
  onMoved?: (booking: Booking) => void
}) {
  const zone = booking.timezone
  const day = dayIn(zone, booking.start)
  const visitor = visitorTime(booking, { businessZone: zone, visitorZone })
  const open = booking.status === 'pending' || booking.status === 'confirmed'
  const titleId = `booking-${booking.id}`
  // "Mon 30 Nov" in three lines on the date tile.
  const [weekday, date, month] = shortDate(day, { year: false }).split(' ')

  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.card}
      data-status={booking.status}
      aria-labelledby={titleId}
    >
      <div className={classes.dateTile} aria-hidden>
        <span className={classes.tileWeekday}>{weekday}</span>
        <span className={classes.tileDay}>{date}</span>
        <span className={classes.tileMonth}>{month}</span>
      </div>
      <Stack gap={4} className={classes.body}>
        <Group gap="sm" wrap="wrap">
          <Title order={4} size="h5" id={titleId}>
            {booking.service.name}
          </Title>
          <BookingStatusBadge status={booking.status} />
        </Group>
        <Text>
          {longDate(day)}, {timeIn(zone, booking.start)} – {timeIn(zone, booking.end)}{' '}
          {zoneLabel(zone)}
        </Text>
        {visitor ? (
          <Text size="sm" c="dimmed">
            {visitorTimeText(visitor)} ({visitorZone})
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          With {booking.resource.name}
          {booking.seats > 1 ? ` · ${booking.seats} people` : ''} · {booking.reference}
        </Text>
        {booking.status === 'pending' ? (
          <Text size="sm" c="dimmed">
            The business still has to confirm this booking.
          </Text>
        ) : null}
        <StatusReason reason={booking.statusReason} />
      </Stack>
      <Group gap="xs" className={classes.actions}>
        <Button
          component={Link}
          to={`/booking-confirmation?${new URLSearchParams({ ref: booking.reference })}`}
          variant="subtle"
          size="sm"
          aria-label={`View booking ${booking.reference}`}
        >
          View
        </Button>
        {booking.can.reschedule && onMoved ? (
          <RescheduleBookingButton booking={booking} visitorZone={visitorZone} onMoved={onMoved} />
        ) : null}
        {booking.can.cancel && onCancelled ? (
          <CancelBookingButton booking={booking} onCancelled={onCancelled} />
        ) : null}
      </Group>
      {open && !booking.can.cancel && !booking.can.reschedule ? (
        <Text size="sm" c="dimmed" className={classes.note}>
          Too close to the start to change online: please contact us.
        </Text>
      ) : null}
    </Paper>
  )
}
