import { Anchor, Button, type ButtonProps, Group, Paper, Stack, Text } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { formatMoney } from '@reserva/shared/money-format'
import { useState } from 'react'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { dayIn, shortDate, timeIn } from '@/lib/dates.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import {
  type BookingAction,
  changeBookingStatus,
  useBookingMutation,
} from '../api/staff-bookings.ts'
import { staffBookingMessages } from '../staff-errors.ts'
import { type AskedAction, BookingActionModal } from './booking-action-modal.tsx'
import { ChangeLengthButton } from './change-length-modal.tsx'
import { RescheduleModal } from './reschedule-modal.tsx'
import { StatusReason } from './status-reason.tsx'

const actionNames = {
  confirm: 'staffBookingCard.confirm',
  decline: 'staffBookingCard.decline',
  complete: 'staffBookingCard.complete',
  'no-show': 'staffBookingCard.noShow',
  cancel: 'staffBookingCard.cancel',
  undo: 'staffBookingCard.undo',
} as const satisfies Record<BookingAction, MessageKey>

/**
 * One booking as staff see it, with what can be done to it now: confirm or decline a pending one;
 * complete, mark a no-show (once it has started), move or cancel a confirmed one; undo a
 * completion or no-show for a while. Each change of status asks first.
 */
export function BookingCard({
  booking,
  showDate = false,
  now,
}: {
  booking: Booking
  /** Lists beyond today say the day as well as the time. */
  showDate?: boolean
  now: number
}) {
  const { t, language } = useI18n()
  const act = useBookingMutation(changeBookingStatus)
  const [asking, setAsking] = useState<AskedAction | null>(null)
  const [moving, setMoving] = useState(false)
  const zone = booking.timezone
  const started = Date.parse(booking.start) <= now
  const id = `booking-${booking.id}`
  const busy = (action: BookingAction) => act.isPending && act.variables?.action === action
  const ask = (action: BookingAction) =>
    action === 'undo' ? act.mutate({ id: booking.id, action }) : setAsking(action)
  const button = (
    action: BookingAction,
    props: ButtonProps & { disabled?: boolean; 'aria-describedby'?: string } = {},
  ) => (
    <Button
      size="xs"
      variant="default"
      loading={busy(action)}
      disabled={act.isPending && !busy(action)}
      onClick={() => ask(action)}
      {...props}
    >
      {t(actionNames[action])}
    </Button>
  )
  const time = `${timeIn(zone, booking.start)}–${timeIn(zone, booking.end)}`
  const day = shortDate(dayIn(zone, booking.start), { year: false })
  const details = [
    booking.resource.name,
    booking.seats > 1 ? t('staffBookingCard.places', { count: booking.seats }) : '',
    booking.priceMinor === null ? '' : formatMoney(booking.priceMinor, booking.currency, language),
    booking.source === 'staff'
      ? t('staffBookingCard.byStaff')
      : booking.source === 'quote'
        ? t('staffBookingCard.fromQuote')
        : '',
  ].filter(Boolean)
  const notStartedHint = `${id}-not-started`

  return (
    <Paper
      component="article"
      aria-labelledby={`${id}-title ${id}-customer`}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      // No fading for a cancelled or declined booking: it took the grey text and the e-mail link
      // below AA contrast (axe); its badge says what happened.
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" fw={700} c="dimmed">
              {showDate ? t('staffBookingCard.dayTime', { day, time }) : time}
            </Text>
            <Text fw={700} size="lg" id={`${id}-title`} lh={1.3}>
              {booking.service.name}
            </Text>
          </Stack>
          <BookingStatusBadge status={booking.status} />
        </Group>
        <Stack gap={2}>
          <Text size="sm">
            <Text span fw={600} inherit id={`${id}-customer`}>
              {booking.customer.name}
            </Text>{' '}
            ·{' '}
            <Anchor href={`mailto:${booking.customer.email}`} inherit>
              {booking.customer.email}
            </Anchor>
          </Text>
          {details.length > 0 ? <Text size="sm">{details.join(' · ')}</Text> : null}
        </Stack>
        <Text size="xs" c="dimmed" ff="monospace">
          {booking.reference}
        </Text>
        {booking.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span fw={600} inherit>
              {t('staffBookingCard.notes')}{' '}
            </Text>
            {booking.notes}
          </Text>
        ) : null}
        <StatusReason reason={booking.statusReason} />
        <ErrorAlert error={act.error} overrides={staffBookingMessages} />
        {booking.status === 'pending' ? (
          <Group gap="xs">
            {button('confirm', { variant: 'filled' })}
            {button('decline')}
            {booking.can.reschedule ? (
              <Button size="xs" variant="subtle" onClick={() => setMoving(true)}>
                {t('staffBookingCard.reschedule')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {booking.status === 'confirmed' ? (
          <Stack gap={4}>
            <Group gap="xs">
              {button('complete', {
                variant: 'filled',
                disabled: !started || act.isPending,
                'aria-describedby': started ? undefined : notStartedHint,
              })}
              {button('no-show', {
                disabled: !started || act.isPending,
                'aria-describedby': started ? undefined : notStartedHint,
              })}
              {booking.can.reschedule ? (
                <Button size="xs" variant="subtle" onClick={() => setMoving(true)}>
                  {t('staffBookingCard.reschedule')}
                </Button>
              ) : null}
              {booking.can.reschedule ? <ChangeLengthButton booking={booking} /> : null}
              {booking.can.cancel
                ? button('cancel', {
                    variant: 'subtle',
                    color: 'red',
                    c: 'var(--mantine-color-error)',
                  })
                : null}
            </Group>
            {started ? null : (
              <Text id={notStartedHint} size="xs" c="dimmed">
                {t('staffBookingCard.opensAt', { time: timeIn(zone, booking.start) })}
              </Text>
            )}
          </Stack>
        ) : null}
        {booking.can.undo && booking.undoUntil ? (
          <Group gap="xs" align="center">
            {button('undo', { 'aria-describedby': `${id}-undo` })}
            <Text id={`${id}-undo`} size="xs" c="dimmed">
              {booking.status === 'completed'
                ? t('staffBookingCard.undoCompleted', { time: timeIn(zone, booking.undoUntil) })
                : t('staffBookingCard.undoNoShow', { time: timeIn(zone, booking.undoUntil) })}
            </Text>
          </Group>
        ) : null}
      </Stack>
      <BookingActionModal booking={booking} action={asking} onClose={() => setAsking(null)} />
      <RescheduleModal booking={booking} opened={moving} onClose={() => setMoving(false)} />
    </Paper>
  )
}
