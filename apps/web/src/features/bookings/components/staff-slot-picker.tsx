import { Text } from '@mantine/core'
import type { Slot } from '@reserva/shared'
import { useEffect } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { DaySlotPicker } from '@/components/slot-picker/day-slot-picker.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { dayIn, timeIn } from '@/lib/dates.ts'
import { useSlots } from '@/lib/get-slots.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { isTimeGone } from '../errors.ts'
import { staffBookingMessages } from '../staff-errors.ts'

/**
 * The staff's slot picker (booking for a customer): a date, then one of the free
 * start times of a service on it, in the business's zone. `value` is the chosen start (ISO) or
 * null.
 */
export function StaffSlotPicker({
  serviceId,
  date,
  onDateChange,
  value,
  onChange,
  minDate,
  timezone,
  error,
  preferredStart,
  resource,
  requestError,
}: {
  serviceId?: string
  date: string
  onDateChange: (date: string) => void
  value: string | null
  /** The slot chosen (its start and places left), or null. */
  onChange: (slot: Slot | null) => void
  minDate: string
  timezone: string
  error?: string
  /** A start picked elsewhere (the operator's calendar): chosen as soon as it is free. */
  preferredStart?: string
  /** Staff's choice of resource: only its free times are offered. */
  resource?: { id: string; name: string }
  /** The booking request's error: a time taken meanwhile is said here, under the times. */
  requestError?: unknown
}) {
  const { t, language } = useI18n()
  const slots = useSlots(
    serviceId && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? {
          serviceId,
          from: date,
          to: date,
          ...(resource ? { resourceId: resource.id } : {}),
        }
      : null,
    { staleTime: 0 },
  )
  const list = slots.data?.slots ?? []
  const preferred = preferredStart
    ? list.find((slot) => Date.parse(slot.start) === Date.parse(preferredStart))
    : undefined
  useEffect(() => {
    if (preferred && value === null) onChange(preferred)
  }, [preferred, value, onChange])
  const preferredTaken =
    preferredStart !== undefined &&
    slots.isSuccess &&
    !preferred &&
    list.length > 0 &&
    dayIn(timezone, preferredStart) === date
  const code = isApiError(slots.error) ? slots.error.code : undefined

  return (
    <DaySlotPicker
      dateLabel={t('staffSlots.date')}
      minDay={minDate}
      day={date}
      onDayChange={onDateChange}
      required
      legend={t('staffSlots.legend', { zone: timezone.replace(/_/g, ' ') })}
      zone={timezone}
      slots={list}
      loading={slots.isPending && slots.fetchStatus !== 'idle'}
      waiting={serviceId ? undefined : t('staffSlots.serviceFirst')}
      failure={
        !slots.isError ? null : code === 'not_found' ? (
          <Text size="sm" c="dimmed">
            {t('staffSlots.gone')}
          </Text>
        ) : resource && code === 'bookings.unknown_resource' ? (
          <Text size="sm">{t('staffSlots.notOffered', { resource: resource.name })}</Text>
        ) : (
          <ErrorAlert error={slots.error} overrides={staffBookingMessages} />
        )
      }
      empty={
        resource ? t('staffSlots.emptyWith', { resource: resource.name }) : t('staffSlots.empty')
      }
      notice={
        !preferredTaken
          ? undefined
          : resource
            ? t('staffSlots.notFreeWith', {
                time: timeIn(timezone, preferredStart, { language }),
                resource: resource.name,
              })
            : t('staffSlots.notFree', { time: timeIn(timezone, preferredStart, { language }) })
      }
      value={value}
      onChange={onChange}
      error={error ?? (isTimeGone(requestError) ? t('staffSlots.taken') : undefined)}
    />
  )
}
