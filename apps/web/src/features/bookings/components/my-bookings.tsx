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
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import { useMyBookings } from '../api/get-bookings.ts'
import { CancelBookingButton } from './cancel-booking-button.tsx'
import classes from './my-bookings.module.css'
import { RescheduleBookingButton } from './reschedule-booking-button.tsx'
import { StatusReason } from './status-reason.tsx'

/** How many past bookings show before "Show all". */
const PAST_SHOWN = 5

const tileParts = new Map<string, Intl.DateTimeFormat>()
/**
 * A day's date tile, "Mon", "30", "Nov": English's short date in three parts, another language's
 * parts by Intl ("Mo.", "30.", "Nov."; "月", "30日", "11月").
 */
function dateTile(day: string, language: Language): [string, string, string] {
  if (language === 'en') {
    const [weekday = '', date = '', month = ''] = shortDate(day, { year: false }).split(' ')
    return [weekday, date, month]
  }
  const part = (options: Intl.DateTimeFormatOptions) => {
    const key = `${language}:${JSON.stringify(options)}`
    let format = tileParts.get(key)
    if (!format) {
      format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })
      tileParts.set(key, format)
    }
    return format.format(new Date(`${day}T00:00:00Z`))
  }
  return [part({ weekday: 'short' }), part({ day: 'numeric' }), part({ month: 'short' })]
}

const isUpcoming = (booking: Booking, now: number) =>
  (booking.status === 'pending' || booking.status === 'confirmed') && Date.parse(booking.end) > now

/**
 * The customer's bookings for the dashboard: upcoming ones first (soonest first) with a new
 * time or a cancellation within the business's cut-offs, then past and cancelled ones.
 */
export function MyBookings({ visitorZone = browserTimeZone() }: { visitorZone?: string }) {
  const t = useT()
  const bookings = useMyBookings()
  const clock = useClock()
  const [message, setMessage] = useState<string | null>(null)
  const [showAllPast, setShowAllPast] = useState(false)

  if (!bookings.isSuccess) {
    return (
      <QueryFallback
        query={bookings}
        subject={t('myBookings.subject')}
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
    t('bookingNotices.startsAt', {
      day: longDate(dayIn(booking.timezone, booking.start)),
      time: timeIn(booking.timezone, booking.start),
    })

  return (
    <Stack gap="xl">
      {message ? <StatusMessage key={message}>{message}</StatusMessage> : null}

      <Stack gap="sm" component="section" aria-labelledby="upcoming-bookings-title">
        <Group justify="space-between" align="center">
          <Title order={3} size="h4" id="upcoming-bookings-title">
            {t('myBookings.upcoming')}
          </Title>
          {upcoming.length > 0 ? (
            <Button
              component={Link}
              to="/book"
              variant="light"
              size="sm"
              leftSection={<IconCalendar size={16} />}
            >
              {t('myBookings.bookAnother')}
            </Button>
          ) : null}
        </Group>
        {upcoming.length === 0 ? (
          <Paper withBorder radius="lg" p="xl" className={classes.empty}>
            <Stack align="center" ta="center" gap="sm">
              <Text fw={600}>{t('myBookings.none')}</Text>
              <Text c="dimmed" size="sm">
                {t('myBookings.noneText')}
              </Text>
              <Button component={Link} to="/book" rightSection={<IconArrowRight size={18} />}>
                {t('myBookings.bookATime')}
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
                onCancelled={(b) => setMessage(t('myBookings.cancelled', { when: whenOf(b) }))}
                onMoved={(b) => setMessage(t('myBookings.moved', { when: whenOf(b) }))}
              />
            ))}
          </ul>
        )}
      </Stack>

      {past.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="past-bookings-title">
          <Title order={3} size="h4" id="past-bookings-title">
            {t('myBookings.past')}
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
  const { t, language } = useI18n()
  const zone = booking.timezone
  const day = dayIn(zone, booking.start)
  const visitor = visitorTime(booking, { businessZone: zone, visitorZone })
  const open = booking.status === 'pending' || booking.status === 'confirmed'
  const titleId = `booking-${booking.id}`
  // "Mon 30 Nov" in three lines on the date tile.
  const [weekday, date, month] = dateTile(day, language)

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
          {t('myBookings.when', {
            date: longDate(day),
            range: t('bookingFacts.timeRange', {
              start: timeIn(zone, booking.start),
              end: timeIn(zone, booking.end),
              zone: zoneLabel(zone),
            }),
          })}
        </Text>
        {visitor ? (
          <Text size="sm" c="dimmed">
            {t('myBookings.visitor', { time: visitorTimeText(visitor), zone: visitorZone })}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          {booking.seats > 1
            ? t('myBookings.withPeople', {
                resource: booking.resource.name,
                count: booking.seats,
                reference: booking.reference,
              })
            : t('myBookings.with', {
                resource: booking.resource.name,
                reference: booking.reference,
              })}
        </Text>
        {booking.status === 'pending' ? (
          <Text size="sm" c="dimmed">
            {t('myBookings.pending')}
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
          aria-label={t('myBookings.viewLabel', { reference: booking.reference })}
        >
          {t('myBookings.view')}
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
          {t('myBookings.tooClose')}
        </Text>
      ) : null}
    </Paper>
  )
}
