import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatMoney, type Quote } from '@reserva/shared'
import type { ReactNode } from 'react'
import { longInstant, shortDate, shortInstant, timeIn, zoneLabel } from '@/lib/dates.ts'

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
  quote: Quote
  showCustomer?: boolean
}) {
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        {showCustomer ? (
          <Fact term="Customer">
            {quote.customer.name} ·{' '}
            <Anchor href={`mailto:${quote.customer.email}`} inherit>
              {quote.customer.email}
            </Anchor>
          </Fact>
        ) : null}
        <Fact term="Service">{quote.service?.name ?? 'Not chosen'}</Fact>
        <Fact term="People">{quote.partySize}</Fact>
        <Fact term="Preferred dates">
          {quote.preferredDates.length > 0
            ? [...quote.preferredDates]
                .sort()
                .map((day) => shortDate(day))
                .join('; ')
            : 'Any time'}
        </Fact>
        <Fact term="Asked on">{shortInstant(quote.timezone, quote.createdAt)}</Fact>
      </SimpleGrid>
      <Passage heading="Details">{quote.details}</Passage>
    </Stack>
  )
}

/** The offer: price, what it is booked as, until when it stands, and when the job would be. */
export function OfferFacts({
  quote,
  viewer = 'customer',
}: {
  quote: Quote
  viewer?: 'customer' | 'staff'
}) {
  const offer = quote.offer
  if (!offer) return null
  const zone = quote.timezone
  return (
    <Stack gap="sm">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Fact term="Price">
          <Text span fw={700} size="lg">
            {formatMoney(offer.priceMinor, offer.currency)}
          </Text>
        </Fact>
        <Fact term="Booked as">{offer.service.name}</Fact>
        <Fact term="Time">
          {offer.proposedStart
            ? `${longInstant(zone, offer.proposedStart)}${
                offer.proposedEnd ? ` to ${timeIn(zone, offer.proposedEnd)}` : ''
              } (${zoneLabel(zone)})`
            : viewer === 'customer'
              ? 'You choose a time when you accept'
              : 'The customer chooses a time when accepting'}
        </Fact>
        <Fact term="Valid until">
          {longInstant(zone, offer.validUntil)} ({zoneLabel(zone)})
        </Fact>
      </SimpleGrid>
      {offer.message ? <Passage heading="Message">{offer.message}</Passage> : null}
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
