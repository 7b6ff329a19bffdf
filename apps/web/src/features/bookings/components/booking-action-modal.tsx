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
import { dayIn, shortDate, timeIn } from '@/lib/dates.ts'
import { showServerFieldErrors, useSchemaForm } from '@/lib/form.ts'
import { durationText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import {
  type BookingAction,
  changeBookingStatus,
  useBookingMutation,
} from '../api/staff-bookings.ts'
import { staffBookingMessages } from '../staff-errors.ts'

/** The staff actions asked about first; undo is not (it is the way back). */
export type AskedAction = Exclude<BookingAction, 'undo'>

const wording = {
  confirm: {
    title: 'bookingAction.confirmTitle',
    text: 'bookingAction.confirmText',
    confirm: 'bookingAction.confirmButton',
    keep: 'bookingAction.notYet',
  },
  decline: {
    title: 'bookingAction.declineTitle',
    text: 'bookingAction.declineText',
    confirm: 'bookingAction.declineButton',
    keep: 'bookingAction.keepBooking',
    reason: true,
    red: true,
  },
  complete: {
    title: 'bookingAction.completeTitle',
    text: 'bookingAction.completeText',
    confirm: 'bookingAction.completeButton',
    keep: 'bookingAction.notYet',
  },
  'no-show': {
    title: 'bookingAction.noShowTitle',
    text: 'bookingAction.noShowText',
    confirm: 'bookingAction.noShowButton',
    keep: 'bookingAction.notYet',
  },
  cancel: {
    title: 'bookingAction.cancelTitle',
    text: 'bookingAction.cancelText',
    confirm: 'bookingAction.cancelButton',
    keep: 'bookingAction.keepBooking',
    reason: true,
    red: true,
  },
} as const
type Wording = (typeof wording)[AskedAction] & { reason?: boolean; red?: boolean }

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
  const { t, language } = useI18n()
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
  const words: Wording = wording[last.current]
  const zone = booking.timezone
  const typed = form.values.reason.length

  return (
    <Modal opened={action !== null} onClose={close} title={t(words.title)} {...questionDialogProps}>
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
            {t('bookingAction.which', {
              service: booking.service.name,
              customer: booking.customer.name,
              date: shortDate(dayIn(zone, booking.start), { year: false, language }),
              time: timeIn(zone, booking.start, { language }),
              reference: booking.reference,
            })}
          </Text>
          <Text size="sm">
            {t(words.text, { undo: durationText(language, bookingUndoMinutes) })}
          </Text>
          {words.reason ? (
            <Textarea
              label={t('bookingAction.reason')}
              description={t('bookingAction.reasonHint', {
                customer: booking.customer.name,
                typed,
                count: statusReasonMaxLength,
              })}
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
              {t(words.keep)}
            </Button>
            <Button type="submit" color={words.red ? 'red.9' : undefined} loading={act.isPending}>
              {t(words.confirm)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
