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
import { formatMoney, type PersonDetail } from '@reserva/shared'
import { bookingStatusNames } from '@/components/booking-status-badge.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { quoteStatusNames } from '@/components/quote-status-badge.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { mediumInstant } from '@/lib/dates.ts'
import { usePerson } from '../api/people.ts'
import { peopleMessages } from '../errors.ts'
import { PersonActions } from './person-actions.tsx'
import { contactOf, PersonFlags, RoleBadge } from './person-labels.tsx'

const money = (minor: number | null, currency: string | null) =>
  minor === null || currency === null ? null : formatMoney(minor, currency)

/** A person's page, over the list: their account, what can be done to it, bookings and quotes. */
export function PersonDrawer({
  id,
  timezone,
  notice,
  onNotice,
  onClose,
}: {
  /** The open person (from the query string), or null for none. */
  id: string | null
  timezone: string
  notice: string | null
  onNotice: (message: string | null) => void
  onClose: () => void
}) {
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
      title={name ?? 'Person'}
      closeButtonProps={{ 'aria-label': 'Close' }}
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
            subject="this person"
            placeholder={<Skeleton h={360} radius="md" />}
            overrides={peopleMessages}
          />
        ) : (
          <PersonPage detail={person.data} timezone={timezone} onNotice={onNotice} />
        )}
      </Stack>
    </Drawer>
  )
}

function PersonPage({
  detail,
  timezone,
  onNotice,
}: {
  detail: PersonDetail
  timezone: string
  onNotice: (message: string) => void
}) {
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
          <Fact label="E-mail or phone" value={contactOf(person)} />
          <Fact label="Joined" value={date(person.createdAt)} />
          {person.email ? (
            <Fact label="E-mail confirmed" value={person.emailVerified ? 'Yes' : 'Not yet'} />
          ) : null}
          <Fact label="Two-step sign-in" value={person.twoFactorEnabled ? 'On' : 'Off'} />
        </SimpleGrid>
        {person.status === 'banned' ? (
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" fw={600}>
              Banned{person.banExpires ? ` until ${date(person.banExpires, true)}` : ''}
            </Text>
            <Text size="sm">Reason: {person.banReason ?? 'none given'}</Text>
          </Paper>
        ) : null}
      </Stack>
      <Divider />
      <PersonActions person={person} activeSessions={person.activeSessions} onDone={onNotice} />
      <Divider />
      <RecentList
        title="Bookings"
        none="No bookings."
        total={bookings.total}
        noun="booking"
        label="Recent bookings"
        items={bookings.recent.map((booking) => ({
          id: booking.id,
          name: `${booking.serviceName}, ${date(booking.start, true)}`,
          facts: [
            booking.reference,
            bookingStatusNames[booking.status],
            booking.resourceName,
            money(booking.priceMinor, booking.currency),
          ],
        }))}
      />
      <RecentList
        title="Quotes"
        none="No quote requests."
        total={quotes.total}
        noun="quote request"
        label="Recent quotes"
        items={quotes.recent.map((quote) => ({
          id: quote.id,
          name: quote.title,
          facts: [
            quote.reference,
            quoteStatusNames[quote.status],
            date(quote.createdAt),
            money(quote.offerPriceMinor, quote.offerCurrency),
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
  noun,
  label,
  items,
}: {
  title: string
  /** Said when the person has none at all. */
  none: string
  /** How many the person has; `items` are the newest of them. */
  total: number
  noun: string
  label: string
  items: { id: string; name: string; facts: (string | null | undefined)[] }[]
}) {
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
            {countLine(total, noun, items.length)}
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

const countLine = (total: number, noun: string, shown: number) =>
  `${total} ${noun}${total === 1 ? '' : 's'}${shown < total ? `; the newest ${shown} below` : ''}`

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  )
}
