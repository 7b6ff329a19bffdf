import { Chip, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import type { Slot } from '@reserva/shared'
import { type ReactNode, useId } from 'react'
import { timeIn } from '@/lib/dates.ts'
import { SlotPicker } from './slot-picker.tsx'

export type DaySlotPickerProps = {
  /** The date field's label: "Date", "Day". */
  dateLabel: string
  /** The first day that may be chosen, `YYYY-MM-DD` in the business's zone. */
  minDay: string
  day: string
  onDayChange: (day: string) => void
  /** What the time chips are, in which zone. */
  legend: string
  zone: string
  /** The day's free times, as this screen offers them. */
  slots: Slot[]
  /** The day's free times are on their way. */
  loading: boolean
  /** Set when the times could not be loaded. */
  failure?: ReactNode
  /** Why no times are asked for yet: "Choose a service first." */
  waiting?: string
  /** Said when the day has no free times. */
  empty: string
  /** Said above the times (a time picked elsewhere that is not free). */
  notice?: ReactNode
  /** The chosen start (ISO) or null. */
  value: string | null
  /** A start chosen, or null when the choice is gone (another day, or unchosen). */
  onChange: (slot: Slot | null) => void
  /** Why the form cannot go on with this choice ("Choose a time"). */
  error?: string
  /** The date field is marked required. */
  required?: boolean
}

/**
 * A date field, then that day's free start times as chips (radios named by the time, in the
 * business's zone). The staff's booking and rescheduling forms and the quotes' forms use it;
 * each says which times it offers and in what words.
 */
export function DaySlotPicker({
  dateLabel,
  minDay,
  day,
  onDayChange,
  legend,
  zone,
  slots,
  loading,
  failure,
  waiting,
  empty,
  notice,
  value,
  onChange,
  error,
  required,
}: DaySlotPickerProps) {
  const errorId = useId()
  return (
    <Stack gap="sm">
      <TextInput
        type="date"
        label={dateLabel}
        min={minDay}
        value={day}
        onChange={(event) => {
          onDayChange(event.currentTarget.value)
          onChange(null)
        }}
        maw={240}
        required={required}
      />
      <fieldset
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
        aria-describedby={error ? errorId : undefined}
      >
        <Text component="legend" fw={500} size="sm" mb={6} p={0}>
          {legend}
        </Text>
        <SlotPicker
          slots={slots}
          failure={failure}
          waiting={
            waiting ? (
              <Text size="sm" c="dimmed">
                {waiting}
              </Text>
            ) : null
          }
          loading={loading}
          placeholder={<Skeleton h={56} radius="md" />}
          empty={
            <Text size="sm" c="dimmed">
              {empty}
            </Text>
          }
        >
          {(times) => (
            <Stack gap={6}>
              {notice ? <Text size="sm">{notice}</Text> : null}
              <Chip.Group
                multiple={false}
                value={value ?? ''}
                onChange={(start) => onChange(times.find((slot) => slot.start === start) ?? null)}
              >
                <Group gap={8}>
                  {times.map((slot) => (
                    <Chip key={slot.start} value={slot.start} variant="outline" radius="sm">
                      {timeIn(zone, slot.start)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          )}
        </SlotPicker>
        {error ? (
          <Text id={errorId} size="sm" c="var(--mantine-color-error)" mt={6} role="alert">
            {error}
          </Text>
        ) : null}
      </fieldset>
    </Stack>
  )
}
