import { ActionIcon, Badge, Menu } from '@mantine/core'
import type { Booking } from '@reserva/shared'
import { useState } from 'react'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { IconDots } from '@/components/screen-icons.tsx'
import { timeIn } from '@/lib/dates.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { type RowAction, rowActions } from '../agenda.ts'
import { changeBookingStatus, useBookingMutation } from '../api/staff-bookings.ts'
import { staffBookingMessages } from '../staff-errors.ts'
import classes from './agenda.module.css'
import { type AskedAction, BookingActionModal } from './booking-action-modal.tsx'
import { RescheduleModal } from './reschedule-modal.tsx'

const actionNames = {
  confirm: 'agenda.confirm',
  decline: 'agenda.decline',
  complete: 'agenda.complete',
  'no-show': 'agenda.noShow',
  undo: 'agenda.undo',
  reschedule: 'agenda.reschedule',
  cancel: 'agenda.cancel',
} as const satisfies Record<RowAction, string>

/**
 * One booking in the agenda, on one line (two on a phone): time, customer, service, resource and
 * status, and a menu of what can be done to it now. Every change of status asks first (declining
 * and cancelling with a reason for the customer); rescheduling opens the booking's free times; a
 * completion or no-show just marked can be undone.
 */
export function AgendaRow({
  booking,
  now,
  isNew,
  onOpen,
}: {
  booking: Booking
  now: number
  /** Arrived a moment ago (a live update): pointed out until the agenda says otherwise. */
  isNew: boolean
  /** Shows the booking's details: reference, contact, price and notes. */
  onOpen: () => void
}) {
  const { t, language } = useI18n()
  const act = useBookingMutation(changeBookingStatus)
  const [asking, setAsking] = useState<AskedAction | null>(null)
  const [moving, setMoving] = useState(false)
  const zone = booking.timezone
  const choose = (action: RowAction) => {
    if (action === 'reschedule') setMoving(true)
    else if (action === 'undo') act.mutate({ id: booking.id, action })
    else setAsking(action)
  }
  const actions = rowActions(booking, now)
  const start = timeIn(zone, booking.start, { language })

  return (
    <li className={classes.row} data-new={isNew || undefined} aria-busy={act.isPending}>
      <span className={classes.time}>
        {start}–{timeIn(zone, booking.end, { language })}
      </span>
      <span className={classes.customer}>
        {isNew ? (
          <Badge size="sm" variant="filled" color="brand" style={{ flex: 'none' }}>
            {t('agenda.new')}
          </Badge>
        ) : null}
        <span>{booking.customer.name}</span>
      </span>
      <span className={classes.what}>
        <span>{booking.service.name}</span>
        <span>{booking.resource.name}</span>
      </span>
      <span className={classes.status}>
        <BookingStatusBadge status={booking.status} />
      </span>
      <Menu position="bottom-end" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            className={classes.menu}
            aria-label={t('agenda.actionsFor', {
              customer: booking.customer.name,
              service: booking.service.name,
              time: start,
              reference: booking.reference,
            })}
            loading={act.isPending}
          >
            <IconDots size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onOpen}>{t('agenda.details')}</Menu.Item>
          {actions.length > 0 ? <Menu.Divider /> : null}
          {actions.map((action) => (
            <Menu.Item
              key={action}
              onClick={() => choose(action)}
              c={action === 'cancel' ? 'var(--mantine-color-error)' : undefined}
            >
              {t(actionNames[action])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {act.error ? (
        <div className={classes.error}>
          <ErrorAlert error={act.error} overrides={staffBookingMessages} />
        </div>
      ) : null}
      <BookingActionModal booking={booking} action={asking} onClose={() => setAsking(null)} />
      <RescheduleModal booking={booking} opened={moving} onClose={() => setMoving(false)} />
    </li>
  )
}
