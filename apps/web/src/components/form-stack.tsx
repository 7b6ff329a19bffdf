import { Stack, type StackProps } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'

/**
 * A form laid out as a Stack. `noValidate`: the fields' own messages (zod, then the server's)
 * replace the browser's bubbles, which differ between browsers and vanish too soon.
 */
export function FormStack({
  onSubmit,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...stack
}: Omit<StackProps, 'onSubmit'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
  'aria-label'?: string
  'aria-labelledby'?: string
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
      <Stack {...stack}>{children}</Stack>
    </form>
  )
}
