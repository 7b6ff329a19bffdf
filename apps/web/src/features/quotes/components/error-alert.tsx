import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@/components/icons.tsx'
import { quoteErrorText } from '../errors.ts'

/** A failed request, in words chosen by its code; announced when it appears. */
export function ErrorAlert({
  error,
  title,
  children,
}: {
  error: unknown
  title?: string
  /** Replaces the code's words when the place knows better what to say. */
  children?: string
}) {
  if (!error) return null
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={title}
      styles={{
        title: { color: 'var(--mantine-color-red-9)' },
        message: { color: 'var(--mantine-color-red-9)' },
      }}
    >
      {children ?? quoteErrorText(error)}
    </Alert>
  )
}
