import { Button, Text } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { IconX } from '@/components/screen-icons.tsx'
import { dayIn, longDate, timeIn } from '@/lib/dates.ts'
import { useCancelBooking } from '../api/change-booking.ts'
import { bookingMessages } from '../errors.ts'

/** "Cancel", then a question that says which booking, then the cancellation. */
export function CancelBookingButton({
  booking,
  onCancelled,
  size = 'sm',
}: {
  booking: Booking
  onCancelled: (booking: Booking) => void
  size?: 'sm' | 'md'
}) {
  const cancel = useCancelBooking()
  const question = useQuestion(cancel)
  const when = `${longDate(dayIn(booking.timezone, booking.start))} at ${timeIn(booking.timezone, booking.start)}`

  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconX size={16} />}
        onClick={question.ask}
        aria-label={`Cancel booking ${booking.reference}`}
        styles={{ label: { color: 'var(--mantine-color-error)' } }}
      >
        Cancel booking
      </Button>
      <QuestionDialog
        question={question}
        title="Cancel this booking?"
        overrides={bookingMessages}
        keepLabel="Keep booking"
        confirmLabel="Yes, cancel it"
        onConfirm={() =>
          cancel.mutate(booking.id, {
            onSuccess: (cancelled) => {
              question.hide()
              onCancelled(cancelled)
            },
          })
        }
      >
        <Text>
          {booking.service.name} on {when} ({booking.reference}) will be cancelled, and the time
          offered to others. This cannot be undone.
        </Text>
      </QuestionDialog>
    </>
  )
}
