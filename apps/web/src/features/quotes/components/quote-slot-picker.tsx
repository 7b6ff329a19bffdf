import { ErrorAlert } from '@/components/error-alert.tsx'
import { DaySlotPicker } from '@/components/slot-picker/day-slot-picker.tsx'
import { useClock } from '@/lib/clock.ts'
import { dayIn, longDate, todayIn, zoneLabel } from '@/lib/dates.ts'
import { useSlots } from '@/lib/get-slots.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { quoteMessages } from '../errors.ts'

/**
 * Staff's slot picker for proposing a time in an offer: a day, then one of the free start times
 * on it of a job of the service (its length, its resource), in the business's zone. `value` is
 * the chosen start (ISO) or null.
 */
export function QuoteSlotPicker({
  serviceId,
  durationMinutes,
  resourceId,
  zone,
  day,
  onDayChange,
  value,
  onChange,
  error,
}: {
  serviceId: string
  /** The job's length when it is not the service's own. */
  durationMinutes?: number
  /** The resource that does the job, when one is named. */
  resourceId?: string
  zone: string
  /** YYYY-MM-DD in the business's zone. */
  day: string
  onDayChange: (day: string) => void
  value: string | null
  onChange: (start: string | null) => void
  error?: string
}) {
  const { t, language } = useI18n()
  const today = todayIn(zone, useClock().now())
  const chosen = Boolean(day) && day >= today
  const slots = useSlots(
    chosen ? { serviceId, from: day, to: day, durationMinutes, resourceId } : null,
  )

  return (
    <DaySlotPicker
      dateLabel={t('quoteSlots.day')}
      minDay={today}
      day={day}
      onDayChange={onDayChange}
      legend={
        day
          ? t('quoteSlots.legendDay', {
              date: longDate(day, { language }),
              zone: zoneLabel(zone),
            })
          : t('quoteSlots.legend', { zone: zoneLabel(zone) })
      }
      zone={zone}
      slots={slots.data?.slots ?? []}
      waiting={chosen ? undefined : t('quoteSlots.waiting')}
      loading={slots.isPending}
      failure={slots.isError ? <ErrorAlert error={slots.error} overrides={quoteMessages} /> : null}
      empty={t('quoteSlots.empty')}
      value={value}
      onChange={(slot) => onChange(slot?.start ?? null)}
      error={error}
    />
  )
}

/** The day a picker opens on: the given start's day, else the first preferred date not past, else today. */
export function firstDayFor({
  zone,
  start,
  preferredDates = [],
  today,
}: {
  zone: string
  start?: string | null
  preferredDates?: string[]
  /** Today in `zone`. */
  today: string
}) {
  if (start) return dayIn(zone, start)
  return [...preferredDates].sort().find((date) => date >= today) ?? today
}
