import { Chip, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { useId } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { dayIn, longDate, timeIn, todayIn, zoneLabel } from '@/lib/dates.ts'
import { useSlots } from '@/lib/get-slots.ts'
import { quoteMessages } from '../errors.ts'

/**
 * A day, then one of a service's free start times on it, in the business's zone. `value` is the
 * chosen start (ISO) or null.
 */
export function SlotChooser({
  serviceId,
  zone,
  day,
  onDayChange,
  value,
  onChange,
  error,
  dateLabel = 'Day',
}: {
  serviceId: string
  zone: string
  /** YYYY-MM-DD in the business's zone. */
  day: string
  onDayChange: (day: string) => void
  value: string | null
  onChange: (start: string | null) => void
  error?: string
  dateLabel?: string
}) {
  const legendId = useId()
  const errorId = useId()
  const today = todayIn(zone)
  const slots = useSlots(day && day >= today ? { serviceId, from: day, to: day } : null)
  const list = slots.data?.slots ?? []

  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label={dateLabel}
        min={today}
        value={day}
        onChange={(event) => {
          onDayChange(event.currentTarget.value)
          onChange(null)
        }}
        maw={240}
      />
      <fieldset
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        aria-describedby={error ? errorId : undefined}
      >
        <Text component="legend" id={legendId} fw={500} size="sm" mb={6} p={0}>
          Free times{day ? ` on ${longDate(day)}` : ''} ({zoneLabel(zone)})
        </Text>
        {!day || day < today ? (
          <Text size="sm" c="dimmed">
            Choose a day from today on.
          </Text>
        ) : slots.isPending ? (
          <Skeleton h={40} radius="md" aria-hidden />
        ) : slots.isError ? (
          <ErrorAlert error={slots.error} overrides={quoteMessages} />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            No free times on this day. Try another one.
          </Text>
        ) : (
          <Chip.Group
            multiple={false}
            value={value ?? null}
            onChange={(start) => onChange(start || null)}
          >
            <Group gap={8}>
              {list.map((slot) => (
                <Chip
                  key={slot.start}
                  value={slot.start}
                  type="radio"
                  variant="outline"
                  radius="sm"
                >
                  {timeIn(zone, slot.start)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {error ? (
          <Text id={errorId} size="sm" c="var(--mantine-color-error)" mt={6} role="alert">
            {error}
          </Text>
        ) : null}
      </fieldset>
    </Stack>
  )
}

/** The day a chooser opens on: the given start's day, else the first preferred date not past, else today. */
export function firstDayFor({
  zone,
  start,
  preferredDates = [],
}: {
  zone: string
  start?: string | null
  preferredDates?: string[]
}) {
  const today = todayIn(zone)
  if (start) return dayIn(zone, start)
  return [...preferredDates].sort().find((date) => date >= today) ?? today
}
