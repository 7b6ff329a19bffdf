import { Button, Select, Text } from '@mantine/core'
import { type Booking, maxBookingMinutes } from '@reserva/shared'
import { useState } from 'react'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { rescheduleBooking } from '@/lib/booking-requests.ts'
import { timeIn } from '@/lib/dates.ts'
import { useBookingMutation } from '../api/staff-bookings.ts'
import { movedNotice } from '../booking-notices.ts'
import { staffBookingMessages } from '../staff-errors.ts'

const STEP = 15

/** "1 h 30 min" for 90. */
const lengthWords = (minutes: number) => {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ')
}

/**
 * Staff give a booking another length, keeping its start and resource: what dragging its lower
 * edge on the calendar does, by keyboard. Checked by the server like any move.
 */
export function ChangeLengthButton({ booking }: { booking: Booking }) {
  const change = useBookingMutation(rescheduleBooking, { notice: movedNotice(booking) })
  const question = useQuestion(change)
  const current = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000)
  const [minutes, setMinutes] = useState(current)
  const choices: { value: string; label: string }[] = []
  for (let m = STEP; m <= maxBookingMinutes; m += STEP) {
    choices.push({ value: String(m), label: lengthWords(m) })
  }
  if (!choices.some((choice) => choice.value === String(current))) {
    choices.push({ value: String(current), label: lengthWords(current) })
    choices.sort((a, b) => Number(a.value) - Number(b.value))
  }
  const until = timeIn(booking.timezone, new Date(Date.parse(booking.start) + minutes * 60_000))
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
        Change length
      </Button>
      <QuestionDialog
        question={question}
        title={`Change the length of ${booking.reference}?`}
        keepLabel="Keep the time"
        confirmLabel="Change it"
        overrides={staffBookingMessages}
        onConfirm={() =>
          change.mutate(
            { id: booking.id, start: booking.start, durationMinutes: minutes },
            { onSuccess: () => question.hide() },
          )
        }
      >
        <Select
          label="Length"
          data={choices}
          value={String(minutes)}
          onChange={(value) => setMinutes(Number(value ?? current))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Text size="sm">
          From {timeIn(booking.timezone, booking.start)} until <strong>{until}</strong> with{' '}
          {booking.resource.name}, if that time is free. The customer gets an e-mail about the
          change.
        </Text>
      </QuestionDialog>
    </>
  )
}
