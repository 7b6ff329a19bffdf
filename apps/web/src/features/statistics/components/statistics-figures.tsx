import { Box, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import type { Statistics } from '@reserva/shared'
import { lazy, type ReactNode, Suspense } from 'react'
import { bareList } from '@/components/bare-list.ts'
import { useI18n, type useT } from '@/lib/i18n/i18n-context.tsx'
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
  /** The period of the same length before, and how many days both have. */
  previous?: { statistics: Statistics; days: number }
}) {
  const { t, language } = useI18n()
  const { bookings, revenue, cancellations, quotes, currency } = statistics
  const change = (pick: (s: Statistics) => number) =>
    previous ? changeWords(pick(statistics), pick(previous.statistics), previous.days) : undefined
  const n = (value: number) => count(value, language)
  const share = (value: number | null) => percent(value, language)
  const cash = (minor: number) => money(minor, currency, language)
  const byDay = statistics.granularity === 'day'
  const perTitle = byDay ? t('statistics.perDayTitle') : t('statistics.perWeekTitle')
  const nothing = bookings.total === 0 && quotes.requested === 0
  return (
    <Stack gap={40}>
      {nothing ? (
        <Text role="status">
          {t('statistics.nothing', {
            from: bucketLabel(statistics.from, 'day', true, language),
            to: bucketLabel(statistics.to, 'day', true, language),
          })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={bareList}>
        <Figure
          label={t('statistics.bookings')}
          value={n(bookings.total)}
          change={change((s) => s.bookings.total)}
        >
          {t('statistics.bookingsText', {
            done: n(bookings.confirmed + bookings.completed),
            pending: n(bookings.pending),
          })}
        </Figure>
        <Figure
          label={t('statistics.revenue')}
          value={cash(revenue.totalMinor)}
          change={change((s) => s.revenue.totalMinor)}
        >
          {t('statistics.revenueText', { pending: cash(revenue.pendingMinor) })}
        </Figure>
        <Figure label={t('statistics.conversion')} value={share(quotes.acceptanceRate)}>
          {t('statistics.conversionText', {
            accepted: n(quotes.accepted),
            count: quotes.offered,
            value: cash(quotes.acceptedValueMinor),
          })}
        </Figure>
        <Figure
          label={t('statistics.cancellations')}
          value={n(cancellations.cancelled)}
          change={change((s) => s.cancellations.cancelled)}
        >
          {t('statistics.cancellationsText', { share: share(cancellations.cancellationRate) })}
        </Figure>
        <Figure
          label={t('statistics.noShows')}
          value={n(cancellations.noShow)}
          change={change((s) => s.cancellations.noShow)}
        >
          {t('statistics.noShowsText', { share: share(cancellations.noShowRate) })}
        </Figure>
        <Figure
          label={t('statistics.quoteRequests')}
          value={n(quotes.requested)}
          change={change((s) => s.quotes.requested)}
        >
          {t('statistics.quoteRequestsText', { share: share(quotes.offerRate) })}
        </Figure>
      </SimpleGrid>

      <Section
        title={perTitle}
        description={
          byDay
            ? t('statistics.perDayText', { zone: statistics.timezone, currency })
            : t('statistics.perWeekText', { zone: statistics.timezone, currency })
        }
      >
        <Chart caption={byDay ? t('statistics.bookingsPerDay') : t('statistics.bookingsPerWeek')}>
          <BookingsChart statistics={statistics} />
        </Chart>
        <Chart caption={byDay ? t('statistics.revenuePerDay') : t('statistics.revenuePerWeek')}>
          <RevenueChart statistics={statistics} />
        </Chart>
        <details>
          <summary style={{ cursor: 'pointer' }}>
            <Text component="span" fw={500}>
              {t('statistics.asTable')}
            </Text>
          </summary>
          <Table.ScrollContainer {...scrollable(t, perTitle)} minWidth={560} mt="sm">
            <Table striped aria-label={perTitle}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    {byDay ? t('statistics.day') : t('statistics.week')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('statistics.bookings')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('statistics.confirmedOrDone')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('statistics.cancelled')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('statistics.noShows')}
                  </Table.Th>
                  <Table.Th scope="col" ta="end">
                    {t('statistics.revenue')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {statistics.buckets.map((bucket) => (
                  <Table.Tr key={bucket.start}>
                    <Table.Th scope="row" fw={400}>
                      {bucketLabel(bucket.start, statistics.granularity, true, language)}
                    </Table.Th>
                    <Table.Td ta="end">{n(bucket.bookings.total)}</Table.Td>
                    <Table.Td ta="end">
                      {n(bucket.bookings.confirmed + bucket.bookings.completed)}
                    </Table.Td>
                    <Table.Td ta="end">{n(bucket.bookings.cancelled)}</Table.Td>
                    <Table.Td ta="end">{n(bucket.bookings.no_show)}</Table.Td>
                    <Table.Td ta="end">{cash(bucket.revenueMinor)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
      </Section>

      <Section title={t('statistics.bySource')} description={t('statistics.bySourceText')}>
        <Table aria-label={t('statistics.bySource')} maw={480}>
          <Table.Tbody>
            <Row label={t('statistics.online')} value={cash(revenue.bySource.online)} />
            <Row label={t('statistics.byStaff')} value={cash(revenue.bySource.staff)} />
            <Row label={t('statistics.fromQuotes')} value={cash(revenue.bySource.quote)} />
            <Row label={t('statistics.total')} value={cash(revenue.totalMinor)} strong />
          </Table.Tbody>
        </Table>
        {revenue.otherCurrencyBookings > 0 ? (
          <Text size="sm" c="dimmed">
            {t('statistics.otherCurrency', { count: revenue.otherCurrencyBookings })}
          </Text>
        ) : null}
      </Section>

      <Section title={t('statistics.use')} description={t('statistics.useText')}>
        {statistics.resources.length === 0 ? (
          <Text role="status">{t('statistics.noResources')}</Text>
        ) : (
          <>
            <Chart caption={t('statistics.useChart')}>
              <ResourceUseChart statistics={statistics} />
            </Chart>
            <Table.ScrollContainer {...scrollable(t, t('statistics.use'))} minWidth={520}>
              <Table striped aria-label={t('statistics.use')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('statistics.resource')}</Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('statistics.booked')}
                    </Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('statistics.open')}
                    </Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('statistics.utilisation')}
                    </Table.Th>
                    <Table.Th scope="col" ta="end">
                      {t('statistics.outOfHours')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {statistics.resources.map((resource) => (
                    <Table.Tr key={resource.resourceId}>
                      <Table.Th scope="row" fw={400}>
                        {resource.name}
                      </Table.Th>
                      <Table.Td ta="end">{hours(resource.bookedMinutes, language)}</Table.Td>
                      <Table.Td ta="end">{hours(resource.openMinutes, language)}</Table.Td>
                      <Table.Td ta="end">{share(resource.utilisation)}</Table.Td>
                      <Table.Td ta="end">{hours(resource.outsideHoursMinutes, language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Section>

      <Section title={t('statistics.quotes')} description={t('statistics.quotesText')}>
        <Table aria-label={t('statistics.quotes')} maw={480}>
          <Table.Tbody>
            <Row label={t('statistics.requested')} value={n(quotes.requested)} />
            <Row label={t('statistics.offered')} value={n(quotes.offered)} />
            <Row label={t('statistics.accepted')} value={n(quotes.accepted)} />
            <Row label={t('statistics.declined')} value={n(quotes.declined)} />
            <Row label={t('statistics.rejected')} value={n(quotes.rejected)} />
            <Row label={t('statistics.expired')} value={n(quotes.expired)} />
            <Row label={t('statistics.withdrawn')} value={n(quotes.withdrawn)} />
            <Row label={t('statistics.offerRate')} value={share(quotes.offerRate)} strong />
            <Row
              label={t('statistics.acceptanceRate')}
              value={share(quotes.acceptanceRate)}
              strong
            />
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
const scrollable = (t: ReturnType<typeof useT>, table: string) =>
  ({
    type: 'native',
    tabIndex: 0,
    role: 'region',
    'aria-label': t('statistics.scrolls', { table }),
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
      <Table.Td ta="end" fw={strong ? 600 : 400}>
        {value}
      </Table.Td>
    </Table.Tr>
  )
}
