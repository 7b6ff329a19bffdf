import { ActionIcon, Group, Text, useDirection } from '@mantine/core'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { IconChevronLeft, IconChevronRight } from '@/components/screen-icons.tsx'
import {
  addDays,
  addMonths,
  daysInMonth,
  firstDayOf,
  lastDayOf,
  longDate,
  monthName,
  monthOf,
  weekdayIndex,
} from '@/lib/dates.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import classes from './month-calendar.module.css'

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const

/** A week's days from Monday, as date keys (1 January 2024 was a Monday). */
const aWeek = Array.from({ length: 7 }, (_, i) => `2024-01-0${i + 1}T00:00:00Z`)
const weekdaysIn = new Map<Language, (readonly [string, string])[]>()

/**
 * The columns' weekdays, short and in full: English's own, another language's by Intl ("Mo",
 * "Montag"; "月", "月曜日"). A language whose short names are whole words (Arabic's "الأربعاء")
 * takes its narrow ones ("ر"): seven columns of a phone's width have room for a letter or two.
 */
function weekdays(language: Language): readonly (readonly [string, string])[] {
  if (language === 'en') return WEEKDAYS
  let names = weekdaysIn.get(language)
  if (!names) {
    const named = (weekday: 'narrow' | 'short' | 'long') => {
      const format = new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' })
      return aWeek.map((day) => format.format(new Date(day)))
    }
    const short = named('short')
    const heading = short.some((name) => name.length > 4) ? named('narrow') : short
    const long = named('long')
    names = heading.map((name, i) => [name, long[i] ?? name] as const)
    weekdaysIn.set(language, names)
  }
  return names
}

export type MonthCalendarProps = {
  /** The month shown, `YYYY-MM`. */
  month: string
  onMonthChange: (month: string) => void
  /** Today in the business's time zone, `YYYY-MM-DD`. */
  today: string
  /** How many free start times each day of the month has; days not in it have none. */
  freeTimes: ReadonlyMap<string, number>
  selectedDay: string | null
  onSelectDay: (day: string) => void
  canGoBack: boolean
  canGoForward: boolean
  /** While the month's free times load, no day says it has none. */
  loading: boolean
}

/**
 * A month as a grid of days (WAI-ARIA grid pattern): one day is in the tab order, the arrow keys
 * move by day and week, Home and End to the week's ends, Page Up and Page Down by month. Days
 * with free times stand out; the others stay focusable, so the keyboard can pass over them, but
 * say "no free times" and cannot be chosen. Each day's name is the full date, never just "4".
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  freeTimes,
  selectedDay,
  onSelectDay,
  canGoBack,
  canGoForward,
  loading,
}: MonthCalendarProps) {
  const { t, language } = useI18n()
  const { dir } = useDirection()
  const titleId = useId()
  const gridRef = useRef<HTMLTableElement>(null)
  const [focusDay, setFocusDay] = useState<string | null>(null)
  // Set by the keyboard only: moving focus is for people who are already in the grid.
  const moveFocus = useRef(false)

  const first = firstDayOf(month)
  const count = daysInMonth(month)
  const days = Array.from({ length: count }, (_, i) => addDays(first, i))
  const firstFree = days.find((day) => freeTimes.has(day))
  const inMonth = (day: string | null): day is string => day !== null && monthOf(day) === month
  const tabStop = inMonth(focusDay)
    ? focusDay
    : inMonth(selectedDay)
      ? selectedDay
      : (firstFree ?? (inMonth(today) ? today : first))

  useEffect(() => {
    if (!moveFocus.current || !focusDay) return
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)
    if (button) {
      button.focus()
      moveFocus.current = false
    }
  })

  const goTo = (day: string) => {
    const target = monthOf(day)
    if (target !== month) {
      if (target < month && !canGoBack) return
      if (target > month && !canGoForward) return
      onMonthChange(target)
    }
    moveFocus.current = true
    setFocusDay(day)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    // The arrows go the way they point: right to left, the next day is on the left.
    const ahead = dir === 'rtl' ? -1 : 1
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -ahead),
      ArrowRight: () => addDays(day, ahead),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekdayIndex(day)),
      End: () => addDays(day, 6 - weekdayIndex(day)),
      PageUp: () => sameDayIn(addMonths(month, -1), day),
      PageDown: () => sameDayIn(addMonths(month, 1), day),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    goTo(move())
  }

  const choose = (day: string) => {
    setFocusDay(day)
    if (freeTimes.has(day)) onSelectDay(day)
  }

  /** The day's full date, then its free times or none, in words: never just "4". */
  const dayName = (day: string) => {
    const count = freeTimes.get(day)
    const date = longDate(day)
    if (loading) return t('monthCalendar.dayLooking', { date })
    return count
      ? t('monthCalendar.dayFree', { date, count })
      : t('monthCalendar.dayNone', { date })
  }

  // Leading blanks so that the 1st falls under its weekday; trailing ones to fill the last week.
  const lead = weekdayIndex(first)
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...days]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))

  return (
    <div className={classes.calendar}>
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => onMonthChange(addMonths(month, -1))}
          disabled={!canGoBack}
          aria-label={t('monthCalendar.previous', { month: monthName(addMonths(month, -1)) })}
          className={classes.navButton}
        >
          <IconChevronLeft />
        </ActionIcon>
        <Text id={titleId} fw={700} size="lg" aria-live="polite">
          {monthName(month)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => onMonthChange(addMonths(month, 1))}
          disabled={!canGoForward}
          aria-label={t('monthCalendar.next', { month: monthName(addMonths(month, 1)) })}
          className={classes.navButton}
        >
          <IconChevronRight />
        </ActionIcon>
      </Group>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the date picker's grid pattern (arrow keys inside, one tab stop); the table gives it its rows and cells.
        role="grid"
        aria-labelledby={titleId}
        className={classes.grid}
        aria-busy={loading || undefined}
      >
        <thead>
          <tr>
            {weekdays(language).map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className={classes.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'blank'}>
              {week.map((day, index) =>
                day ? (
                  <td key={day} className={classes.cell}>
                    <button
                      type="button"
                      data-day={day}
                      className={classes.day}
                      tabIndex={day === tabStop ? 0 : -1}
                      aria-label={dayName(day)}
                      aria-disabled={!freeTimes.has(day) || undefined}
                      aria-pressed={freeTimes.has(day) ? day === selectedDay : undefined}
                      aria-current={day === today ? 'date' : undefined}
                      data-free={freeTimes.has(day) || undefined}
                      data-selected={day === selectedDay || undefined}
                      data-today={day === today || undefined}
                      onClick={() => choose(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onFocus={() => setFocusDay(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing else to go by.
                  <td key={`blank-${index}`} className={classes.cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The same day of the month in `month`, or its last day if that month is shorter. */
function sameDayIn(month: string, day: string) {
  const wanted = Number(day.slice(8))
  return wanted > daysInMonth(month) ? lastDayOf(month) : `${month}-${day.slice(8)}`
}
