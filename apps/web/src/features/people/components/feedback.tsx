import { Alert } from '@mantine/core'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { IconCircleCheck } from '@/components/icons.tsx'
import { peopleMessages } from '../errors.ts'

/** A refused or failed request, in the admin's words, announced when it appears. */
export function PeopleErrorAlert({ error, title }: { error: unknown; title?: string }) {
  return <ErrorAlert error={error} title={title} overrides={peopleMessages} />
}

/** Says that an action worked; a screen reader hears it without the focus moving. */
export function PeopleStatus({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Alert
      role="status"
      color="green"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      withCloseButton
      onClose={onClose}
      closeButtonLabel="Dismiss message"
      styles={{ message: { color: 'var(--reserva-success-text)' } }}
    >
      {message}
    </Alert>
  )
}
