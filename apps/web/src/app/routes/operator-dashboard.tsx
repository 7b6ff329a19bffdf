import { Badge, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { RequireRole } from '@/app/layout/require-role.tsx'
import { LiveStatus } from '@/components/live-status.tsx'
import { Page } from '@/components/page.tsx'
import { ScreenSpinner } from '@/components/screen-spinner.tsx'
import { pendingBookingsFilter, useAllBookings } from '@/features/bookings/api/staff-bookings.ts'
import { BookForCustomerModal } from '@/features/bookings/components/book-for-customer.tsx'
import { BookingList } from '@/features/bookings/components/booking-list.tsx'
import { useResources } from '@/features/catalogue/api/resources.ts'
import { ResourcesManager } from '@/features/catalogue/components/resources-manager.tsx'
import { QuoteInbox } from '@/features/quotes/components/quote-inbox.tsx'
import { usePublicSettings } from '@/features/settings/api/get-public-settings.ts'
import { SettingsError } from '@/features/settings/components/settings-error.tsx'
import { usePageTitle } from '@/features/settings/hooks/use-page-title.ts'
import { addDays, longDate, startOfDay, todayIn } from '@/lib/dates.ts'

export function Component() {
  return (
    <RequireRole roles={['operator', 'admin']}>
      <Screen />
    </RequireRole>
  )
}

// The calendar (with @mantine/schedule) loads only when the dashboard does, in its own chunk.
const BookingCalendar = lazy(() =>
  import('@/features/bookings/components/booking-calendar.tsx').then((m) => ({
    default: m.BookingCalendar,
  })),
)

/** How far ahead "Upcoming" looks. */
const UPCOMING_DAYS = 14

function Screen() {
  usePageTitle('Operator dashboard')
  const settings = usePublicSettings()
  if (settings.isError) return <SettingsError query={settings} />
  if (!settings.data) return <ScreenSpinner />
  return <Board timezone={settings.data.timezone} />
}

function Board({ timezone }: { timezone: string }) {
  const [booking, setBooking] = useState(false)
  const today = todayIn(timezone)
  // Days in the business's zone: "today" is the business's today, wherever the operator is.
  const filters = useMemo(() => {
    const from = startOfDay(timezone, today)
    return {
      today: { from, to: startOfDay(timezone, addDays(today, 1)) },
      pending: pendingBookingsFilter(timezone),
      upcoming: {
        from,
        to: startOfDay(timezone, addDays(today, UPCOMING_DAYS + 1)),
        status: ['confirmed' as const],
      },
    }
  }, [today, timezone])
  const pending = useAllBookings(filters.pending)
  // Everything the dashboard shows, asked for at once: it appears whole, behind the one spinner.
  const firstData = [
    pending,
    useAllBookings(filters.today),
    useAllBookings(filters.upcoming),
    useResources(),
  ]
  // Only the first time: a later refetch (or a retry after an error) keeps the screen in place.
  const [shown, setShown] = useState(false)
  if (!shown && firstData.every((query) => !query.isPending)) setShown(true)
  if (!shown) return <ScreenSpinner />

  return (
    <Page
      title="Operator dashboard"
      description="Today's agenda, bookings waiting for confirmation, what is coming up, and each resource's working hours and time off."
      size="lg"
      aside={<LiveStatus />}
    >
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
        <Section id="calendar-title" title="Calendar">
          <Suspense
            fallback={
              <Skeleton h={360} radius="md" role="status" aria-label="Loading the calendar…" />
            }
          >
            <BookingCalendar timezone={timezone} />
          </Suspense>
        </Section>
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
        <Section
          id="resources-title"
          title="Resources: hours and time off"
          description="Change when each person, room or piece of equipment can be booked."
        >
          <ResourcesManager timezone={timezone} />
        </Section>
        <Section
          id="quotes-title"
          title="Quote inbox"
          description="Requests waiting for a price, offers waiting for an answer, and their messages and files."
        >
          <QuoteInbox />
        </Section>
        <BookForCustomerModal
          opened={booking}
          onClose={() => setBooking(false)}
          timezone={timezone}
        />
      </Stack>
    </Page>
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
          <Title order={2} size="h3" id={id}>
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
