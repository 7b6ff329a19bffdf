import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { type Booking, bookingActionSchema, statusReasonMaxLength } from '@reserva/shared'
import { useRef } from 'react'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { changeBookingStatus, useBookingMutation } from '../api/staff-bookings.ts'
import { whatAndWhen } from '../booking-notices.ts'
import { staffBookingMessages } from '../staff-errors.ts'

/** The staff actions that end a booking, tell the customer and free the time. */
export type EndingAction = 'decline' | 'cancel'

const wording: Record<EndingAction, { title: string; text: string; confirm: string }> = {
  decline: {
    title: 'Decline this booking?',
    text: 'The customer gets an e-mail saying it was declined, and the time becomes free again.',
    confirm: 'Decline booking',
  },
  cancel: {
    title: 'Cancel this booking?',
    text: 'The customer gets an e-mail saying it was cancelled, and the time becomes free again.',
    confirm: 'Cancel booking',
  },
}

/**
 * Staff decline a pending booking, or cancel one, after saying which booking it is, with an
 * optional reason that goes into the customer's e-mail and shows on their booking. A refusal
 * shows here and keeps what was typed; success closes the dialog.
 */
export function DeclineBookingModal({
  booking,
  action,
  onClose,
}: {
  booking: Booking
  /** Which action to ask about; null keeps the dialog closed. */
  action: EndingAction | null
  onClose: () => void
}) {
  const act = useBookingMutation(changeBookingStatus)
  const form = useSchemaForm({ schema: bookingActionSchema, initialValues: { reason: '' } })
  const close = () => {
    onClose()
    act.reset()
    form.reset()
  }
  // The words stay while the dialog fades out after `action` went back to null.
  const last = useRef<EndingAction>(action ?? 'decline')
  if (action) last.current = action
  const words = wording[last.current]
  const typed = form.values.reason.length

  return (
    <Modal opened={action !== null} onClose={close} title={words.title} {...questionDialogProps}>
      <form
        noValidate
        onSubmit={form.onSubmit(({ reason }) => {
          if (!action) return
          act.mutate(
            { id: booking.id, action, reason },
            {
              onSuccess: close,
              onError: (error) => showServerFieldErrors(form, error),
            },
          )
        })}
      >
        <Stack gap="md">
          <Text>
            {whatAndWhen(booking)} ({booking.reference}).
          </Text>
          <Text size="sm">{words.text}</Text>
          <Textarea
            label="Reason for the customer (optional)"
            description={`In the e-mail to ${booking.customer.name} and on their booking. ${typed}/${statusReasonMaxLength} characters.`}
            maxLength={statusReasonMaxLength}
            rows={4}
            resize="vertical"
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <ErrorAlert error={act.error} overrides={staffBookingMessages} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep booking
            </Button>
            <Button type="submit" color="red.9" loading={act.isPending}>
              {words.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
