import { useClock } from '@/lib/clock.ts'
import '@mantine/schedule/styles.css'
import { Group, Skeleton, Stack, Switch, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import {
  ResourcesSchedule,
  type ScheduleEventData,
  type ScheduleResourceData,
} from '@mantine/schedule'
import type { Booking, BookingStatus } from '@reserva/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Notice } from '@/components/notice.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { dayAndMonth, longDate, shortDate, timeIn, todayIn } from '@/lib/dates.ts'
import { useClosures } from '@/lib/get-closures.ts'
import { useResources } from '@/lib/get-resources.ts'
import { allBookingsQueryOptions, type BookingsFilter } from '../api/staff-bookings.ts'
import {
  bookingsToEvents,
  type CalendarView,
  scheduleDateTime,
  slotInstant,
  visibleHours,
  visibleRange,
} from '../calendar-events.ts'
import { BookForCustomerModal, type BookingPrefill } from './book-for-customer.tsx'
import classes from './booking-calendar.module.css'
import { CalendarBookingModal } from './calendar-booking-modal.tsx'
import { renderCalendarEvent, renderCalendarEventBody } from './calendar-event.tsx'

/** "Friday 25 December 2026 (Christmas Day)", or a range of days. */
const closedDays = (c: { firstDay: string; lastDay: string; reason: string }) =>
  `${c.firstDay === c.lastDay ? longDate(c.firstDay) : `${longDate(c.firstDay)} to ${longDate(c.lastDay)}`}${c.reason ? ` (${c.reason})` : ''}`

/** Cancelled and declined bookings free their time: hidden unless asked for. */
const LIVE_STATUSES: BookingStatus[] = ['pending', 'confirmed', 'completed', 'no_show']

/**
 * The operator's calendar (decision 011): a lane per resource, day or week,
 * bookings in their status's colours at the business's wall-clock times. A booking opens with its
 * actions; an empty time opens "Book for a customer" at that resource, day and time.
 */
export function BookingCalendar({ timezone }: { timezone: string }) {
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false })
  const [view, setView] = useState<CalendarView>('day')
  const clock = useClock()
  const [date, setDate] = useState(() => todayIn(timezone, clock.now()))
  const [withOver, setWithOver] = useState(false)
  const [openId, setOpenId] = useState<string | null>(null)
  const [lastOpened, setLastOpened] = useState<Booking | null>(null)
  const [prefill, setPrefill] = useState<BookingPrefill | null>(null)

  const range = visibleRange({ zone: timezone, view, date })
  const filter: BookingsFilter = {
    from: range.askFrom,
    to: range.to,
    ...(withOver ? {} : { status: LIVE_STATUSES }),
  }
  // The staff bookings key (lib/query-keys.ts): a live update or any action refetches it. The
  // range on screen stays while the next one loads.
  const bookings = useQuery({
    ...allBookingsQueryOptions(filter),
    placeholderData: keepPreviousData,
  })
  const resources = useResources()
  const closures = useClosures()

  const shown = useMemo(
    () => (bookings.data ?? []).filter((b) => Date.parse(b.end) > Date.parse(range.from)),
    [bookings.data, range.from],
  )
  const events = useMemo(() => bookingsToEvents(shown, timezone), [shown, timezone])
  const lanes: ScheduleResourceData[] = useMemo(
    () =>
      (resources.data ?? [])
        .filter((r) => r.active || shown.some((b) => b.resource.id === r.id))
        .map((r) => ({ id: r.id, label: r.name })),
    [resources.data, shown],
  )
  const hours = useMemo(
    () => visibleHours({ resources: resources.data ?? [], bookings: shown, zone: timezone }),
    [resources.data, shown, timezone],
  )

  // The business's closures that touch the days on screen.
  const closedShown = (closures.data ?? []).filter(
    (c) => c.firstDay <= range.last && c.lastDay >= range.first,
  )

  const opened = openId ? (shown.find((b) => b.id === openId) ?? lastOpened) : null

  if (!resources.isSuccess || !bookings.data) {
    const failed = resources.isError ? resources : bookings
    return (
      <QueryFallback
        query={{ ...failed, isPending: !failed.isError }}
        subject="the calendar"
        placeholder={<Skeleton h={360} radius="md" />}
      />
    )
  }
  if (lanes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        There are no resources yet, so the calendar has no lanes. An administrator adds them under
        Catalogue.
      </Text>
    )
  }

  const rangeName =
    view === 'day'
      ? longDate(range.first)
      : `the week of ${shortDate(range.first, { year: false })} to ${shortDate(range.last)}`
  const unit = view === 'day' ? 'day' : 'week'
  // Opens on the first booking shown, else on now when today is shown, else at opening time.
  const today = todayIn(timezone, clock.now())
  const firstShown = shown[0] ? scheduleDateTime(timezone, shown[0].start) : null
  const scrollTo =
    firstShown ??
    (today >= range.first && today <= range.last
      ? scheduleDateTime(timezone, clock.now())
      : `${range.first} ${hours.startTime}`)
  const now = () => scheduleDateTime(timezone, clock.now())

  return (
    <Stack gap="sm" className={classes.calendar}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" aria-live="polite">
          {shown.length === 0
            ? `No bookings on ${rangeName}.`
            : `${shown.length} ${shown.length === 1 ? 'booking' : 'bookings'} on ${rangeName}.`}{' '}
          Times in {timezone.replace(/_/g, ' ')}.
        </Text>
        <Switch
          label="Show cancelled and declined"
          checked={withOver}
          onChange={(event) => setWithOver(event.currentTarget.checked)}
          size="sm"
        />
      </Group>
      {closedShown.length > 0 ? (
        <Notice tone="warning" role="note" title="The business is closed">
          {closedShown.map(closedDays).join('; ')}: no times are offered and nothing can be booked
          then.
        </Notice>
      ) : null}
      <ResourcesSchedule
        view={view}
        onViewChange={(next) => setView(next === 'week' ? 'week' : 'day')}
        date={date}
        // A day as `YYYY-MM-DD`: the views hand some dates over with a time.
        onDateChange={(next) => setDate(String(next).slice(0, 10))}
        resources={lanes}
        events={events}
        renderEventBody={renderCalendarEventBody(timezone, classes)}
        labels={{
          previous: `Previous ${unit}`,
          next: `Next ${unit}`,
          today: 'Today',
          viewSelectLabel: 'Calendar view',
          resources: 'Resources',
          resourceSlot: 'Book for a customer:',
        }}
        onEventClick={(event: ScheduleEventData) => {
          const booking = (event.payload as { booking: Booking }).booking
          setLastOpened(booking)
          setOpenId(booking.id)
        }}
        onTimeSlotClick={({ slotStart, resourceId }) => {
          const start = slotInstant(timezone, slotStart)
          const lane = lanes.find((r) => r.id === resourceId)
          if (Date.parse(start) < clock.now().getTime() - 30 * 60_000) {
            notifications.show({
              message: `${timeIn(timezone, start)} on ${shortDate(slotStart.slice(0, 10))} has passed: pick a later time to book.`,
            })
            return
          }
          if (!lane) return
          setPrefill({
            date: slotStart.slice(0, 10),
            start,
            resource: { id: String(lane.id), name: String(lane.label ?? '') },
          })
        }}
        dayViewProps={{
          ...hours,
          intervalMinutes: 30,
          slotWidth: phone ? 96 : 120,
          startScrollTime: `${scrollTo.slice(11, 13)}:00:00`,
          rowHeight: 76,
          // On a phone the header shares a line with the arrows: the short form fits.
          headerFormat: phone ? 'ddd D MMM YYYY' : 'dddd D MMMM YYYY',
          getCurrentTime: now,
          renderEvent: renderCalendarEvent(classes),
          viewSelectProps: { views: ['day', 'week'] },
          maxEventsPerTimeSlot: 3,
        }}
        weekViewProps={{
          ...hours,
          intervalMinutes: 60,
          slotWidth: 80,
          startScrollDateTime: `${scrollTo.slice(0, 13)}:00:00`,
          rowHeight: 76,
          firstDayOfWeek: 1,
          // Mantine's red weekend labels are 3.3:1 on white (below AA); a business's open days are
          // its hours, not the weekend, and today is marked in its own colour.
          weekendDays: [],
          weekdayFormat: 'ddd D MMM',
          renderWeekLabel: () =>
            `${dayAndMonth(range.first)} – ${dayAndMonth(range.last)} ${range.last.slice(0, 4)}`,
          getCurrentTime: now,
          renderEvent: renderCalendarEvent(classes),
          viewSelectProps: { views: ['day', 'week'] },
          maxEventsPerTimeSlot: 3,
        }}
      />
      <CalendarBookingModal booking={opened} onClose={() => setOpenId(null)} />
      <BookForCustomerModal
        opened={prefill !== null}
        onClose={() => setPrefill(null)}
        timezone={timezone}
        prefill={prefill ?? undefined}
      />
    </Stack>
  )
}
