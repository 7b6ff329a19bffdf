import { Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Booking, BookingStatus } from '@reserva/shared'
import { useState } from 'react'
import { dialogProps } from '@/components/dialog-props.ts'
import { StatusMessage } from '@/components/status-message.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useNow } from '../hooks/use-now.ts'
import { BookingCard } from './booking-card.tsx'
import { BookingStory } from './booking-story.tsx'

/** What the line above the card says when an action changed the booking's status. */
const nowIs = {
  pending: 'staffCalendar.nowPending',
  confirmed: 'staffCalendar.nowConfirmed',
  declined: 'staffCalendar.nowDeclined',
  cancelled: 'staffCalendar.nowCancelled',
  completed: 'staffCalendar.nowCompleted',
  no_show: 'staffCalendar.nowNoShow',
} as const satisfies Record<BookingStatus, string>

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
  const t = useT()
  const phone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={booking ? t('staffCalendar.bookingTitle', { reference: booking.reference }) : ''}
      size="lg"
      fullScreen={phone}
      {...dialogProps}
    >
      {booking ? <OpenedBooking key={booking.id} booking={booking} /> : null}
    </Modal>
  )
}

function OpenedBooking({ booking }: { booking: Booking }) {
  const t = useT()
  const now = useNow()
  // The status when the booking was opened: a different one now is news worth saying.
  const [openedAs] = useState(booking.status)
  const changed = booking.status !== openedAs
  return (
    <Stack gap="md">
      {changed ? <StatusMessage>{t(nowIs[booking.status])}</StatusMessage> : null}
      <BookingCard booking={booking} showDate now={now} />
      <BookingStory booking={booking} />
    </Stack>
  )
}
