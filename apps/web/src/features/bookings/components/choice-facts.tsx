import { Button, Text } from '@mantine/core'
import { formatMoney, type Service } from '@reserva/shared'
import { Notice } from '@/components/notice.tsx'
import { IconArrowLeft } from '@/components/screen-icons.tsx'
import { useClock } from '@/lib/clock.ts'
import { dayIn, longDate, timeIn, zoneLabel } from '@/lib/dates.ts'
import { type ChangePolicy, changeWindow } from '../change-policy.ts'
import { formatDuration } from '../duration.ts'
import { WhenText } from './booking-facts.tsx'

// What a person is about to book, as the confirm steps (a customer's, a guest's) show it.

/** The choice's facts for `BookingFacts`: service, when, people, price and notes. */
export function choiceFacts({
  service,
  start,
  end,
  seats,
  notes,
  businessZone,
  visitorZone,
}: {
  service: Service
  start: string
  end: string
  seats: number
  notes: string
  businessZone: string
  visitorZone: string
}) {
  return [
    { label: 'Service', value: service.name },
    {
      label: 'When',
      value: (
        <WhenText start={start} end={end} businessZone={businessZone} visitorZone={visitorZone} />
      ),
    },
    ...(service.capacity > 1 || seats > 1
      ? [{ label: 'People', value: `${seats} ${seats === 1 ? 'person' : 'people'}` }]
      : []),
    ...(service.priceMinor !== null
      ? [{ label: 'Price', value: formatMoney(service.priceMinor, service.currency) }]
      : []),
    ...(notes.trim()
      ? [{ label: 'Notes', value: <Text style={{ whiteSpace: 'pre-wrap' }}>{notes.trim()}</Text> }]
      : []),
  ]
}

/**
 * Before booking, what can still be changed online afterwards: a warning when the time is already
 * inside a cut-off, else the last moment to cancel or move it.
 */
export function ChangeNotice({
  start,
  policy,
  zone,
}: {
  start: string
  policy: ChangePolicy
  zone: string
}) {
  const window = changeWindow(start, policy, useClock().now().getTime())
  const when = (instant: string) =>
    `${longDate(dayIn(zone, instant))}, ${timeIn(zone, instant)} ${zoneLabel(zone)}`
  const before = (minutes: number) => `${formatDuration(minutes)} before the start`
  if (window.canCancel && window.canReschedule) {
    return (
      <Text size="sm">
        {window.cancelUntil === window.rescheduleUntil
          ? `You can cancel or move this booking online until ${when(window.cancelUntil)}.`
          : `You can cancel this booking online until ${when(window.cancelUntil)}, and move it until ${when(window.rescheduleUntil)}.`}
      </Text>
    )
  }
  const text =
    !window.canCancel && !window.canReschedule
      ? `Once booked, this time cannot be cancelled or moved online: changes close ${before(
          Math.min(policy.cancelCutoffMinutes, policy.rescheduleCutoffMinutes),
        )}. Contact us if your plans change.`
      : !window.canCancel
        ? `Once booked, this time cannot be cancelled online: cancelling closes ${before(
            policy.cancelCutoffMinutes,
          )}. You can still move it online until ${when(window.rescheduleUntil)}.`
        : `Once booked, this time cannot be moved online: moving closes ${before(
            policy.rescheduleCutoffMinutes,
          )}. You can still cancel it online until ${when(window.cancelUntil)}.`
  return (
    <Notice tone="warning" role="note" title="Close to the start">
      {text}
    </Notice>
  )
}

/** A confirm step's way back to the details, quiet next to the step's own button. */
export function BackButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button
      size="lg"
      variant="subtle"
      color="gray"
      onClick={onClick}
      disabled={disabled}
      leftSection={<IconArrowLeft size={18} />}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      Back
    </Button>
  )
}
