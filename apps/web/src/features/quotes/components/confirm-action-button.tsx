import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { useState } from 'react'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { useQuoteMutation } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'

/** A button whose action is asked about first, since it cannot be undone (decline, withdraw). */
export function ConfirmActionButton({
  quote,
  action,
  label,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onDone,
  buttonProps,
}: {
  quote: Quote
  action: (input: { id: string }) => Promise<Quote>
  label: string
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  onDone: (quote: Quote) => void
  buttonProps?: ButtonProps
}) {
  const [open, setOpen] = useState(false)
  const run = useQuoteMutation(action)
  const close = () => {
    setOpen(false)
    run.reset()
  }
  return (
    <>
      <Button
        size="sm"
        variant="default"
        {...buttonProps}
        onClick={() => setOpen(true)}
        aria-label={`${label} ${quote.reference}`}
      >
        {label}
      </Button>
      <Modal opened={open} onClose={close} title={title} {...questionDialogProps}>
        <Stack gap="md">
          <Text>{text}</Text>
          <ErrorAlert error={run.error} overrides={quoteMessages} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {cancelLabel}
            </Button>
            <Button
              color="red.9"
              loading={run.isPending}
              onClick={() =>
                run.mutate(
                  { id: quote.id },
                  {
                    onSuccess: (changed) => {
                      setOpen(false)
                      onDone(changed)
                    },
                  },
                )
              }
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
