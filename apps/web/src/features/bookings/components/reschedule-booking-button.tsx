import { Button, Text } from '@mantine/core'
import type { ManagedBooking, Slot } from '@reserva/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { IconCalendar } from '@/components/icons.tsx'
import { LazyMonthSlotPicker } from '@/components/slot-picker/lazy-month-slot-picker.tsx'
import { SlotChoiceModal } from '@/components/slot-picker/slot-choice-modal.tsx'
import { dayIn, longDate, timeIn, zoneLabel } from '@/lib/dates.ts'
import { useServices } from '@/lib/get-services.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { slotKeys } from '@/lib/query-keys.ts'
import { useRescheduleBooking } from '../api/change-booking.ts'
import { rescheduleByLink, useManagedChange } from '../api/manage-booking.ts'
import { movedTo } from '../booking-notices.ts'
import { bookingMessages, isTimeGone } from '../errors.ts'

/**
 * "Change time": the same calendar as /book, in a dialog, with the times this booking can move
 * to (its length and places; a time with another resource says so); then one more press to move
 * the booking.
 */
export function RescheduleBookingButton<B extends ManagedBooking>({
  booking,
  visitorZone,
  onMoved,
  link,
  size = 'sm',
}: {
  booking: B
  visitorZone: string
  onMoved: (booking: B) => void
  /** Moved through the booking's manage link, not as the signed-in customer. */
  link?: string
  size?: 'sm' | 'md'
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [day, setDay] = useState<string | null>(null)
  const [slot, setSlot] = useState<Slot | null>(null)
  const bySession = useRescheduleBooking()
  const byLink = useManagedChange(link ?? '', (given, { start }: { id: string; start: string }) =>
    rescheduleByLink(given, start),
  )
  const reschedule = link ? byLink : bySession
  const queryClient = useQueryClient()
  const services = useServices()
  const capacity = services.data?.find((s) => s.id === booking.service.id)?.capacity ?? 1
  const zone = booking.timezone

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
          // The booking as the server answered: the signed-in kind, or a link's (B's own).
          onMoved(moved as B)
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
        aria-label={t('rescheduleBooking.label', { reference: booking.reference })}
      >
        {t('rescheduleBooking.button')}
      </Button>
      <SlotChoiceModal
        opened={open}
        onClose={close}
        title={t('rescheduleBooking.title', { service: booking.service.name })}
        intro={
          <Text size="sm">
            {t('rescheduleBooking.now', {
              date: longDate(dayIn(zone, booking.start)),
              range: t('bookingFacts.timeRange', {
                start: timeIn(zone, booking.start),
                end: timeIn(zone, booking.end),
                zone: zoneLabel(zone),
              }),
              resource: booking.resource.name,
            })}
          </Text>
        }
        chosen={
          slot
            ? { text: movedTo(booking, slot, visitorZone), done: true }
            : { text: t('rescheduleBooking.chooseDay'), done: false }
        }
        keepLabel={t('rescheduleBooking.keep')}
        keepShortLabel={t('rescheduleBooking.keepShort')}
        confirmLabel={t('rescheduleBooking.move')}
        canConfirm={slot !== null}
        confirming={reschedule.isPending}
        onConfirm={move}
      >
        <LazyMonthSlotPicker
          source={
            link
              ? { serviceId: booking.service.id, manageLink: link }
              : { serviceId: booking.service.id, bookingId: booking.id }
          }
          currentResource={booking.resource}
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
        <ErrorAlert error={reschedule.error} overrides={bookingMessages} />
      </SlotChoiceModal>
    </>
  )
}
