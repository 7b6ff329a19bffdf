import { NumberInput, type NumberInputProps } from '@mantine/core'

/** A field for a whole number, zero or more: places, days, minutes. */
export function CountInput(props: NumberInputProps) {
  return <NumberInput allowDecimal={false} allowNegative={false} {...props} />
}
