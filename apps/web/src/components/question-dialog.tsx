import { Modal, Stack } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'
import { DialogButtons } from './dialog-buttons.tsx'
import { questionDialogProps } from './dialog-props.ts'
import { ErrorAlert } from './error-alert.tsx'

/** The action's request as the question shows it, and a form that goes with it. */
type Mutation = { error: unknown; isPending: boolean; reset: () => void }

/**
 * Whether the question before an action (`mutation`) is open. Closing it without going on
 * (`close`) resets the mutation (its error goes) and the form given with it; `hide` closes it
 * after the action is done.
 */
export function useQuestion(mutation: Mutation, form?: { reset: () => void }) {
  const [opened, setOpened] = useState(false)
  return {
    opened,
    mutation,
    ask: () => setOpened(true),
    hide: () => setOpened(false),
    close: () => {
      setOpened(false)
      mutation.reset()
      form?.reset()
    },
  }
}

/**
 * The question asked before an action that cannot be undone (cancel, decline, turn down): what
 * happens (children), the server's refusal in place, a way back and a red way on.
 */
export function QuestionDialog({
  question,
  title,
  children,
  overrides,
  keepLabel,
  confirmLabel,
  onConfirm,
}: {
  /** From `useQuestion`: the action's error is shown, and the confirm button spins while it runs. */
  question: { opened: boolean; close: () => void; mutation: Mutation }
  title: string
  children: ReactNode
  overrides?: ErrorMessageOverrides
  /** The way back: "Keep booking". */
  keepLabel: string
  /** The way on: "Yes, cancel it". */
  confirmLabel: string
  onConfirm: () => void
}) {
  return (
    <Modal opened={question.opened} onClose={question.close} title={title} {...questionDialogProps}>
      <Stack gap="md">
        {children}
        <ErrorAlert error={question.mutation.error} overrides={overrides} />
        <DialogButtons
          cancelLabel={keepLabel}
          onCancel={question.close}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          loading={question.mutation.isPending}
          danger
        />
      </Stack>
    </Modal>
  )
}
