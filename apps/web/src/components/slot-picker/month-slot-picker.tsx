import { Loader, Paper, Stack, Text, Title } from '@mantine/core'
import type { Slot } from '@reserva/shared'
import { keepPreviousData } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { IconCalendar } from '@/components/icons.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { useClock } from '@/lib/clock.ts'
import {
  addMonths,
  dayIn,
  firstDayOf,
  lastDayOf,
  longDate,
  monthOf,
  visitorTime,
  zoneLabel,
} from '@/lib/dates.ts'
import { type SlotSource, useSlots } from '@/lib/get-slots.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { MonthCalendar } from './month-calendar.tsx'
import classes from './month-slot-picker.module.css'
import { SlotList } from './slot-list.tsx'
import { SlotPicker } from './slot-picker.tsx'

/** How far ahead the month arrows go; the business's horizon (60 days in the demo) ends sooner. */
const MONTHS_AHEAD = 12

export type MonthSlotPickerProps = {
  /** Whose free times: a service's, an offer's or a booking's being moved. */
  source: SlotSource
  /** Moving a booking: the resource it is with, so that times with another one say so. */
  currentResource?: { id: string; name: string }
  /**
   * The times on screen are not asked for again: the choice is being sent, and once it is taken
   * the times of what it was for may be gone (an accepted offer has none).
   */
  paused?: boolean
  /** Seats per slot of the service. */
  capacity: number
  /** Places the booking needs: times with fewer left are not offered. */
  seats?: number
  /** The business's time zone as known so far; the slots' answer has the last word. */
  businessZone: string
  visitorZone: string
  /** The chosen day, `YYYY-MM-DD` in the business's zone. */
  day: string | null
  onDayChange: (day: string) => void
  selectedStart: string | null
  onChoose: (slot: Slot) => void
  /** Level of the chosen day's heading (the time-of-day headings go one below). */
  headingOrder?: 2 | 3
}

/** How much of the times must show after a day is picked, in px (the day's heading and 3 rows). */
const TIMES_IN_SIGHT = 260

/** The lowest point of `element`'s surroundings that is on screen: the window or a scrolling box. */
function visibleBottom(element: HTMLElement): number {
  let bottom = window.innerHeight
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) {
      bottom = Math.min(bottom, parent.getBoundingClientRect().bottom)
    }
  }
  return bottom
}

/**
 * A month calendar marking the days with free times, and the chosen day's times. Asks the server
 * for the month on screen only; the previous month stays visible while the next one loads.
 */
