import { Text, Textarea } from '@mantine/core'
import { bookingActionSchema, type ManagedBooking, statusReasonMaxLength } from '@reserva/shared'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { dayIn, longDate, timeIn } from '@/lib/dates.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useCancelBooking } from '../api/change-booking.ts'
import { cancelByLink, useManagedChange } from '../api/manage-booking.ts'
import { bookingMessages } from '../errors.ts'

/**
 * The question before a customer cancels: which booking, and why (optional: staff see the answer);
 * then the cancellation, as the signed-in customer or through the booking's manage `link`. Its
 * own chunk (cancel-booking-button.tsx loads it): the form and its field weigh more than the rest
 * of a booking's page, and few who open the page cancel.
 */
export function CancelBookingDialog({
  booking,
  link,
  opened,
  onClose,
  onCancelled,
}: {
  booking: ManagedBooking
  link?: string | undefined
  opened: boolean
  onClose: () => void
  onCancelled: (booking: ManagedBooking) => void
}) {
  const t = useT()
  const bySession = useCancelBooking()
  const byLink = useManagedChange(link ?? '', (given: string, reason: string | undefined) =>
    cancelByLink(given, reason),
  )
  const cancel = link ? byLink : bySession
  const form = useSchemaForm({ schema: bookingActionSchema, initialValues: { reason: '' } })
  const question = useQuestion(cancel, form)
  const when = t('bookingNotices.startsAt', {
    day: longDate(dayIn(booking.timezone, booking.start)),
    time: timeIn(booking.timezone, booking.start),
  })
  const done = {
    onSuccess: (cancelled: ManagedBooking) => {
      onClose()
      onCancelled(cancelled)
    },
  }

  return (
    <QuestionDialog
      question={{
        ...question,
        opened,
        close: () => {
          question.close()
          onClose()
        },
      }}
      title={t('cancelBooking.title')}
      overrides={bookingMessages}
      keepLabel={t('cancelBooking.keep')}
      confirmLabel={t('cancelBooking.confirm')}
      onConfirm={form.onSubmit(({ reason }) =>
        link ? byLink.mutate(reason, done) : bySession.mutate({ id: booking.id, reason }, done),
      )}
    >
      <Text>
        {t('cancelBooking.text', {
          service: booking.service.name,
          when,
          reference: booking.reference,
        })}
      </Text>
      <Textarea
        label={t('cancelBooking.reason')}
        description={t('cancelBooking.reasonHint', {
          typed: form.values.reason.length,
          count: statusReasonMaxLength,
        })}
        dir="auto"
        maxLength={statusReasonMaxLength}
        rows={3}
        resize="vertical"
        {...form.getInputProps('reason')}
      />
    </QuestionDialog>
  )
}
