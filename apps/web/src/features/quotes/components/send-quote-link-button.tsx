import { Button, Group, Text } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { ErrorAlert } from '@/components/error-alert.tsx'
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
    <div>
      <Group gap="xs" align="center">
        <Button
          size="xs"
          variant="subtle"
          px={0}
          loading={send.isPending}
          onClick={() => send.mutate(quote.id)}
          // The visible words first (WCAG 2.5.3), then which quote.
          aria-label={t('quoteLink.sendNewFor', { reference: quote.reference })}
        >
          {t('quoteLink.sendNew')}
        </Button>
        {send.isSuccess ? (
          <Text size="sm" role="status">
            {t('quoteLink.sent')}
          </Text>
        ) : null}
      </Group>
      <ErrorAlert error={send.error} overrides={quoteMessages} />
    </div>
  )
}
