import { Button, Text } from '@mantine/core'
import type { ManagedBooking } from '@reserva/shared'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { IconX } from '@/components/screen-icons.tsx'
import { dayIn, longDate, timeIn } from '@/lib/dates.ts'
import { useCancelBooking } from '../api/change-booking.ts'
import { cancelByLink, useManagedChange } from '../api/manage-booking.ts'
import { bookingMessages } from '../errors.ts'

/**
 * "Cancel", then a question that says which booking, then the cancellation: as the signed-in
 * customer, or through the booking's manage `link`.
 */
export function CancelBookingButton<B extends ManagedBooking>({
  booking,
  onCancelled,
  link,
  size = 'sm',
}: {
  booking: B
  onCancelled: (booking: B) => void
  link?: string
  size?: 'sm' | 'md'
}) {
  const bySession = useCancelBooking()
  const byLink = useManagedChange(link ?? '', (given: string) => cancelByLink(given))
  const cancel = link ? byLink : bySession
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
              // The booking as the server answered: the signed-in kind, or a link's (B's own).
              onCancelled(cancelled as B)
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
