import { Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core'
import type { ManagedQuote, Quote } from '@reserva/shared'
import { QuoteStatusBadge } from '@/components/quote-status-badge.tsx'
import { shortInstant } from '@/lib/dates.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { OfferFacts } from './quote-facts.tsx'

/** What each status means for the customer, and what they can do. */
const statusNotes = {
  requested: 'quoteCard.noteRequested',
  offered: 'quoteCard.noteOffered',
  accepted: 'quoteCard.noteAccepted',
  declined: 'quoteCard.noteDeclined',
  expired: 'quoteCard.noteExpired',
  rejected: 'quoteCard.noteRejected',
  withdrawn: 'quoteCard.noteWithdrawn',
} as const satisfies Record<Quote['status'], MessageKey>

/**
 * The head of a quote as its customer sees it (in the dashboard or by its link): its title,
 * reference and date, its status with what that means for them, and the offer once there is one.
 */
export function QuoteSummary({
  quote,
  titleId,
  order,
  size,
}: {
  quote: Quote | ManagedQuote
  titleId: string
  order: TitleOrder
  size: 'h3' | 'h4'
}) {
  const t = useT()
  const sub = Math.min(order + 1, 6) as TitleOrder
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Title order={order} size={size} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {quote.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('quoteCard.askedOn', {
              reference: quote.reference,
              date: shortInstant(quote.timezone, quote.createdAt),
            })}
          </Text>
        </Stack>
        <QuoteStatusBadge status={quote.status} />
      </Group>
      <Text size="sm">{t(statusNotes[quote.status])}</Text>
      {quote.offer && quote.status !== 'requested' ? (
        <Paper radius="md" p="md" bg="var(--reserva-surface-accent)">
          <Title order={sub} size="h5" mb="xs">
            {quote.status === 'offered' ? t('quoteCard.ourOffer') : t('quoteCard.theOffer')}
          </Title>
          <OfferFacts quote={quote} />
        </Paper>
      ) : null}
    </>
  )
}
