import { Chip, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { isApiError } from '@/lib/api-client.ts'
import { dayIn, timeIn } from '@/lib/dates.ts'
import { useSlots } from '@/lib/get-slots.ts'
import { staffBookingMessages } from '../staff-errors.ts'

/**
 * A date, then one of the free start times of a service on it, in the business's zone. `value`
 * is the chosen start (ISO) or null.
 */
export function SlotPicker({
  serviceId,
  date,
  onDateChange,
  value,
  onChange,
  minDate,
  timezone,
  error,
  excludeStart,
  preferredStart,
  resource,
}: {
  serviceId?: string
  date: string
  onDateChange: (date: string) => void
  value: string | null
  onChange: (start: string | null, seatsLeft: number) => void
  minDate: string
  timezone: string
  error?: string
  /** The booking's own start when moving it: not offered as a new time. */
  excludeStart?: string
  /** A start picked elsewhere (the operator's calendar): chosen as soon as it is free. */
  preferredStart?: string
  /** Staff's choice of resource: only its free times are offered. */
  resource?: { id: string; name: string }
}) {
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
  const list = (slots.data?.slots ?? []).filter(
    (slot) => !excludeStart || Date.parse(slot.start) !== Date.parse(excludeStart),
  )
  const preferred = preferredStart
    ? list.find((slot) => Date.parse(slot.start) === Date.parse(preferredStart))
    : undefined
  useEffect(() => {
    if (preferred && value === null) onChange(preferred.start, preferred.seatsLeft)
  }, [preferred, value, onChange])
  const preferredTaken =
    preferredStart !== undefined &&
    slots.isSuccess &&
    !preferred &&
    list.length > 0 &&
    dayIn(timezone, preferredStart) === date
  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label="Date"
        min={minDate}
        value={date}
        onChange={(event) => {
          onDateChange(event.currentTarget.value)
          onChange(null, 0)
        }}
        maw={220}
        required
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Text component="legend" fw={500} size="sm" mb={6} p={0}>
          Time{' '}
          <Text span size="xs" c="dimmed">
            ({timezone.replace(/_/g, ' ')})
          </Text>
        </Text>
        {!serviceId ? (
          <Text size="sm" c="dimmed">
            Choose a service first.
          </Text>
        ) : slots.isPending && slots.fetchStatus !== 'idle' ? (
          <Skeleton h={72} radius="md" />
        ) : slots.isError ? (
          isApiError(slots.error) && slots.error.code === 'not_found' ? (
            <Text size="sm" c="dimmed">
              This service is no longer offered, so it has no free times to choose from.
            </Text>
          ) : resource &&
            isApiError(slots.error) &&
            slots.error.code === 'bookings.unknown_resource' ? (
            <Text size="sm">
              {resource.name} does not offer this service, or is no longer in use. Choose another
              resource, or any free one.
            </Text>
          ) : (
            <ErrorAlert error={slots.error} overrides={staffBookingMessages} />
          )
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {resource
              ? `${resource.name} has no free times on this date. Try another date, or another resource.`
              : 'No free times on this date. Try another one.'}
          </Text>
        ) : (
          <Stack gap={6}>
            {preferredTaken ? (
              <Text size="sm">
                {timeIn(timezone, preferredStart)} is not free{' '}
                {resource ? `with ${resource.name}` : 'for this service'}. Choose another time.
              </Text>
            ) : null}
            <Chip.Group
              multiple={false}
              value={value ?? ''}
              onChange={(start) => {
                const slot = list.find((item) => item.start === start)
                onChange(slot ? slot.start : null, slot?.seatsLeft ?? 0)
              }}
            >
              <Group gap={8}>
                {list.map((slot) => (
                  <Chip key={slot.start} value={slot.start} variant="outline" radius="sm">
                    {timeIn(timezone, slot.start)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
        {error ? (
          <Text size="sm" c="var(--mantine-color-error)" mt={6} role="alert">
            {error}
          </Text>
        ) : null}
      </fieldset>
    </Stack>
  )
}
