import { UnstyledButton } from '@mantine/core'
import type { ResourcesDayViewProps } from '@mantine/schedule'
import { statusColours } from '@/components/booking-status-badge.tsx'
import { timeIn } from '@/lib/dates.ts'
import type { CalendarEventPayload } from '../calendar-events.ts'

type RenderEvent = NonNullable<ResourcesDayViewProps['renderEvent']>
type Classes = { event?: string; eventTime?: string; eventLine?: string }

/**
 * How a booking looks on the calendar: its status's colours (never the colour alone: the status
 * is written inside and in its accessible name), start time, customer and service. Its name
 * begins with what it shows (bookingEventLabel), as WCAG's "label in name" asks. The schedule
 * passes the button's props (position, focus, click); this adds the name and the colours.
 */
export const renderCalendarEvent =
  (zone: string, classes: Classes): RenderEvent =>
  (event, { children: _, className, style, ...props }) => {
    const { booking, statusName } = event.payload as CalendarEventPayload
    const colours = statusColours(booking.status)
    return (
      <UnstyledButton
        {...props}
        aria-label={event.title}
        data-status={booking.status}
        className={[className, colours.className, classes.event].filter(Boolean).join(' ')}
        style={{ ...style, ...colours.style }}
      >
        <span className={classes.eventLine}>
          <span className={classes.eventTime}>{timeIn(zone, booking.start)}</span>{' '}
          {booking.customer.name}
        </span>{' '}
        <span className={classes.eventLine}>{booking.service.name}</span>{' '}
        <span className={classes.eventLine}>{statusName}</span>
      </UnstyledButton>
    )
  }
