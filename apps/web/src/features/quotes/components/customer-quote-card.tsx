import { Button, Divider, Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { QuoteStatusBadge } from '@/components/quote-status-badge.tsx'
import { shortInstant } from '@/lib/dates.ts'
import { declineQuote, withdrawQuote } from '../api/quotes.ts'
import { AcceptOfferButton } from './accept-offer-button.tsx'
import { AddFiles } from './add-files.tsx'
import { AttachmentList } from './attachment-list.tsx'
import { ConfirmActionButton } from './confirm-action-button.tsx'
import { MessageThread } from './message-thread.tsx'
import { OfferFacts, QuoteRequestFacts } from './quote-facts.tsx'

const below = (order: TitleOrder) => Math.min(order + 1, 6) as TitleOrder

function statusNote(quote: Quote): string | null {
  switch (quote.status) {
    case 'requested':
      return 'We are looking at your request and will reply with a price.'
    case 'offered':
      return 'Accept the offer to book the job, or decline it.'
    case 'accepted':
      return 'You accepted this offer, and the job is booked.'
    case 'declined':
      return 'You declined this offer.'
    case 'expired':
      return 'This offer has expired. Write to us if you would still like the job done.'
    case 'rejected':
      return 'We are sorry: we cannot take on this job. We have e-mailed you about it.'
    case 'withdrawn':
      return 'You withdrew this request.'
  }
}

/**
 * One of the customer's quotes: its status, the offer if there is one, what they can do now (the
 * server's `can`), and, opened, the request, its files and the messages.
 */
export function CustomerQuoteCard({
  quote,
  headingOrder = 3,
  defaultExpanded = false,
  onChanged,
  scrollIntoView = false,
}: {
  quote: Quote
  headingOrder?: TitleOrder
  defaultExpanded?: boolean
  /** Says what happened, e.g. after a decline. */
  onChanged?: (message: string) => void
  /** A link from an e-mail (?quote=QTE-…) opened this quote: bring it into view. */
  scrollIntoView?: boolean
}) {
  const [expanded, setExpanded] = useState(defaultExpanded)
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const detailsId = useId()
  const sub = below(headingOrder)
  const open = quote.status === 'requested' || quote.status === 'offered'

  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView?.({ block: 'start' })
  }, [scrollIntoView])

  return (
    <Paper
      ref={ref}
      component="article"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={titleId}
      data-status={quote.status}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={headingOrder} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {quote.title}
            </Title>
            <Text size="sm" c="dimmed">
              {quote.reference} · asked on {shortInstant(quote.timezone, quote.createdAt)}
            </Text>
          </Stack>
          <QuoteStatusBadge status={quote.status} />
        </Group>

        {statusNote(quote) ? <Text size="sm">{statusNote(quote)}</Text> : null}

        {quote.offer && quote.status !== 'requested' ? (
          <Paper radius="md" p="md" bg="var(--reserva-surface-accent)">
            <Title order={sub} size="h5" mb="xs">
              {quote.status === 'offered' ? 'Our offer' : 'The offer'}
            </Title>
            <OfferFacts quote={quote} />
          </Paper>
        ) : null}

        <Group gap="xs">
          {quote.can.accept && quote.offer ? (
            <AcceptOfferButton quote={{ ...quote, offer: quote.offer }} />
          ) : null}
          {quote.status === 'accepted' && quote.bookingReference ? (
            <Button
              component={Link}
              to={`/booking-confirmation?${new URLSearchParams({ ref: quote.bookingReference })}`}
              size="sm"
            >
              View booking {quote.bookingReference}
            </Button>
          ) : null}
          {quote.can.decline ? (
            <ConfirmActionButton
              quote={quote}
              action={declineQuote}
              label="Decline offer"
              title="Decline this offer?"
              text={`We will not book ${quote.title} (${quote.reference}) at this price. You can still write to us afterwards.`}
              confirmLabel="Yes, decline it"
              cancelLabel="Keep the offer"
              onDone={(q) => onChanged?.(`You declined the offer for ${q.reference}.`)}
            />
          ) : null}
          {quote.can.withdraw ? (
            <ConfirmActionButton
              quote={quote}
              action={withdrawQuote}
              label="Withdraw request"
              title="Withdraw this request?"
              text={`${quote.title} (${quote.reference}) will be closed${quote.offer ? ', with its offer' : ''}. This cannot be undone; you can always ask for a new quote.`}
              confirmLabel="Yes, withdraw it"
              cancelLabel="Keep the request"
              onDone={(q) => onChanged?.(`Your request ${q.reference} is withdrawn.`)}
              buttonProps={{
                variant: 'subtle',
                color: 'red',
                styles: { label: { color: 'var(--mantine-color-error)' } },
              }}
            />
          ) : null}
          <Button
            size="sm"
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
            ml="auto"
          >
            {expanded ? 'Hide details' : `Details and messages (${quote.messages.length})`}
          </Button>
        </Group>

        {expanded ? (
          <Stack gap="lg" id={detailsId}>
            <Divider />
            <Stack gap="xs">
              <Title order={sub} size="h5">
                Your request
              </Title>
              <QuoteRequestFacts quote={quote} />
            </Stack>
            <Stack gap="xs">
              <Title order={sub} size="h5">
                Files
              </Title>
              <AttachmentList quoteId={quote.id} attachments={quote.attachments} />
              {open ? <AddFiles quote={quote} /> : null}
            </Stack>
            <Stack gap="xs">
              <Title order={sub} size="h5">
                Messages
              </Title>
              <MessageThread quote={quote} viewer="customer" />
            </Stack>
          </Stack>
        ) : (
          <div id={detailsId} hidden />
        )}
      </Stack>
    </Paper>
  )
}
