import { Button, Group, Modal, Stack } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'
import { questionDialogProps } from './dialog-props.ts'
import { ErrorAlert } from './error-alert.tsx'

/** What a question asked before an action is about: a request, or a form, with a `reset`. */
type Resettable = { reset: () => void }

/**
 * Whether the question before an action is open. Closing it without going on (`close`) resets
 * the action's mutation (its error goes) and any form given with it; `hide` closes it after the
 * action is done.
 */
export function useQuestion(...resets: Resettable[]) {
  const [opened, setOpened] = useState(false)
  return {
    opened,
    ask: () => setOpened(true),
    hide: () => setOpened(false),
    close: () => {
      setOpened(false)
      for (const item of resets) item.reset()
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
  mutation,
  overrides,
  keepLabel,
  confirmLabel,
  onConfirm,
}: {
  question: { opened: boolean; close: () => void }
  title: string
  children: ReactNode
  /** The action's request: its error is shown, and the confirm button spins while it runs. */
  mutation: { error: unknown; isPending: boolean }
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
        <ErrorAlert error={mutation.error} overrides={overrides} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={question.close}>
            {keepLabel}
          </Button>
          <Button color="red.9" loading={mutation.isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
