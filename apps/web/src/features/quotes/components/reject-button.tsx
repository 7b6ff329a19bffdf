import { Button, Text, Textarea } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { useState } from 'react'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { rejectQuote, useQuoteMutation } from '../api/quotes.ts'
import { quoteMessages } from '../errors.ts'

/** Staff turn a request down; the customer is e-mailed, with the message if there is one. */
export function RejectButton({ quote, onDone }: { quote: Quote; onDone: (quote: Quote) => void }) {
  const [message, setMessage] = useState('')
  const reject = useQuoteMutation(rejectQuote)
  const question = useQuestion(reject)
  return (
    <>
      <Button
        size="sm"
        variant="default"
        onClick={question.ask}
        styles={{ label: { color: 'var(--mantine-color-error)' } }}
      >
        Turn down
      </Button>
      <QuestionDialog
        question={question}
        title="Turn this request down?"
        overrides={quoteMessages}
        keepLabel="Keep it open"
        confirmLabel="Turn it down"
        onConfirm={() =>
          reject.mutate(
            { id: quote.id, message: message.trim() },
            {
              onSuccess: (changed) => {
                question.hide()
                onDone(changed)
              },
            },
          )
        }
      >
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
      </QuestionDialog>
    </>
  )
}
