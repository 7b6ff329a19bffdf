import { Button, Group, Stack, Text } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { FormModal } from '@/components/form-modal.tsx'
import { rescheduleBooking } from '@/lib/booking-requests.ts'
import { dayIn, todayIn } from '@/lib/dates.ts'
import { useBookingMutation } from '../api/staff-bookings.ts'
import { movedNotice, startsAt } from '../booking-notices.ts'
import { isTimeGone } from '../errors.ts'
import { staffBookingMessages } from '../staff-errors.ts'
import { StaffSlotPicker } from './staff-slot-picker.tsx'

/** Moves a booking to another free start of the same service; the customer gets an e-mail. */
export function RescheduleModal({
  booking,
  opened,
  onClose,
}: {
  booking: Booking
  opened: boolean
  onClose: () => void
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title={`Reschedule ${booking.reference}`}>
      <RescheduleForm booking={booking} onDone={onClose} />
    </FormModal>
  )
}

function RescheduleForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const zone = booking.timezone
  const today = todayIn(zone)
  const bookedOn = dayIn(zone, booking.start)
  const [date, setDate] = useState(bookedOn < today ? today : bookedOn)
  const [start, setStart] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const move = useBookingMutation(rescheduleBooking, { notice: movedNotice })

  return (
    <Stack gap="md">
      <Text>
        {booking.service.name} for {booking.customer.name}, now <strong>{startsAt(booking)}</strong>
        . Choose the new time; the customer gets an e-mail about the change.
      </Text>
      <ErrorAlert
        error={isTimeGone(move.error) ? null : move.error}
        overrides={staffBookingMessages}
      />
      <StaffSlotPicker
        serviceId={booking.service.id}
        date={date}
        onDateChange={setDate}
        value={start}
        onChange={(slot) => {
          setStart(slot?.start ?? null)
          setError(undefined)
        }}
        minDate={today}
        timezone={zone}
        error={error}
        requestError={move.error}
        excludeStart={booking.start}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Keep the current time
        </Button>
        <Button
          loading={move.isPending}
          onClick={() => {
            if (!start) {
              setError('Choose a new time')
              return
            }
            move.mutate({ id: booking.id, start }, { onSuccess: onDone })
          }}
        >
          Move booking
        </Button>
      </Group>
    </Stack>
  )
}
