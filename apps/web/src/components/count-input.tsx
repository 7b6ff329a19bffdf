import { NumberInput, type NumberInputProps } from '@mantine/core'

/**
 * A field for a whole number, zero or more: places, days, minutes. `unit` is shown inside the
 * field, after the number ("days"); the label or description says it in words as well.
 */
export function CountInput({ unit, ...props }: NumberInputProps & { unit?: string }) {
  return (
    <NumberInput
      allowDecimal={false}
      allowNegative={false}
      {...(unit
        ? {
            rightSection: unit,
            rightSectionWidth: 20 + 9 * unit.length,
            rightSectionPointerEvents: 'none' as const,
          }
        : {})}
      {...props}
    />
  )
}
