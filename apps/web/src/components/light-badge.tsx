import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'

/** The label's colour on each light background: the plain text colour, or the darker green. */
const labelColour = {
  gray: 'var(--mantine-color-text)',
  green: 'var(--reserva-success-text)',
}

/**
 * A quiet badge beside a name or a setting ("This device", "On", "Priced per job"), its words in
 * a colour dark enough to read on the light background.
 */
export function LightBadge({
  color,
  className,
  children,
}: {
  color: keyof typeof labelColour
  className?: string
  children: ReactNode
}) {
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      styles={{ label: { color: labelColour[color] } }}
      className={className}
    >
      {children}
    </Badge>
  )
}
