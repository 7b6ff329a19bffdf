import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { dayIn, longDate, timeIn } from '@/lib/dates.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { bookingEventLabel } from '../calendar-events.ts'
import classes from './calendar-list.module.css'

/**
 * The calendar as a list, for phones: the days shown, each with its bookings in time order
 * (time, customer, service, resource, status); a day without bookings says so.
 */
export function CalendarList({
  days,
  bookings,
  zone,
  closedDays,
  highlighted,
  onOpen,
}: {
  days: string[]
  bookings: Booking[]
  zone: string
  closedDays: Set<string>
  highlighted: Set<string>
  onOpen: (booking: Booking) => void
}) {
  const { t, language } = useI18n()
  return (
    <Stack gap="md">
      {days.map((day) => {
        const onDay = bookings
          .filter((b) => dayIn(zone, b.start) === day)
          .sort((a, b) => a.start.localeCompare(b.start))
        return (
          <section key={day} aria-label={longDate(day, { language })}>
            <Title order={3} size="h5" mb={6}>
              {longDate(day, { language })}
            </Title>
            {onDay.length === 0 ? (
              <Text size="sm" c="dimmed">
                {closedDays.has(day) ? t('staffCalendar.dayClosed') : t('staffCalendar.dayEmpty')}
              </Text>
            ) : (
              <Paper withBorder radius="md">
                {onDay.map((booking) => (
                  <UnstyledButton
                    key={booking.id}
                    className={classes.row}
                    aria-label={bookingEventLabel(booking, zone)}
                    data-status={booking.status}
                    data-highlighted={highlighted.has(booking.id) || undefined}
                    onClick={() => onOpen(booking)}
                  >
                    <Text fw={700} size="sm" className={classes.time}>
                      {timeIn(zone, booking.start, { language })}–
                      {timeIn(zone, booking.end, { language })}
                    </Text>
                    <Stack gap={0} className={classes.what}>
                      <Text size="sm" fw={600} truncate>
                        {booking.customer.name}
                      </Text>
                      <Text size="sm" c="dimmed" truncate>
                        {booking.service.name} · {booking.resource.name}
                      </Text>
                    </Stack>
                    <Group>
                      <BookingStatusBadge status={booking.status} />
                    </Group>
                  </UnstyledButton>
                ))}
              </Paper>
            )}
          </section>
        )
      })}
    </Stack>
  )
}
