import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@/components/icons.tsx'
import { isApiError } from '@/lib/api-client.ts'

/** What to tell an admin about a failed request, chosen by its code. */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong on this page. Please try again.'
  switch (error.code) {
    case 'validation_failed':
      return 'Some details need a change: see the notes next to the fields.'
    case 'network_error':
      return 'Could not reach the server. Check your connection and try again.'
    case 'forbidden':
      return 'Your account is not allowed to do this.'
    case 'unauthorized':
      return 'Your session has ended. Sign in again to go on.'
    case 'not_found':
      return 'This no longer exists; someone may have just changed it. Reload the page.'
    case 'catalogue.unknown_resource':
      return 'One of the chosen resources no longer exists. Reload the page and choose again.'
    default:
      return error.message
  }
}

/** A failed request, announced when it appears. */
export function ErrorAlert({ error, title }: { error: unknown; title?: string }) {
  if (!error) return null
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={title ?? errorText(error)}
      styles={{ title: { color: 'var(--mantine-color-red-9)', marginBottom: title ? 4 : 0 } }}
    >
      {title ? errorText(error) : null}
    </Alert>
  )
}
