import { Skeleton, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import type { Booking, BookingStatus } from '@reserva/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Notice } from '@/components/notice.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { rescheduleBooking } from '@/lib/booking-requests.ts'
import { useClock } from '@/lib/clock.ts'
import { addDays, dayIn, longDate, shortDate, timeIn, todayIn } from '@/lib/dates.ts'
import { useClosures } from '@/lib/get-closures.ts'
import { useResources } from '@/lib/get-resources.ts'
import { useServices } from '@/lib/get-services.ts'
import { listText, unitText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import { slot, withSlots } from '@/lib/i18n/rich.tsx'
import {
  allBookingsQueryOptions,
  type BookingsFilter,
  useBookingMutation,
} from '../api/staff-bookings.ts'
import { movedNotice } from '../booking-notices.ts'
import { type CalendarView, visibleHours, visibleRange } from '../calendar-events.ts'
import {
  closedMinutes,
  daysBetween,
  type GridBlock,
  type GridColumn,
  gridColumns,
  instantAt,
  minuteOn,
  openMinutes,
  placeBookings,
} from '../calendar-grid.ts'
import { useLiveHighlight } from '../hooks/use-live-highlight.ts'
import { staffBookingMessages } from '../staff-errors.ts'
import { BookForCustomerModal, type BookingPrefill } from './book-for-customer.tsx'
import { CalendarBookingModal } from './calendar-booking-modal.tsx'
import { CalendarList } from './calendar-list.tsx'
import { CalendarRosterModal } from './calendar-roster-modal.tsx'
import { CalendarToolbar, type ShownView } from './calendar-toolbar.tsx'
import { type GridDrop, initials, TimeGrid } from './time-grid.tsx'

type T = ReturnType<typeof useI18n>['t']

/** "Friday 25 December 2026 (Christmas Day)", or a range of days. */
const closedDays =
  (t: T, language: Language) => (c: { firstDay: string; lastDay: string; reason: string }) => {
    const first = longDate(c.firstDay, { language })
    const last = longDate(c.lastDay, { language })
    const { reason } = c
    if (c.firstDay === c.lastDay)
      return reason ? t('staffCalendar.closedDayWhy', { day: first, reason }) : first
    return reason
      ? t('staffCalendar.closedDaysWhy', { first, last, reason })
      : t('staffCalendar.closedDays', { first, last })
  }

/** Cancelled and declined bookings free their time: hidden unless asked for. */
const LIVE_STATUSES: BookingStatus[] = ['pending', 'confirmed', 'completed', 'no_show']

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * The operator's calendar (decision 038): a day with a column per resource, or a week with a
 * column per day (one resource, or all of them side by side within each day), time running
 * down; closed hours and breaks shaded; a list on phones. A booking opens with its actions and
 * can be dragged to another time of its resource, confirmed before it is saved; an empty time
 * opens "Book for a customer" there. Bookings that arrive or change live are ringed a moment.
 */
export function BookingCalendar({ timezone }: { timezone: string }) {
  const { t, language } = useI18n()
  const phone = useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false })
  const [view, setView] = useState<ShownView>(phone ? 'list' : 'day')
  const clock = useClock()
  const [date, setDate] = useState(() => todayIn(timezone, clock.now()))
  const [resourceId, setResourceId] = useState<string>('all')
  const [withOver, setWithOver] = useState(false)
  const [openId, setOpenId] = useState<string | null>(null)
  const [lastOpened, setLastOpened] = useState<Booking | null>(null)
  const [roster, setRoster] = useState<GridBlock | null>(null)
  const [prefill, setPrefill] = useState<BookingPrefill | null>(null)
  const [move, setMove] = useState<{ booking: Booking; start: string; minutes?: number } | null>(
    null,
  )
  const moving = useBookingMutation(rescheduleBooking, {
    notice: move ? movedNotice(move.booking) : undefined,
  })
  const question = useQuestion(moving)

  const span: CalendarView = view === 'day' ? 'day' : 'week'
  const range = visibleRange({ zone: timezone, view: span, date })
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
  const services = useServices()

  const shown = useMemo(
    () => (bookings.data ?? []).filter((b) => Date.parse(b.end) > Date.parse(range.from)),
    [bookings.data, range.from],
  )
  // The previous range's answer shown while the next loads is not news.
  const highlighted = useLiveHighlight(
    bookings.isPlaceholderData ? undefined : bookings.data,
    `${range.first}/${range.last}/${withOver}`,
  )
  const lanes = useMemo(
    () =>
      (resources.data ?? []).filter((r) => r.active || shown.some((b) => b.resource.id === r.id)),
    [resources.data, shown],
  )
  const days = daysBetween(range.first, range.last)
  const laneShown =
    view === 'week' && resourceId !== 'all' ? lanes.filter((r) => r.id === resourceId) : lanes
  const columns: GridColumn[] = gridColumns(
    days,
    laneShown.map((r) => ({ id: r.id, name: r.name })),
  )
  const capacityOf = (serviceId: string) =>
    services.data?.find((s) => s.id === serviceId)?.capacity ?? 1
  const blocks = placeBookings(shown, columns, { zone: timezone, capacityOf })
  const hours = visibleHours({ resources: resources.data ?? [], bookings: shown, zone: timezone })
  const grid = {
    from: minutesOf(hours.startTime),
    to: hours.endTime === '23:59:59' ? 24 * 60 : minutesOf(hours.endTime),
  }
  const closedShown = (closures.data ?? []).filter(
    (c) => c.firstDay <= range.last && c.lastDay >= range.first,
  )
  const closed = new Map(
    columns.map((column) => {
      const resource = laneShown.find((r) => r.id === column.resource.id)
      const open = resource
        ? openMinutes(resource, column.day, { zone: timezone, closures: closedShown })
        : []
      return [column.key, closedMinutes(open, grid)]
    }),
  )

  const opened = openId ? (shown.find((b) => b.id === openId) ?? lastOpened) : null
  const openBooking = (booking: Booking) => {
    setLastOpened(booking)
    setOpenId(booking.id)
  }

  if (!resources.isSuccess || !bookings.data) {
    const failed = resources.isError ? resources : bookings
    return (
      <QueryFallback
        query={{ ...failed, isPending: !failed.isError }}
        subject={t('staffCalendar.subject')}
        placeholder={<Skeleton h={360} radius="md" />}
      />
    )
  }
  if (lanes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('staffCalendar.noLanes')}
      </Text>
    )
  }

  const week = {
    first: shortDate(range.first, { year: false, language }),
    last: shortDate(range.last, { language }),
  }
  const day = longDate(range.first, { language })
  const rangeName = span === 'day' ? day : t('staffCalendar.weekRange', week)
  const count = shown.length
  const summary =
    span === 'day'
      ? count === 0
        ? t('staffCalendar.noneOnDay', { day })
        : t('staffCalendar.countOnDay', { count, day })
      : count === 0
        ? t('staffCalendar.noneInWeek', week)
        : t('staffCalendar.countInWeek', { count, ...week })
  const today = todayIn(timezone, clock.now())
  const now = clock.now().toISOString()

  const bookAt = ({ column, minute }: { column: GridColumn; minute: number }) => {
    const start = instantAt(timezone, column.day, minute)
    if (Date.parse(start) < clock.now().getTime() - 30 * 60_000) {
      notifications.show({
        message: t('staffCalendar.passed', {
          time: timeIn(timezone, start, { language }),
          date: shortDate(column.day, { language }),
        }),
      })
      return
    }
    setPrefill({ date: column.day, start, resource: column.resource })
  }
  const askToMove = ({ booking, day, minute, minutes }: GridDrop) => {
    setMove({
      booking,
      start: instantAt(timezone, day, minute),
      ...(minutes === undefined ? {} : { minutes }),
    })
    question.ask()
  }
  const resizing = move?.minutes !== undefined

  return (
    <Stack gap="sm">
      <CalendarToolbar
        view={view}
        onViewChange={setView}
        phone={phone}
        rangeLabel={rangeName}
        onStep={(step) =>
          setDate(step === 0 ? today : addDays(date, step * (span === 'day' ? 1 : 7)))
        }
        resources={lanes}
        resourceId={resourceId}
        onResourceChange={setResourceId}
        withOver={withOver}
        onWithOverChange={setWithOver}
      />
      <Text size="sm" aria-live="polite">
        {summary} {t('staffCalendar.zone', { zone: timezone.replace(/_/g, ' ') })}
        {view !== 'list' ? ` ${t('staffCalendar.gridHint')}` : ''}
      </Text>
      {closedShown.length > 0 ? (
        <Notice tone="warning" role="note" title={t('staffCalendar.closedTitle')}>
          {t('staffCalendar.closedText', {
            days: listText(language, closedShown.map(closedDays(t, language))),
          })}
        </Notice>
      ) : null}
      {view === 'week' && laneShown.length > 1 ? (
        <Text size="sm" c="dimmed">
          {laneShown.map((r) => `${initials(r.name)}: ${r.name}`).join(' · ')}
        </Text>
      ) : null}
      {view === 'list' ? (
        <CalendarList
          days={days}
          bookings={shown}
          zone={timezone}
          closedDays={
            new Set(days.filter((d) => closedShown.some((c) => c.firstDay <= d && c.lastDay >= d)))
          }
          highlighted={highlighted}
          onOpen={openBooking}
        />
      ) : (
        <TimeGrid
          columns={columns}
          days={days}
          zone={timezone}
          hours={grid}
          blocks={blocks}
          closed={closed}
          pxPerMinute={view === 'day' ? 1.4 : 1}
          highlighted={highlighted}
          nowMinute={dayIn(timezone, now) === today ? minuteOn(timezone, today, now) : null}
          today={today}
          onOpen={(block) => {
            if (block.capacity) setRoster(block)
            else openBooking(block.bookings[0] as Booking)
          }}
          onSlot={bookAt}
          onDrop={askToMove}
        />
      )}
      <QuestionDialog
        question={question}
        title={
          move
            ? resizing
              ? t('staffCalendar.resizeTitle', { reference: move.booking.reference })
              : t('staffCalendar.moveTitle', { reference: move.booking.reference })
            : t('staffCalendar.moveThis')
        }
        keepLabel={t('staffCalendar.keep')}
        confirmLabel={resizing ? t('staffCalendar.resize') : t('staffCalendar.move')}
        overrides={staffBookingMessages}
        onConfirm={() => {
          if (move)
            moving.mutate(
              {
                id: move.booking.id,
                start: move.start,
                ...(move.minutes === undefined ? {} : { durationMinutes: move.minutes }),
              },
              { onSuccess: () => question.hide() },
            )
        }}
      >
        {move ? <MoveText move={move} zone={timezone} /> : null}
      </QuestionDialog>
      <CalendarRosterModal
        block={roster}
        zone={timezone}
        onClose={() => setRoster(null)}
        onOpen={(booking) => {
          setRoster(null)
          openBooking(booking)
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

/**
 * What a move or a change of length does, its new time in bold: "Safety check for Cora Customer,
 * now Mon 30 Nov at 10:30, moves to Tuesday 1 December 2026 at 11:00 with Alex Morgan, …".
 */
function MoveText({
  move,
  zone,
}: {
  move: { booking: Booking; start: string; minutes?: number }
  zone: string
}) {
  const { t, language } = useI18n()
  const { booking } = move
  const bold = (text: string) => <strong>{text}</strong>
  const now = {
    service: booking.service.name,
    customer: booking.customer.name,
    date: slot('date'),
    time: slot('time'),
    resource: booking.resource.name,
  }
  const nowParts = {
    date: bold(shortDate(dayIn(zone, booking.start), { year: false, language })),
    time: bold(timeIn(zone, booking.start, { language })),
  }
  if (move.minutes !== undefined) {
    const until = new Date(Date.parse(move.start) + move.minutes * 60_000)
    return (
      <Text>
        {withSlots(
          t('staffCalendar.resizeText', { ...now, length: slot('length'), until: slot('until') }),
          {
            ...nowParts,
            length: bold(unitText(language, move.minutes, 'minute')),
            until: bold(timeIn(zone, until, { language })),
          },
        )}
      </Text>
    )
  }
  return (
    <Text>
      {withSlots(
        t('staffCalendar.moveText', { ...now, newDate: slot('newDate'), newTime: slot('newTime') }),
        {
          ...nowParts,
          newDate: bold(longDate(dayIn(zone, move.start), { language })),
          newTime: bold(timeIn(zone, move.start, { language })),
        },
      )}
    </Text>
  )
}
