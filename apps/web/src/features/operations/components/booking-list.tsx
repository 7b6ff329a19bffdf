import { Skeleton, Stack, Text } from '@mantine/core'
import { type BookingsFilter, useAllBookings } from '../api/bookings.ts'
import { useNow } from '../hooks/use-now.ts'
import { BookingCard } from './booking-card.tsx'
import { ErrorText } from './error-text.tsx'

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
  const bookings = useAllBookings(filter)
  const now = useNow()
  if (bookings.isPending) return <Skeleton h={120} radius="md" />
  if (bookings.isError) return <ErrorText error={bookings.error} />
  if (bookings.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    )
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {bookings.data.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} showDate={showDate} now={now} />
        </li>
      ))}
    </Stack>
  )
}
