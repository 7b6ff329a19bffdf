import { Button, Divider, Group, Paper, Stack, Title, type TitleOrder } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { declineQuote, useAcceptQuote, withdrawQuote } from '../api/quotes.ts'
import { AcceptOfferButton } from './accept-offer-button.tsx'
import { AddFiles } from './add-files.tsx'
import { AttachmentList } from './attachment-list.tsx'
import { ConfirmActionButton } from './confirm-action-button.tsx'
import { MessageThread } from './message-thread.tsx'
import { QuoteRequestFacts } from './quote-facts.tsx'
import { QuoteSummary } from './quote-summary.tsx'

/** A signed-in customer accepts their offer: its free times, then the booking's confirmation. */
function AcceptOwnOffer({ quote }: { quote: Parameters<typeof AcceptOfferButton>[0]['quote'] }) {
  const accept = useAcceptQuote(quote.id)
  const [, navigate] = useLocation()
  return (
    <AcceptOfferButton
      quote={quote}
      acceptance={{
        accept,
        slotSource: { serviceId: quote.offer.service.id, quoteId: quote.id },
        onAccepted: ({ booking }) =>
          navigate(`/booking-confirmation?${new URLSearchParams({ ref: booking.reference })}`),
      }}
    />
  )
}

const below = (order: TitleOrder) => Math.min(order + 1, 6) as TitleOrder

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
  const t = useT()
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
        <QuoteSummary quote={quote} titleId={titleId} order={headingOrder} size="h4" />

        <Group gap="xs">
          {quote.can.accept && quote.offer ? (
            <AcceptOwnOffer quote={{ ...quote, offer: quote.offer }} />
          ) : null}
          {quote.status === 'accepted' && quote.bookingReference ? (
            <Button
              component={Link}
              to={`/booking-confirmation?${new URLSearchParams({ ref: quote.bookingReference })}`}
              size="sm"
            >
              {t('quoteCard.viewBooking', { reference: quote.bookingReference })}
            </Button>
          ) : null}
          {quote.can.decline ? (
            <ConfirmActionButton
              quote={quote}
              action={declineQuote}
              label={t('quoteCard.decline')}
              title={t('quoteCard.declineTitle')}
              text={t('quoteCard.declineText', { title: quote.title, reference: quote.reference })}
              confirmLabel={t('quoteCard.declineConfirm')}
              cancelLabel={t('quoteCard.declineKeep')}
              onDone={(q) => onChanged?.(t('quoteCard.declined', { reference: q.reference }))}
            />
          ) : null}
          {quote.can.withdraw ? (
            <ConfirmActionButton
              quote={quote}
              action={withdrawQuote}
              label={t('quoteCard.withdraw')}
              title={t('quoteCard.withdrawTitle')}
              text={t(quote.offer ? 'quoteCard.withdrawTextOffer' : 'quoteCard.withdrawText', {
                title: quote.title,
                reference: quote.reference,
              })}
              confirmLabel={t('quoteCard.withdrawConfirm')}
              cancelLabel={t('quoteCard.withdrawKeep')}
              onDone={(q) => onChanged?.(t('quoteCard.withdrawn', { reference: q.reference }))}
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
            {expanded
              ? t('quoteCard.hideDetails')
              : t('quoteCard.showDetails', { count: quote.messages.length })}
          </Button>
        </Group>

        {expanded ? (
          <Stack gap="lg" id={detailsId}>
            <Divider />
            <Stack gap="xs">
              <Title order={sub} size="h5">
                {t('quoteCard.yourRequest')}
              </Title>
              <QuoteRequestFacts quote={quote} />
            </Stack>
            <Stack gap="xs">
              <Title order={sub} size="h5">
                {t('quoteCard.files')}
              </Title>
              <AttachmentList quoteId={quote.id} attachments={quote.attachments} />
              {open ? <AddFiles quote={quote} /> : null}
            </Stack>
            <Stack gap="xs">
              <Title order={sub} size="h5">
                {t('quoteCard.messages')}
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
