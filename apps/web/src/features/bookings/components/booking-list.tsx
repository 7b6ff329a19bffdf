import { Skeleton, Stack, Text } from '@mantine/core'
import { bareList } from '@/components/bare-list.ts'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { type BookingsFilter, useAllBookings } from '../api/staff-bookings.ts'
import { useNow } from '../hooks/use-now.ts'
import { BookingCard } from './booking-card.tsx'

/** The bookings that match `filter`, earliest first, each with its actions. */
export function BookingList({
  filter,
  empty,
  showDate = false,
  label,
}: {
  filter: BookingsFilter
  /** Said when there is none. */
  empty: string
  showDate?: boolean
  /** Names the list for screen readers. */
  label: string
}) {
  const t = useT()
  const bookings = useAllBookings(filter)
  const now = useNow()
  if (!bookings.isSuccess) {
    return (
      <QueryFallback
        query={bookings}
        subject={t('bookingList.subject')}
        placeholder={<Skeleton h={120} radius="md" />}
      />
    )
  }
  if (bookings.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    )
  return (
    <Stack gap="sm" component="ul" style={bareList} aria-label={label}>
      {bookings.data.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} showDate={showDate} now={now} />
        </li>
      ))}
    </Stack>
  )
}
