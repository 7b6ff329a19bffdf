import { Group, Input, NativeSelect, NumberInput } from '@mantine/core'
import { type ReactNode, useId, useState } from 'react'
import { bestUnit, type DurationUnit, minutesPer } from '@/lib/durations.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

const unitNames = {
  minutes: 'durationInput.minutes',
  hours: 'durationInput.hours',
  days: 'durationInput.days',
} as const satisfies Record<DurationUnit, string>

/**
 * A length of time typed in the unit that reads best (3 hours, 2 days), held in minutes: what the
 * server stores. `onChange` gives minutes, or '' while the field is empty.
 */
export function DurationInput({
  label,
  description,
  minutes,
  onChange,
  error,
  units = ['minutes', 'hours', 'days'],
}: {
  label: string
  description?: string
  minutes: number | ''
  onChange: (minutes: number | '') => void
  error?: ReactNode
  units?: DurationUnit[]
}) {
  const t = useT()
  const id = useId()
  const [unit, setUnit] = useState<DurationUnit>(() => {
    const best = minutes === '' ? 'minutes' : bestUnit(minutes)
    return units.includes(best) ? best : (units[0] ?? 'minutes')
  })
  const amount = minutes === '' ? '' : minutes / minutesPer[unit]
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <Input.Wrapper id={id} label={label} description={description} error={error}>
      <Group gap={0} wrap="nowrap">
        <NumberInput
          id={id}
          value={amount}
          onChange={(value) => {
            if (value === '' || Number.isNaN(Number(value))) onChange('')
            else onChange(Number(value) * minutesPer[unit])
          }}
          error={Boolean(error)}
          aria-describedby={describedBy || undefined}
          min={0}
          allowNegative={false}
          decimalScale={unit === 'minutes' ? 0 : 2}
          hideControls
          style={{ flex: 1 }}
          styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
        />
        <NativeSelect
          aria-label={t('durationInput.unit', { label })}
          data={units.map((value) => ({ value, label: t(unitNames[value]) }))}
          value={unit}
          onChange={(event) => {
            // The number stays as typed and the unit changes its meaning: 3 minutes → 3 hours.
            const next = event.currentTarget.value as DurationUnit
            setUnit(next)
            if (amount !== '') onChange(amount * minutesPer[next])
          }}
          w={112}
          styles={{
            input: {
              marginLeft: -1,
              borderTopLeftRadius: 0,
              borderBottomLeftRadius: 0,
              backgroundColor: 'var(--reserva-surface-muted)',
            },
          }}
        />
      </Group>
    </Input.Wrapper>
  )
}
