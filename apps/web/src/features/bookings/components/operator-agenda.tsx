import { Badge, Box, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useMemo, useState } from 'react'
import { useClock } from '@/lib/clock.ts'
import { addDays, longDate, startOfDay, todayIn } from '@/lib/dates.ts'
import { pendingBookingsFilter, useAllBookings } from '../api/staff-bookings.ts'
import { BookForCustomerModal } from './book-for-customer.tsx'
import { BookingList } from './booking-list.tsx'

/** How far ahead "Upcoming" looks. */
const UPCOMING_DAYS = 14

/**
 * The operator's day: today's bookings, those waiting for confirmation and the confirmed ones
 * coming up, each with its actions, and booking for a customer who calls or walks in.
 */
export function OperatorAgenda({ timezone }: { timezone: string }) {
  const [booking, setBooking] = useState(false)
  const today = todayIn(timezone, useClock().now())
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
  const pending = useAllBookings(filters.pending)
  // The three lists, asked for at once: the agenda appears whole rather than a list at a time.
  const firstData = [pending, useAllBookings(filters.today), useAllBookings(filters.upcoming)]
  // Only the first time: a later refetch (or a retry after an error) keeps the agenda in place.
  const [shown, setShown] = useState(false)
  if (!shown && firstData.every((query) => !query.isPending)) setShown(true)
  if (!shown) {
    return (
      <Box role="status" aria-label="Loading the agenda">
        <Skeleton h={320} radius="md" />
      </Box>
    )
  }

  return (
    <Stack gap={48}>
      <Group justify="space-between" gap="sm">
        <Text fw={600}>
          {longDate(today)}{' '}
          <Text span c="dimmed" fw={400}>
            ({timezone.replace(/_/g, ' ')})
          </Text>
        </Text>
        <Button onClick={() => setBooking(true)}>Book for a customer</Button>
      </Group>
      <Grid gap={{ base: 48, md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section id="agenda-title" title="Today's agenda">
            <BookingList
              label="Today's bookings"
              filter={filters.today}
              empty="Nothing is booked for today."
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section
            id="pending-title"
            title="Waiting for confirmation"
            badge={pending.data && pending.data.length > 0 ? pending.data.length : undefined}
          >
            <BookingList
              label="Bookings waiting for confirmation"
              filter={filters.pending}
              empty="No booking is waiting for confirmation."
              showDate
            />
          </Section>
        </Grid.Col>
      </Grid>
      <Section
        id="upcoming-title"
        title="Upcoming"
        description={`Confirmed bookings from today for the next ${UPCOMING_DAYS} days.`}
      >
        <BookingList
          label="Upcoming confirmed bookings"
          filter={filters.upcoming}
          empty={`No confirmed bookings in the next ${UPCOMING_DAYS} days.`}
          showDate
        />
      </Section>
      <BookForCustomerModal
        opened={booking}
        onClose={() => setBooking(false)}
        timezone={timezone}
      />
    </Stack>
  )
}

function Section({
  id,
  title,
  description,
  badge,
  children,
}: {
  id: string
  title: string
  description?: string
  badge?: number
  children: ReactNode
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'sm', xs: 'md', sm: 'xl' }}
      h="100%"
    >
      <Stack gap={4} mb="md">
        <Group gap="xs">
          <Title order={3} id={id}>
            {title}
          </Title>
          {badge ? (
            <Badge variant="filled" color="brand" circle aria-label={`${badge} waiting`}>
              {badge}
            </Badge>
          ) : null}
        </Group>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {children}
    </Paper>
  )
}
