import { Group, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { overrideMaxPastHours } from '@reserva/shared'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** Staff's own time and why, for a booking outside the times offered. */
export type OverrideTime = { date: string; time: string; reason: string }

/**
 * The date, the time (in the business's time zone) and the reason of a booking outside the
 * times offered: before opening, in a break or a closure, at short notice, or a walk-in already
 * being served. The reason is kept in the audit log with the booking.
 */
export function OverrideTimeFields({
  value,
  onChange,
  timezone,
  errors,
}: {
  value: OverrideTime
  onChange: (next: OverrideTime) => void
  timezone: string
  errors: Partial<Record<keyof OverrideTime, string>>
}) {
  const t = useT()
  const set = (key: keyof OverrideTime) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [key]: event.currentTarget.value })
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('overrideTime.intro', { zone: timezone, count: overrideMaxPastHours })}
      </Text>
      <Group grow align="flex-start" gap="sm">
        <TextInput
          type="date"
          label={t('overrideTime.date')}
          value={value.date}
          onChange={set('date')}
          error={errors.date}
          required
        />
        <TextInput
          type="time"
          label={t('overrideTime.start')}
          value={value.time}
          onChange={set('time')}
          error={errors.time}
          required
        />
      </Group>
      <Textarea
        label={t('overrideTime.reason')}
        description={t('overrideTime.reasonHint')}
        value={value.reason}
        onChange={set('reason')}
        error={errors.reason}
        autosize
        minRows={2}
        maxLength={300}
        required
      />
    </Stack>
  )
}
