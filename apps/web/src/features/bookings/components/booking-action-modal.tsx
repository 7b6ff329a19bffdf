import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import {
  type Booking,
  bookingActionSchema,
  bookingUndoMinutes,
  statusReasonMaxLength,
} from '@reserva/shared'
import { useRef } from 'react'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import {
  type BookingAction,
  changeBookingStatus,
  useBookingMutation,
} from '../api/staff-bookings.ts'
import { whatAndWhen } from '../booking-notices.ts'
import { staffBookingMessages } from '../staff-errors.ts'

/** The staff actions asked about first; undo is not (it is the way back). */
export type AskedAction = Exclude<BookingAction, 'undo'>

const undoable = `You can undo this for ${bookingUndoMinutes} minutes.`

const wording: Record<
  AskedAction,
  { title: string; text: string; confirm: string; keep: string; reason?: boolean; red?: boolean }
> = {
  confirm: {
    title: 'Confirm this booking?',
    text: 'The customer gets an e-mail saying it is confirmed.',
    confirm: 'Confirm booking',
    keep: 'Not yet',
  },
  decline: {
    title: 'Decline this booking?',
    text: 'The customer gets an e-mail saying it was declined, and the time becomes free again.',
    confirm: 'Decline booking',
    keep: 'Keep booking',
    reason: true,
    red: true,
  },
  complete: {
    title: 'Mark this booking as completed?',
    text: `It counts as a visit in the statistics. ${undoable}`,
    confirm: 'Mark completed',
    keep: 'Not yet',
  },
  'no-show': {
    title: 'Mark this booking as a no-show?',
    text: `The customer did not come; it counts as a no-show in the statistics. ${undoable}`,
    confirm: 'Mark no-show',
    keep: 'Not yet',
  },
  cancel: {
    title: 'Cancel this booking?',
    text: 'The customer gets an e-mail saying it was cancelled, and the time becomes free again.',
    confirm: 'Cancel booking',
    keep: 'Keep booking',
    reason: true,
    red: true,
  },
}

/**
 * Staff confirm what they are about to do to a booking, after it says which booking it is. A
 * decline or cancellation takes an optional reason that goes into the customer's e-mail and shows
 * on their booking. A refusal shows here and keeps what was typed; success closes the dialog.
 */
export function BookingActionModal({
  booking,
  action,
  onClose,
}: {
  booking: Booking
  /** Which action to ask about; null keeps the dialog closed. */
  action: AskedAction | null
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
  const last = useRef<AskedAction>(action ?? 'confirm')
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
            { id: booking.id, action, reason: words.reason ? reason : undefined },
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
          {words.reason ? (
            <Textarea
              label="Reason for the customer (optional)"
              description={`In the e-mail to ${booking.customer.name} and on their booking. ${typed}/${statusReasonMaxLength} characters.`}
              maxLength={statusReasonMaxLength}
              rows={4}
              resize="vertical"
              data-autofocus
              {...form.getInputProps('reason')}
            />
          ) : null}
          <ErrorAlert error={act.error} overrides={staffBookingMessages} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={close}
              data-autofocus={words.reason ? undefined : true}
            >
              {words.keep}
            </Button>
            <Button type="submit" color={words.red ? 'red.9' : undefined} loading={act.isPending}>
              {words.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
