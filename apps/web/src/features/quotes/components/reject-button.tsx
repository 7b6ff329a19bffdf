import { Textarea } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { useState } from 'react'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { rejectQuote } from '../api/quotes.ts'
import { ConfirmActionButton } from './confirm-action-button.tsx'

/** Staff turn a request down; the customer is e-mailed, with the message if there is one. */
export function RejectButton({ quote, onDone }: { quote: Quote; onDone: (quote: Quote) => void }) {
  const t = useT()
  const [message, setMessage] = useState('')
  return (
    <ConfirmActionButton
      quote={quote}
      action={rejectQuote}
      fields={{ message: message.trim() }}
      label={t('quoteReject.button')}
      title={t('quoteReject.title')}
      text={t(quote.offer ? 'quoteReject.textOffer' : 'quoteReject.text', {
        name: quote.customer.name,
        reference: quote.reference,
      })}
      confirmLabel={t('quoteReject.confirm')}
      cancelLabel={t('quoteReject.keep')}
      onDone={onDone}
      buttonProps={{ styles: { label: { color: 'var(--mantine-color-error)' } } }}
    >
      <Textarea
        label={t('quoteReject.message')}
        description={t('quoteReject.messageHelp')}
        rows={3}
        resize="vertical"
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        maxLength={5000}
      />
    </ConfirmActionButton>
  )
}
