import type { Quote } from '@reserva/shared'
import { SendNewLinkButton } from '@/components/send-new-link-button.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useSendQuoteLink } from '../api/quote-link.ts'
import { quoteMessages } from '../errors.ts'

/**
 * Mails the quote's customer a new link to it, which ends every earlier one: for a guest who lost
 * the mail, or one forwarded by mistake. Only while the quote is open.
 */
export function SendQuoteLinkButton({
  quote,
}: {
  quote: Pick<Quote, 'id' | 'reference' | 'status'>
}) {
  const t = useT()
  const send = useSendQuoteLink()
  if (quote.status !== 'requested' && quote.status !== 'offered') return null
  return (
    <SendNewLinkButton
      send={send}
      id={quote.id}
      label={t('quoteLink.sendNew')}
      fullLabel={t('quoteLink.sendNewFor', { reference: quote.reference })}
      sent={t('quoteLink.sent')}
      overrides={quoteMessages}
    />
  )
}
