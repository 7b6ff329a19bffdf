import { Button, Text, Textarea } from '@mantine/core'
import { bookingActionSchema, type ManagedBooking, statusReasonMaxLength } from '@reserva/shared'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { IconX } from '@/components/screen-icons.tsx'
import { dayIn, longDate, timeIn } from '@/lib/dates.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useCancelBooking } from '../api/change-booking.ts'
import { cancelByLink, useManagedChange } from '../api/manage-booking.ts'
import { bookingMessages } from '../errors.ts'

/**
 * "Cancel", then a question that says which booking and asks why (optional: staff see the
 * answer), then the cancellation: as the signed-in customer, or through the booking's manage
 * `link`.
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
      question.hide()
      // The booking as the server answered: the signed-in kind, or a link's (B's own).
      onCancelled(cancelled as B)
    },
  }

  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconX size={16} />}
        onClick={question.ask}
        aria-label={t('cancelBooking.label', { reference: booking.reference })}
        styles={{ label: { color: 'var(--mantine-color-error)' } }}
      >
        {t('cancelBooking.button')}
      </Button>
      <QuestionDialog
        question={question}
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
    </>
  )
}
