import { Button, Select, Text } from '@mantine/core'
import { type Booking, maxBookingMinutes } from '@reserva/shared'
import { useState } from 'react'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { rescheduleBooking } from '@/lib/booking-requests.ts'
import { timeIn } from '@/lib/dates.ts'
import { durationText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { slot, withSlots } from '@/lib/i18n/rich.tsx'
import { useBookingMutation } from '../api/staff-bookings.ts'
import { movedNotice } from '../booking-notices.ts'
import { staffBookingMessages } from '../staff-errors.ts'

const STEP = 15

/**
 * Staff give a booking another length, keeping its start and resource: what dragging its lower
 * edge on the calendar does, by keyboard. Checked by the server like any move.
 */
export function ChangeLengthButton({ booking }: { booking: Booking }) {
  const { t, language } = useI18n()
  const change = useBookingMutation(rescheduleBooking, { notice: movedNotice(booking) })
  const question = useQuestion(change)
  const current = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000)
  const [minutes, setMinutes] = useState(current)
  const choices: { value: string; label: string }[] = []
  for (let m = STEP; m <= maxBookingMinutes; m += STEP) {
    choices.push({ value: String(m), label: durationText(language, m) })
  }
  if (!choices.some((choice) => choice.value === String(current))) {
    choices.push({ value: String(current), label: durationText(language, current) })
    choices.sort((a, b) => Number(a.value) - Number(b.value))
  }
  const until = timeIn(booking.timezone, new Date(Date.parse(booking.start) + minutes * 60_000), {
    language,
  })
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        onClick={() => {
          setMinutes(current)
          question.ask()
        }}
      >
        {t('changeLength.button')}
      </Button>
      <QuestionDialog
        question={question}
        title={t('changeLength.title', { reference: booking.reference })}
        keepLabel={t('changeLength.keep')}
        confirmLabel={t('changeLength.confirm')}
        overrides={staffBookingMessages}
        onConfirm={() =>
          change.mutate(
            { id: booking.id, start: booking.start, durationMinutes: minutes },
            { onSuccess: () => question.hide() },
          )
        }
      >
        <Select
          label={t('changeLength.length')}
          data={choices}
          value={String(minutes)}
          onChange={(value) => setMinutes(Number(value ?? current))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Text size="sm">
          {withSlots(
            t('changeLength.text', {
              start: timeIn(booking.timezone, booking.start, { language }),
              until: slot('until'),
              resource: booking.resource.name,
            }),
            { until: <strong>{until}</strong> },
          )}
        </Text>
      </QuestionDialog>
    </>
  )
}
