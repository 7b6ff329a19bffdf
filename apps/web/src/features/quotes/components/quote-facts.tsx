import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ManagedQuote, Quote } from '@reserva/shared'
import { formatMoney } from '@reserva/shared/money-format'
import type { ReactNode } from 'react'
import { longInstant, shortDate, shortInstant, timeIn, zoneLabel } from '@/lib/dates.ts'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import { useQuoteFormat } from '../hooks/use-quote-format.ts'

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.3}>
        {term}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </div>
  )
}

/** What was asked for: the service, when, for how many, and the description in full. */
export function QuoteRequestFacts({
  quote,
  showCustomer = false,
}: {
  /** A quote a link opened (decision 045) has its customer's name only. */
  quote: Quote | ManagedQuote
  showCustomer?: boolean
}) {
  const t = useT()
  const format = useQuoteFormat()
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        {showCustomer && 'email' in quote.customer ? (
          <Fact term={t('quoteFacts.customer')}>
            {quote.customer.name} ·{' '}
            <Anchor href={`mailto:${quote.customer.email}`} inherit>
              {quote.customer.email}
            </Anchor>
          </Fact>
        ) : null}
        <Fact term={t('quoteFacts.service')}>
          {quote.service?.name ?? t('quoteFacts.notChosen')}
        </Fact>
        <Fact term={t('quoteFacts.people')}>{format.count(quote.partySize)}</Fact>
        <Fact term={t('quoteFacts.dates')}>
          {quote.preferredDates.length > 0
            ? format.list(
                [...quote.preferredDates].sort().map((day) => shortDate(day)),
                '; ',
              )
            : t('quoteFacts.anyTime')}
        </Fact>
        <Fact term={t('quoteFacts.askedOn')}>{shortInstant(quote.timezone, quote.createdAt)}</Fact>
      </SimpleGrid>
      <Passage heading={t('quoteFacts.details')}>{quote.details}</Passage>
    </Stack>
  )
}

/** The offer: price, what it is booked as, until when it stands, and when the job would be. */
export function OfferFacts({
  quote,
  viewer = 'customer',
}: {
  quote: Quote | ManagedQuote
  viewer?: 'customer' | 'staff'
}) {
  const { t, language } = useI18n()
  const offer = quote.offer
  if (!offer) return null
  const zone = quote.timezone
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Fact term={t('quoteFacts.price')}>
          <Text span fw={700} size="lg">
            {formatMoney(offer.priceMinor, offer.currency, language)}
          </Text>
        </Fact>
        <Fact term={t('quoteFacts.bookedAs')}>{offer.service.name}</Fact>
        <Fact term={t('quoteFacts.time')}>
          {offer.proposedStart
            ? offer.proposedEnd
              ? t('quoteFacts.proposedUntil', {
                  start: longInstant(zone, offer.proposedStart),
                  end: timeIn(zone, offer.proposedEnd),
                  zone: zoneLabel(zone),
                })
              : t('quoteFacts.proposed', {
                  start: longInstant(zone, offer.proposedStart),
                  zone: zoneLabel(zone),
                })
            : viewer === 'customer'
              ? t('quoteFacts.youChoose')
              : t('quoteFacts.customerChooses')}
        </Fact>
        <Fact term={t('quoteFacts.validUntil')}>
          {t('quoteFacts.validUntilWhen', {
            date: longInstant(zone, offer.validUntil),
            zone: zoneLabel(zone),
          })}
        </Fact>
      </SimpleGrid>
      {offer.message ? <Passage heading={t('quoteFacts.message')}>{offer.message}</Passage> : null}
    </Stack>
  )
}

/** A text the customer or staff wrote, under a small heading, with its own line breaks kept. */
function Passage({ heading, children }: { heading: string; children: string }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.3}>
        {heading}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}
