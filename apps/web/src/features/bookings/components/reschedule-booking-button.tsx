import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Booking, Slot } from '@reserva/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { IconCalendar } from '@/components/icons.tsx'
import { dayIn, longDate, spanLabel, timeIn, zoneLabel } from '@/lib/dates.ts'
import { useServices } from '@/lib/get-services.ts'
import { slotKeys } from '@/lib/query-keys.ts'
import { useRescheduleBooking } from '../api/change-booking.ts'
import { bookingMessages, isTimeGone } from '../errors.ts'
import { MonthSlotPicker } from './month-slot-picker.tsx'

/**
 * "Change time": the same calendar as /book, in a dialog, for the booking's service and number of
 * people; then one more press to move the booking.
 */
export function RescheduleBookingButton({
  booking,
  visitorZone,
  onMoved,
  size = 'sm',
}: {
  booking: Booking
  visitorZone: string
  onMoved: (booking: Booking) => void
  size?: 'sm' | 'md'
}) {
  const [open, setOpen] = useState(false)
  const [day, setDay] = useState<string | null>(null)
  const [slot, setSlot] = useState<Slot | null>(null)
  const reschedule = useRescheduleBooking()
  const queryClient = useQueryClient()
  const services = useServices()
  const narrow = useMediaQuery('(max-width: 48em)')
  const capacity = services.data?.find((s) => s.id === booking.service.id)?.capacity ?? 1
  const zone = booking.timezone
  const zones = { businessZone: zone, visitorZone }

  const close = () => {
    setOpen(false)
    setSlot(null)
    setDay(null)
    reschedule.reset()
  }

  const move = () => {
    if (!slot) return
    reschedule.mutate(
      { id: booking.id, start: slot.start },
      {
        onSuccess: (moved) => {
          close()
          onMoved(moved)
        },
        onError: (error) => {
          if (isTimeGone(error)) {
            setSlot(null)
            void queryClient.invalidateQueries({
              queryKey: slotKeys.forService(booking.service.id),
            })
          }
        },
      },
    )
  }

  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconCalendar size={16} />}
        onClick={() => setOpen(true)}
        aria-label={`Change time of booking ${booking.reference}`}
      >
        Change time
      </Button>
      <Modal
        opened={open}
        onClose={close}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={`Choose a new time for ${booking.service.name}`}
        size={960}
        fullScreen={narrow}
        radius={narrow ? 0 : 'lg'}
        // The times scroll in a region of their own above the footer, so the footer never lies
        // over a time (on a phone it used to cover the ones just brought into view).
        styles={{
          title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
          content: { display: 'flex', flexDirection: 'column' },
          body: { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 },
        }}
      >
        <Stack gap="md" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} pb="md">
          <Text size="sm">
            Now: {longDate(dayIn(zone, booking.start))}, {timeIn(zone, booking.start)} –{' '}
            {timeIn(zone, booking.end)} {zoneLabel(zone)}.
          </Text>
          {open ? (
            <MonthSlotPicker
              serviceId={booking.service.id}
              capacity={capacity}
              seats={booking.seats}
              businessZone={zone}
              visitorZone={visitorZone}
              day={day}
              onDayChange={(next) => {
                setDay(next)
                setSlot(null)
              }}
              selectedStart={slot?.start ?? null}
              onChoose={setSlot}
              headingOrder={3}
            />
          ) : null}
          <ErrorAlert error={reschedule.error} overrides={bookingMessages} />
        </Stack>
        <Paper
          withBorder
          radius="md"
          p={narrow ? 'sm' : 'md'}
          bg="var(--reserva-surface-muted)"
          style={{ flexShrink: 0 }}
        >
          <Group justify="space-between" gap="sm">
            <Text aria-live="polite" fw={slot ? 600 : 400} size={narrow ? 'sm' : 'md'}>
              {slot ? `New time: ${spanLabel(slot, zones)}` : 'Choose a day, then a time.'}
            </Text>
            <Group gap="xs" wrap="nowrap">
              {/* On a phone the short word keeps both buttons on one line. */}
              <Button variant="default" onClick={close} size={narrow ? 'sm' : 'md'}>
                {narrow ? 'Keep current' : 'Keep the current time'}
              </Button>
              <Button
                onClick={move}
                disabled={!slot}
                loading={reschedule.isPending}
                size={narrow ? 'sm' : 'md'}
              >
                Move booking
              </Button>
            </Group>
          </Group>
        </Paper>
      </Modal>
    </>
  )
}
