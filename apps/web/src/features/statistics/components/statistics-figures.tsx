import { Box, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import type { Statistics } from '@reserva/shared'
import { lazy, type ReactNode, Suspense } from 'react'
import { bareList } from '@/components/bare-list.ts'
import { bucketLabel, count, hours, money, percent } from '../format.ts'
import { changeWords } from '../statistics-periods.ts'

// Recharts is big: the charts come in a chunk of their own, fetched when this tab shows figures.
const charts = () => import('./statistics-charts.tsx')
const BookingsChart = lazy(() => charts().then((m) => ({ default: m.BookingsChart })))
const RevenueChart = lazy(() => charts().then((m) => ({ default: m.RevenueChart })))
const ResourceUseChart = lazy(() => charts().then((m) => ({ default: m.ResourceUseChart })))

export function Figures({
  statistics,
  previous,
}: {
  statistics: Statistics
  /** The period of the same length before, and its name ("the previous 30 days"). */
  previous?: { statistics: Statistics; name: string }
}) {
  const { bookings, revenue, cancellations, quotes, currency } = statistics
  const change = (pick: (s: Statistics) => number) =>
    previous ? changeWords(pick(statistics), pick(previous.statistics), previous.name) : undefined
  const per = statistics.granularity === 'day' ? 'day' : 'week'
  const nothing = bookings.total === 0 && quotes.requested === 0
  return (
    <Stack gap={40}>
      {nothing ? (
        <Text role="status">
          No bookings and no quote requests between {bucketLabel(statistics.from, 'day', true)} and{' '}
          {bucketLabel(statistics.to, 'day', true)}.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={bareList}>
        <Figure
          label="Bookings"
          value={count(bookings.total)}
          change={change((s) => s.bookings.total)}
        >
          {count(bookings.confirmed + bookings.completed)} confirmed or done,{' '}
          {count(bookings.pending)} awaiting confirmation
        </Figure>
        <Figure
          label="Revenue"
          value={money(revenue.totalMinor, currency)}
          change={change((s) => s.revenue.totalMinor)}
        >
          Confirmed and done bookings; {money(revenue.pendingMinor, currency)} more if the pending
          ones are confirmed
        </Figure>
        <Figure label="Quote conversion" value={percent(quotes.acceptanceRate)}>
          {count(quotes.accepted)} of {count(quotes.offered)} offers accepted, worth{' '}
          {money(quotes.acceptedValueMinor, currency)}
        </Figure>
        <Figure
          label="Cancellations"
          value={count(cancellations.cancelled)}
          change={change((s) => s.cancellations.cancelled)}
        >
          {percent(cancellations.cancellationRate)} of the period's bookings
        </Figure>
        <Figure
          label="No-shows"
          value={count(cancellations.noShow)}
          change={change((s) => s.cancellations.noShow)}
        >
          {percent(cancellations.noShowRate)} of the bookings whose time came
        </Figure>
        <Figure
          label="Quote requests"
          value={count(quotes.requested)}
          change={change((s) => s.quotes.requested)}
        >
          {percent(quotes.offerRate)} got an offer
        </Figure>
      </SimpleGrid>

      <Section
        title={`Bookings and revenue per ${per}`}
        description={`A booking counts on the ${per} it starts, in ${statistics.timezone}. Revenue is confirmed and done bookings, in ${currency}.`}
      >
        <Chart caption={`Bookings per ${per}, by status`}>
          <BookingsChart statistics={statistics} />
        </Chart>
        <Chart caption={`Revenue per ${per}`}>
          <RevenueChart statistics={statistics} />
        </Chart>
        <details>
          <summary style={{ cursor: 'pointer' }}>
            <Text component="span" fw={500}>
              The same figures as a table
            </Text>
          </summary>
          <Table.ScrollContainer
            {...scrollable(`Bookings and revenue per ${per}`)}
            minWidth={560}
            mt="sm"
          >
            <Table striped aria-label={`Bookings and revenue per ${per}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{per === 'day' ? 'Day' : 'Week'}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Bookings
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Confirmed or done
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Cancelled
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    No-shows
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Revenue
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {statistics.buckets.map((bucket) => (
                  <Table.Tr key={bucket.start}>
                    <Table.Th scope="row" fw={400}>
                      {bucketLabel(bucket.start, statistics.granularity, true)}
                    </Table.Th>
                    <Table.Td ta="right">{count(bucket.bookings.total)}</Table.Td>
                    <Table.Td ta="right">
                      {count(bucket.bookings.confirmed + bucket.bookings.completed)}
                    </Table.Td>
                    <Table.Td ta="right">{count(bucket.bookings.cancelled)}</Table.Td>
                    <Table.Td ta="right">{count(bucket.bookings.no_show)}</Table.Td>
                    <Table.Td ta="right">{money(bucket.revenueMinor, currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
      </Section>

      <Section
        title="Revenue by source"
        description="Where the period's confirmed and done bookings came from."
      >
        <Table aria-label="Revenue by source" maw={480}>
          <Table.Tbody>
            <Row label="Booked online" value={money(revenue.bySource.online, currency)} />
            <Row label="Booked by staff" value={money(revenue.bySource.staff, currency)} />
            <Row label="From accepted quotes" value={money(revenue.bySource.quote, currency)} />
            <Row label="Total" value={money(revenue.totalMinor, currency)} strong />
          </Table.Tbody>
        </Table>
        {revenue.otherCurrencyBookings > 0 ? (
          <Text size="sm" c="dimmed">
            {count(revenue.otherCurrencyBookings)} bookings priced in another currency are not in
            these sums.
          </Text>
        ) : null}
      </Section>

      <Section
        title="Use of each resource"
        description="Open hours are working hours less time off; booked hours are those within them when a booking held the resource."
      >
        {statistics.resources.length === 0 ? (
          <Text role="status">No resources yet: add them on the Resources tab.</Text>
        ) : (
          <>
            <Chart caption="Booked and open hours per resource">
              <ResourceUseChart statistics={statistics} />
            </Chart>
            <Table.ScrollContainer {...scrollable('Use of each resource')} minWidth={520}>
              <Table striped aria-label="Use of each resource">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Resource</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Booked
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Open
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Use
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Booked out of hours
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {statistics.resources.map((resource) => (
                    <Table.Tr key={resource.resourceId}>
                      <Table.Th scope="row" fw={400}>
                        {resource.name}
                      </Table.Th>
                      <Table.Td ta="right">{hours(resource.bookedMinutes)}</Table.Td>
                      <Table.Td ta="right">{hours(resource.openMinutes)}</Table.Td>
                      <Table.Td ta="right">{percent(resource.utilisation)}</Table.Td>
                      <Table.Td ta="right">{hours(resource.outsideHoursMinutes)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Section>

      <Section
        title="Quotes"
        description="Quotes asked for in the period, and what became of them so far."
      >
        <Table aria-label="Quotes" maw={480}>
          <Table.Tbody>
            <Row label="Requested" value={count(quotes.requested)} />
            <Row label="Offered a price" value={count(quotes.offered)} />
            <Row label="Accepted" value={count(quotes.accepted)} />
            <Row label="Declined by the customer" value={count(quotes.declined)} />
            <Row label="Rejected by the business" value={count(quotes.rejected)} />
            <Row label="Expired" value={count(quotes.expired)} />
            <Row label="Withdrawn" value={count(quotes.withdrawn)} />
            <Row label="Offer rate" value={percent(quotes.offerRate)} strong />
            <Row label="Acceptance rate" value={percent(quotes.acceptanceRate)} strong />
          </Table.Tbody>
        </Table>
      </Section>
    </Stack>
  )
}

/**
 * A table wider than a phone scrolls sideways in a box that keyboard users can focus and scroll
 * too (axe: scrollable-region-focusable); named for the table in it.
 */
const scrollable = (label: string) =>
  ({
    type: 'native',
    tabIndex: 0,
    role: 'region',
    'aria-label': `${label} (scrolls sideways)`,
  }) as const

function Figure({
  label,
  value,
  change,
  children,
}: {
  label: string
  value: string
  /** "up 12 % on the previous 30 days", when the previous period is in. */
  change?: string
  children: ReactNode
}) {
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      {change ? (
        <Text size="sm" fw={600}>
          {change.charAt(0).toUpperCase() + change.slice(1)}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Paper>
  )
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Stack gap={4}>
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  )
}

/** A chart with its caption; the numbers are in a table beside it. */
function Chart({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={500} mb="xs">
        {caption}
      </Text>
      <Suspense fallback={<Skeleton h={240} radius="md" />}>{children}</Suspense>
    </Box>
  )
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 600 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 600 : 400}>
        {value}
      </Table.Td>
    </Table.Tr>
  )
}
