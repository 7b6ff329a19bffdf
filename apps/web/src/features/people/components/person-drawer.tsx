import {
  Divider,
  Drawer,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { formatMoney, type Language, type Person, type PersonDetail } from '@reserva/shared'
import type { ComponentType } from 'react'
import { bookingStatusNames } from '@/components/booking-status-badge.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { quoteStatusNames } from '@/components/quote-status-badge.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { mediumInstant } from '@/lib/dates.ts'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import { usePerson } from '../api/people.ts'
import { peopleMessages } from '../errors.ts'
import { PersonActions } from './person-actions.tsx'
import { contactOf, PersonFlags, RoleBadge } from './person-labels.tsx'

const money = (language: Language, minor: number | null, currency: string | null) =>
  minor === null || currency === null ? null : formatMoney(minor, currency, language)

/** Sections of another feature on a person's page, after what can be done to the account. */
export type MorePersonSections = ComponentType<{ person: Person }>

/** A person's page, over the list: their account, what can be done to it, bookings and quotes. */
export function PersonDrawer({
  id,
  timezone,
  notice,
  onNotice,
  onClose,
  more,
}: {
  /** The open person (from the query string), or null for none. */
  id: string | null
  timezone: string
  notice: string | null
  onNotice: (message: string | null) => void
  onClose: () => void
  more?: MorePersonSections | undefined
}) {
  const t = useT()
  const phone = useMediaQuery('(max-width: 36em)')
  const person = usePerson(id)
  const name = person.data?.person.name
  return (
    <Drawer
      opened={id !== null}
      onClose={() => {
        onNotice(null)
        onClose()
      }}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={name ?? t('personDrawer.person')}
      closeButtonProps={{ 'aria-label': t('personDrawer.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="lg">
        {notice ? (
          <StatusMessage takeFocus={false} onClose={() => onNotice(null)}>
            {notice}
          </StatusMessage>
        ) : null}
        {!person.isSuccess ? (
          <QueryFallback
            query={person}
            subject={t('personDrawer.subject')}
            placeholder={<Skeleton h={360} radius="md" />}
            overrides={peopleMessages}
          />
        ) : (
          <PersonPage detail={person.data} timezone={timezone} onNotice={onNotice} more={more} />
        )}
      </Stack>
    </Drawer>
  )
}

function PersonPage({
  detail,
  timezone,
  onNotice,
  more: More,
}: {
  detail: PersonDetail
  timezone: string
  onNotice: (message: string) => void
  more: MorePersonSections | undefined
}) {
  const { t, language } = useI18n()
  const { person, bookings, quotes } = detail
  const date = (instant: string, time = false) => mediumInstant(timezone, instant, { time })

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group gap="xs">
          <RoleBadge role={person.role} />
          <PersonFlags person={person} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
          <Fact label={t('personDrawer.contact')} value={contactOf(person)} />
          <Fact label={t('personDrawer.joined')} value={date(person.createdAt)} />
          {person.email ? (
            <Fact
              label={t('personDrawer.emailConfirmed')}
              value={person.emailVerified ? t('personDrawer.yes') : t('personDrawer.notYet')}
            />
          ) : null}
          <Fact
            label={t('personDrawer.twoStep')}
            value={person.twoFactorEnabled ? t('personDrawer.on') : t('personDrawer.off')}
          />
        </SimpleGrid>
        {person.status === 'banned' ? (
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" fw={600}>
              {person.banExpires
                ? t('personDrawer.bannedUntil', { until: date(person.banExpires, true) })
                : t('personDrawer.banned')}
            </Text>
            <Text size="sm">
              {person.banReason
                ? t('personDrawer.reason', { reason: person.banReason })
                : t('personDrawer.noReason')}
            </Text>
          </Paper>
        ) : null}
      </Stack>
      <Divider />
      <PersonActions person={person} activeSessions={person.activeSessions} onDone={onNotice} />
      <Divider />
      {More ? <More person={person} /> : null}
      <RecentList
        title={t('personDrawer.bookings')}
        none={t('personDrawer.noBookings')}
        total={bookings.total}
        count={counts.bookings}
        label={t('personDrawer.recentBookings')}
        items={bookings.recent.map((booking) => ({
          id: booking.id,
          name: t('personDrawer.booking', {
            service: booking.serviceName,
            when: date(booking.start, true),
          }),
          facts: [
            booking.reference,
            bookingStatusNames[booking.status],
            booking.resourceName,
            money(language, booking.priceMinor, booking.currency),
          ],
        }))}
      />
      <RecentList
        title={t('personDrawer.quotes')}
        none={t('personDrawer.noQuotes')}
        total={quotes.total}
        count={counts.quotes}
        label={t('personDrawer.recentQuotes')}
        items={quotes.recent.map((quote) => ({
          id: quote.id,
          name: quote.title,
          facts: [
            quote.reference,
            quoteStatusNames[quote.status],
            date(quote.createdAt),
            money(language, quote.offerPriceMinor, quote.offerCurrency),
          ],
        }))}
      />
    </Stack>
  )
}

/** A person's newest bookings or quotes: a line each with its name, then its facts in a row. */
function RecentList({
  title,
  none,
  total,
  count,
  label,
  items,
}: {
  title: string
  /** Said when the person has none at all. */
  none: string
  /** How many the person has; `items` are the newest of them. */
  total: number
  /** How many there are, and how many are shown when that is fewer. */
  count: (typeof counts)[keyof typeof counts]
  label: string
  items: { id: string; name: string; facts: (string | null | undefined)[] }[]
}) {
  const t = useT()
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {total === 0 ? (
        <Text size="sm">{none}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {items.length < total
              ? t(count.newest, { count: total, shown: items.length })
              : t(count.all, { count: total })}
          </Text>
          <List spacing="xs" listStyleType="none" aria-label={label}>
            {items.map((item) => (
              <List.Item key={item.id}>
                <Text size="sm" fw={600}>
                  {item.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {item.facts.filter(Boolean).join(' · ')}
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  )
}

/** "3 bookings", and "12 bookings; the newest 5 below" when not all are listed. */
const counts = {
  bookings: { all: 'personDrawer.bookingCount', newest: 'personDrawer.bookingCountNewest' },
  quotes: { all: 'personDrawer.quoteCount', newest: 'personDrawer.quoteCountNewest' },
} as const

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {/* Isolated: a phone number or date keeps its order in a right-to-left line. */}
        <bdi>{value}</bdi>
      </Text>
    </Stack>
  )
}
