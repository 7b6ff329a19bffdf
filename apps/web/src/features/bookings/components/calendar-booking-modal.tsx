import { Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Booking } from '@reserva/shared'
import { useState } from 'react'
import { bookingStatusNames } from '@/components/booking-status-badge.tsx'
import { dialogProps } from '@/components/dialog-props.ts'
import { StatusMessage } from '@/components/status-message.tsx'
import { useNow } from '../hooks/use-now.ts'
import { BookingCard } from './booking-card.tsx'
import { BookingStory } from './booking-story.tsx'

/**
 * A booking opened from the operator's calendar or agenda: the same card, with the same actions,
 * as the dashboard's lists, and the booking's story. `booking` is the calendar's fresh copy, so after an action (which refetches
 * every bookings query) the card shows the new status, and the line above says what changed.
 */
export function CalendarBookingModal({
  booking,
  onClose,
}: {
  booking: Booking | null
  onClose: () => void
}) {
  const phone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={booking ? `Booking ${booking.reference}` : ''}
      size="lg"
      fullScreen={phone}
      {...dialogProps}
    >
      {booking ? <OpenedBooking key={booking.id} booking={booking} /> : null}
    </Modal>
  )
}

function OpenedBooking({ booking }: { booking: Booking }) {
  const now = useNow()
  // The status when the booking was opened: a different one now is news worth saying.
  const [openedAs] = useState(booking.status)
  const changed = booking.status !== openedAs
  return (
    <Stack gap="md">
      {changed ? (
        <StatusMessage>{`This booking is now ${bookingStatusNames[booking.status].toLowerCase()}.`}</StatusMessage>
      ) : null}
      <BookingCard booking={booking} showDate now={now} />
      <BookingStory booking={booking} />
    </Stack>
  )
}
