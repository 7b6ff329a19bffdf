import { UnstyledButton } from '@mantine/core'
import type { ResourcesDayViewProps } from '@mantine/schedule'
import type { CSSProperties } from 'react'
import { statusColours } from '@/components/booking-status-badge.tsx'
import { timeIn } from '@/lib/dates.ts'
import type { CalendarEventPayload } from '../calendar-events.ts'

type RenderEvent = NonNullable<ResourcesDayViewProps['renderEvent']>
type RenderEventBody = NonNullable<ResourcesDayViewProps['renderEventBody']>
type Classes = { event?: string; eventTime?: string; eventLine?: string }

/**
 * A booking on the calendar wears its status's colours (the badge's checked pairs, for either
 * scheme), set as the schedule's own event colours. The schedule passes the button's props
 * (position, focus, click, and its inner box, the part that takes the pointer); this adds the
 * name, whose start is what the event shows (WCAG's "label in name"), and the colours.
 */
export const renderCalendarEvent =
  (classes: Classes): RenderEvent =>
  (event, { className, style, ...props }) => {
    const { booking } = event.payload as CalendarEventPayload
    const colours = statusColours(booking.status)
    return (
      <UnstyledButton
        {...props}
        aria-label={event.title}
        data-status={booking.status}
        className={[className, colours.className, classes.event].filter(Boolean).join(' ')}
        style={
          {
            ...style,
            ...colours.style,
            '--event-bg': 'var(--status-background)',
            '--event-hover': 'var(--status-background)',
            '--event-color': 'var(--status-text)',
          } as CSSProperties
        }
      />
    )
  }

/** What a booking shows: its start and customer, service, and status in words (never colour alone). */
export const renderCalendarEventBody =
  (zone: string, classes: Classes): RenderEventBody =>
  (event) => {
    const { booking, statusName } = event.payload as CalendarEventPayload
    return (
      <>
        <span className={classes.eventLine}>
          <span className={classes.eventTime}>{timeIn(zone, booking.start)}</span>{' '}
          {booking.customer.name}
        </span>{' '}
        <span className={classes.eventLine}>{booking.service.name}</span>{' '}
        <span className={classes.eventLine}>{statusName}</span>
      </>
    )
  }
