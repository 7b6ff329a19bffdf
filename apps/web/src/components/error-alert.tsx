import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { type ErrorMessageOverrides, errorMessage } from '@/lib/error-messages.ts'
import { Notice } from './notice.tsx'

/**
 * A failed request, in the words of the one code-to-message map, announced when it appears
 * (role=alert). Nothing when there is no error.
 */
export function ErrorAlert({
  error,
  title,
  overrides,
  message: ownMessage,
  children,
  action,
}: {
  error: unknown
  /** What failed ("Your bookings could not be loaded"); the message follows it. */
  title?: string
  /** The place's own words for a code, only where they must differ from the map's. */
  overrides?: ErrorMessageOverrides
  /** Replaces the map's words when the place knows better what to say. */
  message?: string
  /** Shown after the message (a list of reasons, say). */
  children?: ReactNode
  /** A button to go on with ("Try again", "Sign in again"). */
  action?: ReactNode
}) {
  if (!error) return null
  const message = ownMessage ?? errorMessage(error, overrides)
  return (
    <Notice tone="error" role="alert" title={title ?? message}>
      {title || children || action ? (
        <Stack gap="sm" align="flex-start">
          {title ? <Text size="sm">{message}</Text> : null}
          {children}
          {action}
        </Stack>
      ) : null}
    </Notice>
  )
}
