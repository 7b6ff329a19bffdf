import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Quote } from '@reserva/shared'
import { lazy, type RefObject, Suspense, useState } from 'react'
import { QuoteStatusBadge } from '@/components/quote-status-badge.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { AttachmentList } from './attachment-list.tsx'
import { MessageThread } from './message-thread.tsx'
import { OfferFacts, QuoteRequestFacts } from './quote-facts.tsx'
import classes from './quote-inbox.module.css'
import { RejectButton } from './reject-button.tsx'
import { SendQuoteLinkButton } from './send-quote-link-button.tsx'

// The offer form (its length field, the free times for proposing one) loads when a quote is opened
// to be priced: the dashboard's other sections do not carry it.
const OfferForm = lazy(() => import('./offer-form.tsx').then((m) => ({ default: m.OfferForm })))

/**
 * The quote open in the staff's inbox: what was asked, its files, the offer, and what staff can do
 * now (price it, revise the price, turn it down), with the messages.
 */
export function InboxQuote({
  quote,
  titleRef,
}: {
  quote: Quote
  titleRef: RefObject<HTMLHeadingElement | null>
}) {
  const t = useT()
  const [message, setMessage] = useState<string | null>(null)
  const [revising, setRevising] = useState(false)
  const showForm = quote.can.offer && (quote.status === 'requested' || revising)

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={`quote-${quote.id}-title`}
      className={classes.detail}
    >
      <Stack gap="lg">
        {message ? <StatusMessage key={message}>{message}</StatusMessage> : null}
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title
              order={3}
              size="h4"
              id={`quote-${quote.id}-title`}
              ref={titleRef}
              tabIndex={-1}
              style={{ overflowWrap: 'anywhere', outlineOffset: 4 }}
            >
              {quote.title}
            </Title>
            <Text size="sm" c="dimmed">
              {quote.reference}
            </Text>
          </Stack>
          <QuoteStatusBadge status={quote.status} />
        </Group>

        <QuoteRequestFacts quote={quote} showCustomer />

        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('quoteInbox.filesTitle')}
          </Title>
          <AttachmentList quoteId={quote.id} attachments={quote.attachments} />
        </Stack>

        {quote.offer ? (
          <Paper radius="md" p="md" bg="var(--reserva-surface-accent)">
            <Title order={4} size="h5" mb="xs">
              {quote.status === 'offered' ? t('quoteInbox.currentOffer') : t('quoteInbox.theOffer')}
            </Title>
            <OfferFacts quote={quote} viewer="staff" />
            {quote.status === 'accepted' && quote.bookingReference ? (
              <Text size="sm" mt="sm" fw={600}>
                {t('quoteInbox.booked', { reference: quote.bookingReference })}
              </Text>
            ) : null}
          </Paper>
        ) : null}

        {showForm ? (
          <Stack gap="xs">
            <Title order={4} size="h5">
              {quote.offer ? t('quoteInbox.reviseOffer') : t('quoteInbox.makeOffer')}
            </Title>
            <Suspense fallback={<SkeletonStack heights={[56, 56, 120]} gap="md" />}>
              <OfferForm
                quote={quote}
                onSent={(sent) => {
                  setRevising(false)
                  setMessage(
                    t(quote.offer ? 'quoteInbox.revisedOfferSent' : 'quoteInbox.offerSent', {
                      name: sent.customer.name,
                      reference: sent.reference,
                    }),
                  )
                }}
              />
            </Suspense>
          </Stack>
        ) : null}

        {quote.can.offer || quote.can.reject ? (
          <Group gap="xs">
            {quote.can.offer && quote.status !== 'requested' && !revising ? (
              <Button size="sm" variant="light" onClick={() => setRevising(true)}>
                {t('quoteInbox.reviseOffer')}
              </Button>
            ) : null}
            {revising ? (
              <Button size="sm" variant="default" onClick={() => setRevising(false)}>
                {t('quoteInbox.keepOffer')}
              </Button>
            ) : null}
            {quote.can.reject ? (
              <RejectButton
                quote={quote}
                onDone={(q) =>
                  setMessage(
                    t('quoteInbox.turnedDown', { reference: q.reference, name: q.customer.name }),
                  )
                }
              />
            ) : null}
          </Group>
        ) : null}

        <SendQuoteLinkButton quote={quote} />

        <Stack gap="xs">
          <Title order={4} size="h5">
            {t('quoteInbox.messagesTitle')}
          </Title>
          <MessageThread quote={quote} viewer="staff" />
        </Stack>
      </Stack>
    </Paper>
  )
}
