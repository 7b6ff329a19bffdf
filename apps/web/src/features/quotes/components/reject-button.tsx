import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { useState } from 'react'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { rejectQuote, useQuoteMutation } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'

/** Staff turn a request down; the customer is e-mailed, with the message if there is one. */
export function RejectButton({ quote, onDone }: { quote: Quote; onDone: (quote: Quote) => void }) {
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  const reject = useQuoteMutation(rejectQuote)
  const close = () => {
    setOpen(false)
    reject.reset()
  }
  return (
    <>
      <Button
        size="sm"
        variant="default"
        onClick={() => setOpen(true)}
        styles={{ label: { color: 'var(--mantine-color-error)' } }}
      >
        Turn down
      </Button>
      <Modal opened={open} onClose={close} title="Turn this request down?" {...questionDialogProps}>
        <Stack gap="md">
          <Text>
            {quote.customer.name} is told by e-mail that {quote.reference} cannot be taken on
            {quote.offer ? ', and the offer is withdrawn' : ''}. This cannot be undone.
          </Text>
          <Textarea
            label="Message to the customer"
            description="Optional: why, or who could help instead."
            rows={3}
            resize="vertical"
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={5000}
          />
          <ErrorAlert error={reject.error} overrides={quoteMessages} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep it open
            </Button>
            <Button
              color="red.9"
              loading={reject.isPending}
              onClick={() =>
                reject.mutate(
                  { id: quote.id, message: message.trim() },
                  {
                    onSuccess: (changed) => {
                      setOpen(false)
                      onDone(changed)
                    },
                  },
                )
              }
            >
              Turn it down
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
