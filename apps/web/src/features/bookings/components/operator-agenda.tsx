import { Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { bareList } from '@/components/bare-list.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { useClock } from '@/lib/clock.ts'
import { addDays, longDate, startOfDay, todayIn } from '@/lib/dates.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { arrivals, groupAgenda } from '../agenda.ts'
import { pendingBookingsFilter, useAllBookings } from '../api/staff-bookings.ts'
import { useNow } from '../hooks/use-now.ts'
import classes from './agenda.module.css'
import { AgendaRow } from './agenda-row.tsx'
import { BookForCustomerModal } from './book-for-customer.tsx'
import { CalendarBookingModal } from './calendar-booking-modal.tsx'

/** How far ahead the agenda looks for confirmed bookings. */
const UPCOMING_DAYS = 14
/** How long a booking that has just arrived stays pointed out. */
const NEW_FOR_MS = 8000

/**
 * The operator's days as one compact list: every booking of today, those waiting for
 * confirmation and the confirmed ones of the next two weeks, a row each, under a heading per day
 * (today first). A booking that arrives while the agenda is open is added and pointed out.
 */
export function OperatorAgenda({ timezone }: { timezone: string }) {
  const { t, language } = useI18n()
  const [booking, setBooking] = useState(false)
  const [openedId, setOpenedId] = useState<string | null>(null)
  const today = todayIn(timezone, useClock().now())
  const now = useNow()
  // Days in the business's zone: "today" is the business's today, wherever the operator is.
  const filters = useMemo(() => {
    const from = startOfDay(timezone, today)
    return {
      today: { from, to: startOfDay(timezone, addDays(today, 1)) },
      pending: pendingBookingsFilter(timezone, today),
      upcoming: {
        from,
        to: startOfDay(timezone, addDays(today, UPCOMING_DAYS + 1)),
        status: ['confirmed' as const],
      },
    }
  }, [today, timezone])
  // The pending list is the header's attention count's query too: asked for once.
  const queries = [
    useAllBookings(filters.today),
    useAllBookings(filters.pending),
    useAllBookings(filters.upcoming),
  ]
  const [todays, pending, upcoming] = queries.map((query) => query.data)
  const days = useMemo(
    () =>
      todays && pending && upcoming
        ? groupAgenda({ lists: [todays, pending, upcoming], timezone, today })
        : null,
    [todays, pending, upcoming, timezone, today],
  )
  const fresh = useArrivals(days)
  const failed = queries.find((query) => query.isError)

  if (!days) {
    if (failed) return <ErrorAlert error={failed.error} />
    return (
      <Box role="status" aria-label={t('agenda.loading')}>
        <Skeleton h={320} radius="md" />
      </Box>
    )
  }
  const waiting = pending?.length ?? 0
  const opened = days.flatMap((day) => day.bookings).find((item) => item.id === openedId) ?? null

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Text fw={600}>
            {longDate(today, { language })}{' '}
            <Text span c="dimmed" fw={400}>
              ({timezone.replace(/_/g, ' ')})
            </Text>
          </Text>
          {waiting > 0 ? (
            <Badge variant="light" color="brand" size="lg" tt="none">
              {t('agenda.waiting', { count: waiting })}
            </Badge>
          ) : null}
        </Group>
        <Button onClick={() => setBooking(true)}>{t('agenda.bookForCustomer')}</Button>
      </Group>
      <Paper withBorder radius="md">
        {days.map(({ day, bookings }) => {
          const headingId = `agenda-day-${day}`
          return (
            <section key={day} aria-labelledby={headingId}>
              <Title order={3} id={headingId} className={classes.dayHeading}>
                {day === today
                  ? t('agenda.today', { date: longDate(day, { year: false, language }) })
                  : longDate(day, { language })}
              </Title>
              {bookings.length === 0 ? (
                <Text c="dimmed" size="sm" px="md" py="sm">
                  {t('agenda.nothingToday')}
                </Text>
              ) : (
                <ul style={bareList} aria-labelledby={headingId}>
                  {bookings.map((item) => (
                    <AgendaRow
                      key={item.id}
                      booking={item}
                      now={now}
                      isNew={fresh.has(item.id)}
                      onOpen={() => setOpenedId(item.id)}
                    />
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </Paper>
      <Text size="sm" c="dimmed">
        {t('agenda.footnote', { count: UPCOMING_DAYS })}
      </Text>
      <CalendarBookingModal booking={opened} onClose={() => setOpenedId(null)} />
      <BookForCustomerModal
        opened={booking}
        onClose={() => setBooking(false)}
        timezone={timezone}
      />
    </Stack>
  )
}

/** The bookings that arrived since the agenda was last drawn, for a few seconds each. */
function useArrivals(days: ReturnType<typeof groupAgenda> | null): ReadonlySet<string> {
  const known = useRef<Set<string> | null>(null)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set())
  useEffect(() => {
    if (!days) return
    const all = days.flatMap((day) => day.bookings)
    const arrived = arrivals(known.current, all)
    known.current = new Set(all.map((item) => item.id))
    if (arrived.length === 0) return
    setFresh((before) => new Set([...before, ...arrived]))
    // Not cleared by the next update: a refetch soon after must not keep the mark for good.
    timers.current.push(
      setTimeout(
        () => setFresh((before) => new Set([...before].filter((id) => !arrived.includes(id)))),
        NEW_FOR_MS,
      ),
    )
  }, [days])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  return fresh
}
