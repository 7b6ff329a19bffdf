import { Textarea } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { useState } from 'react'
import { rejectQuote } from '../api/quotes.ts'
import { ConfirmActionButton } from './confirm-action-button.tsx'

/** Staff turn a request down; the customer is e-mailed, with the message if there is one. */
export function RejectButton({ quote, onDone }: { quote: Quote; onDone: (quote: Quote) => void }) {
  const [message, setMessage] = useState('')
  return (
    <ConfirmActionButton
      quote={quote}
      action={rejectQuote}
      fields={{ message: message.trim() }}
      label="Turn down"
      title="Turn this request down?"
      text={`${quote.customer.name} is told by e-mail that ${quote.reference} cannot be taken on${quote.offer ? ', and the offer is withdrawn' : ''}. This cannot be undone.`}
      confirmLabel="Turn it down"
      cancelLabel="Keep it open"
      onDone={onDone}
      buttonProps={{ styles: { label: { color: 'var(--mantine-color-error)' } } }}
    >
      <Textarea
        label="Message to the customer"
        description="Optional: why, or who could help instead."
        rows={3}
        resize="vertical"
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        maxLength={5000}
      />
    </ConfirmActionButton>
  )
}
