import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { ManagedQuote } from '@reserva/shared'
import { useId } from 'react'
import { Link } from 'wouter'
import { Notice } from '@/components/notice.tsx'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { acceptByLink, declineByLink, useLinkedChange } from '../api/quote-link.ts'
import { quoteMessages } from '../errors.ts'
import { AcceptOfferButton } from './accept-offer-button.tsx'
import { MessageThread } from './message-thread.tsx'
import { QuoteRequestFacts } from './quote-facts.tsx'
import { QuoteSummary } from './quote-summary.tsx'

/**
 * A quote as its link shows it (decision 045): its status, the offer with Accept and Decline when
 * the server says they can be done, the request and the thread. Accepting books the offer's time,
 * or one of its free times chosen when it proposes none; the booking's own manage link follows.
 */
export function LinkedQuote({ quote, link }: { quote: ManagedQuote; link: string }) {
  const t = useT()
  const titleId = useId()
  const accept = useLinkedChange(link, (start: string | undefined) => acceptByLink(link, start))
  const decline = useLinkedChange(link, () => declineByLink(link))
  const declineQuestion = useQuestion(decline)
  const booked = accept.data
  const offer = quote.offer

  return (
    <Stack gap="lg">
      {booked ? (
        <Notice tone="success" role="status" title={t('quoteLink.acceptedTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text>{t('quoteLink.acceptedText', { reference: booked.bookingReference })}</Text>
            <Button component={Link} to={`/manage#${booked.manageLink}`}>
              {t('quoteLink.openBooking')}
            </Button>
          </Stack>
        </Notice>
      ) : null}
      <Paper
        component="article"
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        aria-labelledby={titleId}
      >
        <Stack gap="md">
          <QuoteSummary quote={quote} titleId={titleId} order={2} size="h3" />
          <Group gap="xs">
            {quote.can.accept && offer ? (
              <AcceptOfferButton
                quote={{ ...quote, offer }}
                acceptance={{
                  accept,
                  slotSource: { serviceId: offer.service.id, quoteLink: link },
                  onAccepted: () => undefined,
                }}
              />
            ) : null}
            {quote.can.decline ? (
              <Button size="sm" variant="default" onClick={declineQuestion.ask}>
                {t('quoteCard.decline')}
              </Button>
            ) : null}
          </Group>
          <Divider />
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('quoteCard.yourRequest')}
            </Title>
            <QuoteRequestFacts quote={quote} />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('quoteCard.messages')}
            </Title>
            <MessageThread quote={quote} viewer="customer" link={link} />
          </Stack>
        </Stack>
      </Paper>

      <QuestionDialog
        question={declineQuestion}
        title={t('quoteCard.declineTitle')}
        overrides={quoteMessages}
        keepLabel={t('quoteCard.declineKeep')}
        confirmLabel={t('quoteCard.declineConfirm')}
        onConfirm={() => decline.mutate(undefined, { onSuccess: declineQuestion.hide })}
      >
        <Text>
          {t('quoteCard.declineText', { title: quote.title, reference: quote.reference })}
        </Text>
      </QuestionDialog>
    </Stack>
  )
}