export function MonthSlotPicker({
  source,
  currentResource,
  paused = false,
  capacity,
  seats = 1,
  businessZone: knownZone,
  visitorZone,
  day,
  onDayChange,
  selectedStart,
  onChoose,
  headingOrder = 3,
}: MonthSlotPickerProps) {
  const t = useT()
  const today = dayIn(knownZone, useClock().now())
  const thisMonth = monthOf(today)
  const [month, setMonth] = useState(() => monthOf(day && day > today ? day : today))
  // Whether the person moved to another month, and whether a first day was chosen for them.
  const userMoved = useRef(false)
  const settled = useRef(false)
  const panelRef = useRef<HTMLDivElement>(null)
  const calendarRef = useRef<HTMLDivElement>(null)

  const slots = useSlots(
    { ...source, from: firstDayOf(month), to: lastDayOf(month) },
    { placeholderData: keepPreviousData, paused },
  )
  const zone = slots.data?.timezone ?? knownZone
  const loaded = slots.isSuccess && !slots.isPlaceholderData

  const byDay = useMemo(() => {
    const map = new Map<string, Slot[]>()
    if (!loaded) return map
    for (const slot of slots.data.slots) {
      if (slot.seatsLeft < seats) continue
      const key = dayIn(zone, slot.start)
      map.set(key, [...(map.get(key) ?? []), slot])
    }
    return map
  }, [loaded, slots.data, seats, zone])
  const freeTimes = useMemo(
    () => new Map([...byDay].map(([key, list]) => [key, list.length])),
    [byDay],
  )

  // Late in a month there may be nothing left in it: open on the next one instead. Then the
  // first day with free times is chosen, so that times show at once.
  useEffect(() => {
    if (!loaded || day || settled.current) return
    if (byDay.size === 0) {
      if (!userMoved.current && month === thisMonth) setMonth(addMonths(month, 1))
      else settled.current = true
      return
    }
    settled.current = true
    const first = [...byDay.keys()].sort()[0]
    if (!userMoved.current && first) onDayChange(first)
  }, [loaded, byDay, month, thisMonth, day, onDayChange])

  const changeMonth = (next: string) => {
    userMoved.current = true
    setMonth(next)
  }

  const selectDay = (next: string) => {
    onDayChange(next)
    // On a narrow screen the times are under the calendar, maybe out of sight (of the page or of
    // the dialog that scrolls around it): bring them up unless a good part of them shows already.
    const panel = panelRef.current
    const calendar = calendarRef.current?.getBoundingClientRect()
    if (!panel || !calendar) return
    const top = panel.getBoundingClientRect().top
    if (top < calendar.bottom) return // side by side: the times are beside the calendar
    if (top > visibleBottom(panel) - TIMES_IN_SIGHT) {
      panel.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
    }
  }

  const dayShown = day && monthOf(day) === month ? day : null
  const daySlots = dayShown ? (byDay.get(dayShown) ?? []) : []
  const otherZone =
    loaded &&
    slots.data.slots.some((slot) => visitorTime(slot, { businessZone: zone, visitorZone }))
  const emptyMonth = loaded && byDay.size === 0

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {otherZone
          ? t('monthSlots.zoneVisitor', { zone: zoneLabel(zone), id: zone, visitor: visitorZone })
          : t('monthSlots.zone', { zone: zoneLabel(zone), id: zone })}
      </Text>
      <div className={classes.frame}>
        <div className={classes.picker}>
          <Paper ref={calendarRef} withBorder radius="lg" p={{ base: 'sm', xs: 'md' }}>
            <MonthCalendar
              month={month}
              onMonthChange={changeMonth}
              today={today}
              freeTimes={freeTimes}
              selectedDay={day}
              onSelectDay={selectDay}
              canGoBack={month > thisMonth}
              canGoForward={
                !(emptyMonth && month > thisMonth) && month < addMonths(thisMonth, MONTHS_AHEAD)
              }
              loading={!loaded}
            />
            {slots.isFetching && !loaded ? (
              <Text role="status" size="sm" c="dimmed" mt="xs" ta="center">
                <Loader size={14} mr={8} aria-hidden />
                {t('monthSlots.looking')}
              </Text>
            ) : emptyMonth ? (
              <Text role="status" size="sm" c="dimmed" mt="xs" ta="center">
                {month > thisMonth ? t('monthSlots.noneThisMonth') : t('monthSlots.noneTryNext')}
              </Text>
            ) : null}
          </Paper>
          <Paper
            ref={panelRef}
            withBorder
            radius="lg"
            p={{ base: 'md', xs: 'lg' }}
            className={classes.slotsCard}
          >
            {slots.isError ? (
              <QueryFallback query={slots} subject={t('monthSlots.subject')} />
            ) : dayShown ? (
              <Stack gap="md">
                <Title order={headingOrder} size="h4">
                  {longDate(dayShown, { year: false })}
                </Title>
                <SlotPicker
                  slots={daySlots}
                  loading={!loaded}
                  placeholder={<SkeletonStack heights={[48, 48]} gap="xs" />}
                  empty={<Text c="dimmed">{t('monthSlots.noneThisDay')}</Text>}
                >
                  {(times) => (
                    <SlotList
                      slots={times}
                      businessZone={zone}
                      visitorZone={visitorZone}
                      capacity={capacity}
                      selectedStart={selectedStart}
                      onChoose={onChoose}
                      currentResource={currentResource}
                      headingOrder={(headingOrder + 1) as 3 | 4}
                    />
                  )}
                </SlotPicker>
              </Stack>
            ) : (
              <Stack align="center" ta="center" gap="xs" py="xl" c="dimmed">
                <IconCalendar size={32} />
                <Text c="dimmed">{t('monthSlots.chooseDay')}</Text>
              </Stack>
            )}
          </Paper>
        </div>
      </div>
    </Stack>
  )
}
