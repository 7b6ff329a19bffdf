import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { useState } from 'react'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { IconX } from '@/components/icons.tsx'
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
  const [open, setOpen] = useState(false)
  const cancel = useCancelBooking()
  const when = `${longDate(dayIn(booking.timezone, booking.start))} at ${timeIn(booking.timezone, booking.start)}`

  const close = () => {
    setOpen(false)
    cancel.reset()
  }

  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconX size={16} />}
        onClick={() => setOpen(true)}
        aria-label={`Cancel booking ${booking.reference}`}
        styles={{ label: { color: 'var(--mantine-color-error)' } }}
      >
        Cancel booking
      </Button>
      <Modal opened={open} onClose={close} title="Cancel this booking?" {...questionDialogProps}>
        <Stack gap="md">
          <Text>
            {booking.service.name} on {when} ({booking.reference}) will be cancelled, and the time
            offered to others. This cannot be undone.
          </Text>
          <ErrorAlert error={cancel.error} overrides={bookingMessages} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep booking
            </Button>
            <Button
              color="red.9"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(booking.id, {
                  onSuccess: (cancelled) => {
                    setOpen(false)
                    onCancelled(cancelled)
                  },
                })
              }
            >
              Yes, cancel it
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
