import { Modal, Stack, Text } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { DialogButtons } from '@/components/dialog-buttons.tsx'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { PeopleErrorAlert } from './feedback.tsx'

/** Asks before an action on someone's account, and shows the server's refusal in place. */
export function ConfirmModal({
  opened,
  onClose,
  title,
  text,
  children,
  confirmLabel,
  danger = false,
  pending,
  error,
  onSubmit,
}: {
  opened: boolean
  onClose: () => void
  title: string
  text: string
  /** Fields the action takes (a reason, a note). */
  children?: ReactNode
  confirmLabel: string
  danger?: boolean
  pending: boolean
  error: unknown
  /** The confirm button submits: `form.onSubmit(...)` for fields, or `confirmed(run)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} {...questionDialogProps}>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          <Text>{text}</Text>
          {children}
          <PeopleErrorAlert error={error} />
          <DialogButtons
            onCancel={onClose}
            confirmLabel={confirmLabel}
            loading={pending}
            danger={danger}
          />
        </Stack>
      </form>
    </Modal>
  )
}

/** A submit handler for a confirmation without fields. */
export const confirmed = (run: () => void) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault()
  run()
}
