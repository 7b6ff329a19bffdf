import { Button, Group, Paper, Skeleton, Stack, Text, Title, type TitleOrder } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import { bareList } from '@/components/bare-list.ts'
import { IconArrowRight } from '@/components/icons.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { ShowAllButton } from '@/components/show-all-button.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useMyQuotes } from '../api/quotes.ts'
import { CustomerQuoteCard } from './customer-quote-card.tsx'

/** How many closed quotes show before "Show all". */
const CLOSED_SHOWN = 5

const isOpen = (quote: Quote) => quote.status === 'requested' || quote.status === 'offered'

/**
 * The signed-in customer's quotes for the dashboard, newest first: open ones (waiting for a price
 * or an answer), then accepted and closed ones, each with its status, the offer, and what they can
 * do now. `?quote=QTE-…` (the link in our e-mails) opens that one. `headingOrder` is the level of
 * the two lists' headings; each quote's title is one below.
 */
export function CustomerQuotes({ headingOrder = 3 }: { headingOrder?: TitleOrder }) {
  const t = useT()
  const quotes = useMyQuotes()
  const [params] = useSearchParams()
  const [message, setMessage] = useState<string | null>(null)
  const [showAllClosed, setShowAllClosed] = useState(false)
  const opened = params.get('quote')?.trim().toUpperCase() ?? null
  const cardOrder = Math.min(headingOrder + 1, 6) as TitleOrder

  if (!quotes.isSuccess) {
    return (
      <QueryFallback
        query={quotes}
        subject={t('quoteList.subject')}
        placeholder={<SkeletonStack heights={[120, 120]} radius="lg" />}
      />
    )
  }

  if (quotes.data.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" bg="var(--reserva-surface-muted)">
        <Stack align="center" ta="center" gap="sm">
          <Text fw={600}>{t('quoteList.noneTitle')}</Text>
          <Text c="dimmed" size="sm">
            {t('quoteList.noneText')}
          </Text>
          <Button component={Link} to="/quote" rightSection={<IconArrowRight size={18} />}>
            {t('quoteList.ask')}
          </Button>
        </Stack>
      </Paper>
    )
  }

  const open = quotes.data.filter(isOpen)
  const closed = quotes.data.filter((quote) => !isOpen(quote))
  const linkedIndex = closed.findIndex((quote) => quote.reference === opened)
  const closedShown =
    showAllClosed || linkedIndex >= CLOSED_SHOWN ? closed : closed.slice(0, CLOSED_SHOWN)
  const card = (quote: Quote) => (
    <li key={quote.id}>
      <CustomerQuoteCard
        quote={quote}
        headingOrder={cardOrder}
        defaultExpanded={quote.reference === opened}
        scrollIntoView={quote.reference === opened}
        onChanged={setMessage}
      />
    </li>
  )

  return (
    <Stack gap="xl">
      {message ? <StatusMessage key={message}>{message}</StatusMessage> : null}
      <Stack gap="sm" component="section" aria-labelledby="open-quotes-title">
        <Group justify="space-between" align="center">
          <Title order={headingOrder} size="h4" id="open-quotes-title">
            {t('quoteList.open')}
          </Title>
          <Button component={Link} to="/quote" variant="light" size="sm">
            {t('quoteList.askAnother')}
          </Button>
        </Group>
        {open.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('quoteList.noneOpen')}
          </Text>
        ) : (
          <Stack component="ul" gap="md" style={bareList}>
            {open.map(card)}
          </Stack>
        )}
      </Stack>
      {closed.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="closed-quotes-title">
          <Title order={headingOrder} size="h4" id="closed-quotes-title">
            {t('quoteList.closed')}
          </Title>
          <Stack component="ul" gap="md" style={bareList}>
            {closedShown.map(card)}
          </Stack>
          {closed.length > CLOSED_SHOWN && linkedIndex < CLOSED_SHOWN ? (
            <ShowAllButton
              total={closed.length}
              all={showAllClosed}
              onToggle={() => setShowAllClosed((all) => !all)}
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  )
}

/** One of the customer's quotes, by its reference (/quote?ref=QTE-…). */
export function CustomerQuoteByReference({ reference }: { reference: string }) {
  const t = useT()
  const quotes = useMyQuotes()
  const [message, setMessage] = useState<string | null>(null)

  if (!quotes.isSuccess) {
    return (
      <QueryFallback
        query={quotes}
        subject={t('quoteList.oneSubject')}
        placeholder={<Skeleton h={240} radius="lg" />}
      />
    )
  }
  const quote = quotes.data.find((q) => q.reference === reference)
  if (!quote) {
    return (
      <Stack gap="md" align="flex-start">
        <Text>{t('quoteList.notFound', { reference })}</Text>
        <Group gap="sm">
          <Button component={Link} to="/dashboard">
            {t('quoteList.seeQuotes')}
          </Button>
          <Button component={Link} to="/quote" variant="default">
            {t('quoteList.ask')}
          </Button>
        </Group>
      </Stack>
    )
  }
  return (
    <Stack gap="md">
      {message ? <StatusMessage key={message}>{message}</StatusMessage> : null}
      <CustomerQuoteCard quote={quote} headingOrder={2} defaultExpanded onChanged={setMessage} />
    </Stack>
  )
}
