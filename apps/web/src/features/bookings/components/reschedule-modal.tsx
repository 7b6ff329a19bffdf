import { Text } from '@mantine/core'
import type { Booking, Slot } from '@reserva/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { LazyMonthSlotPicker } from '@/components/slot-picker/lazy-month-slot-picker.tsx'
import { SlotChoiceModal } from '@/components/slot-picker/slot-choice-modal.tsx'
import { rescheduleBooking } from '@/lib/booking-requests.ts'
import { useServices } from '@/lib/get-services.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'
import { slotKeys } from '@/lib/query-keys.ts'
import { useBookingMutation } from '../api/staff-bookings.ts'
import { movedNotice, movedTo, startsAt } from '../booking-notices.ts'
import { isTimeGone } from '../errors.ts'
import { staffBookingMessages } from '../staff-errors.ts'

/**
 * Staff move a booking to another free time of its own (its length and places), in the same
 * month calendar as /book; a time with another resource says so. The customer gets an e-mail.
 */
export function RescheduleModal({
  booking,
  opened,
  onClose,
}: {
  booking: Booking
  opened: boolean
  onClose: () => void
}) {
  const t = useT()
  const zone = booking.timezone
  const [day, setDay] = useState<string | null>(null)
  const [slot, setSlot] = useState<Slot | null>(null)
  const queryClient = useQueryClient()
  const services = useServices()
  const capacity = services.data?.find((s) => s.id === booking.service.id)?.capacity ?? 1
  const move = useBookingMutation(rescheduleBooking, { notice: movedNotice(booking) })

  const close = () => {
    setDay(null)
    setSlot(null)
    move.reset()
    onClose()
  }

  return (
    <SlotChoiceModal
      opened={opened}
      onClose={close}
      title={t('rescheduleModal.title', { reference: booking.reference })}
      intro={
        <Text size="sm">
          {withNodes(
            t('rescheduleModal.intro', {
              service: booking.service.name,
              customer: booking.customer.name,
              resource: booking.resource.name,
              ...holes('when'),
            }),
            { when: <strong>{startsAt(booking)}</strong> },
          )}
        </Text>
      }
      chosen={
        slot
          ? { text: movedTo(booking, slot, zone), done: true }
          : { text: t('rescheduleBooking.chooseDay'), done: false }
      }
      keepLabel={t('rescheduleBooking.keep')}
      keepShortLabel={t('rescheduleBooking.keepShort')}
      confirmLabel={t('rescheduleBooking.move')}
      canConfirm={slot !== null}
      confirming={move.isPending}
      onConfirm={() => {
        if (!slot) return
        move.mutate(
          { id: booking.id, start: slot.start },
          {
            onSuccess: close,
            onError: (error) => {
              if (!isTimeGone(error)) return
              setSlot(null)
              void queryClient.invalidateQueries({
                queryKey: slotKeys.forService(booking.service.id),
              })
            },
          },
        )
      }}
    >
      <LazyMonthSlotPicker
        source={{ serviceId: booking.service.id, bookingId: booking.id }}
        currentResource={booking.resource}
        capacity={capacity}
        seats={booking.seats}
        businessZone={zone}
        visitorZone={zone}
        day={day}
        onDayChange={(next) => {
          setDay(next)
          setSlot(null)
        }}
        selectedStart={slot?.start ?? null}
        onChoose={setSlot}
        headingOrder={3}
      />
      <ErrorAlert error={move.error} overrides={staffBookingMessages} />
    </SlotChoiceModal>
  )
}
