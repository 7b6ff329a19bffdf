import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Quote, QuoteStatus } from '@reserva/shared'
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { bareList } from '@/components/bare-list.ts'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuoteStatusBadge } from '@/components/quote-status-badge.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { shortDate, shortInstant } from '@/lib/dates.ts'
import { useAllQuotes } from '../api/quotes.ts'
import { AttachmentList } from './attachment-list.tsx'
import { MessageThread } from './message-thread.tsx'
import { OfferFacts, QuoteRequestFacts } from './quote-facts.tsx'
import classes from './quote-inbox.module.css'
import { RejectButton } from './reject-button.tsx'

// The offer form (its length field, the free times for proposing one) loads when a quote is opened
// to be priced: the dashboard's other sections do not carry it.
const OfferForm = lazy(() => import('./offer-form.tsx').then((m) => ({ default: m.OfferForm })))

const groups: { value: string; label: string; statuses: QuoteStatus[]; empty: string }[] = [
  {
    value: 'new',
    label: 'New',
    statuses: ['requested'],
    empty: 'No request is waiting for a price.',
  },
  {
    value: 'offered',
    label: 'Offered',
    statuses: ['offered'],
    empty: 'No offer is waiting for an answer.',
  },
  { value: 'accepted', label: 'Accepted', statuses: ['accepted'], empty: 'No offer accepted yet.' },
  {
    value: 'closed',
    label: 'Closed',
    statuses: ['declined', 'expired', 'rejected', 'withdrawn'],
    empty: 'Nothing closed yet.',
  },
  {
    value: 'all',
    label: 'All',
    statuses: ['requested', 'offered', 'accepted', 'declined', 'expired', 'rejected', 'withdrawn'],
    empty: 'No quote requests yet.',
  },
]

/** How many quotes a tab lists before "Show all". */
const LIST_SHOWN = 10

const groupOf = (status: QuoteStatus) =>
  groups.find((group) => group.statuses.includes(status))?.value ?? 'all'

/**
 * Every quote request for staff, by status: open one to see what was asked, its files and
 * messages, and to price it (or revise the price) or turn it down. `?quote=QTE-…` (the link in
 * the business's e-mails) opens that one.
 */
export function QuoteInbox() {
  const quotes = useAllQuotes()
  const [params] = useSearchParams()
  const linked = params.get('quote')?.trim().toUpperCase() ?? null
  const [tab, setTab] = useState('new')
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [followedLink, setFollowedLink] = useState(false)
  const detailTitle = useRef<HTMLHeadingElement>(null)
  const [focusDetail, setFocusDetail] = useState(false)
  const [showAll, setShowAll] = useState<Record<string, boolean>>({})
  // Side by side from the md breakpoint; on a phone the open quote unfolds under its row.
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false })

  // Once, when the list first arrives: open the quote the address names, in its tab.
  useEffect(() => {
    if (followedLink || !quotes.data || !linked) return
    setFollowedLink(true)
    const quote = quotes.data.find((q) => q.reference === linked)
    if (quote) {
      setTab(groupOf(quote.status))
      setSelectedId(quote.id)
    }
  }, [followedLink, quotes.data, linked])

  useEffect(() => {
    if (focusDetail && selectedId) {
      detailTitle.current?.focus()
      setFocusDetail(false)
    }
  }, [focusDetail, selectedId])

  if (!quotes.isSuccess) {
    return (
      <QueryFallback
        query={quotes}
        subject="the quotes"
        placeholder={<SkeletonStack heights={[36, 96, 96]} radius="md" />}
      />
    )
  }

  const all = quotes.data
  const selected = all.find((quote) => quote.id === selectedId) ?? null

  return (
    <Tabs value={tab} onChange={(value) => setTab(value ?? 'new')} keepMounted={false}>
      <Tabs.List className={classes.tabs}>
        {groups.map((group) => {
          const count = all.filter((q) => group.statuses.includes(q.status)).length
          return (
            <Tabs.Tab
              key={group.value}
              value={group.value}
              rightSection={
                group.value !== 'all' && count > 0 ? (
                  <Badge
                    size="sm"
                    circle={count < 10}
                    variant={group.value === 'new' ? 'filled' : 'light'}
                  >
                    {count}
                  </Badge>
                ) : null
              }
            >
              {group.label}
            </Tabs.Tab>
          )
        })}
      </Tabs.List>
      {groups.map((group) => {
        const list = all.filter((q) => group.statuses.includes(q.status))
        const selectedIndex = list.findIndex((q) => q.id === selectedId)
        const everything = showAll[group.value] || selectedIndex >= LIST_SHOWN
        const shown = everything ? list : list.slice(0, LIST_SHOWN)
        const detail = selected ? (
          <InboxQuote key={selected.id} quote={selected} titleRef={detailTitle} />
        ) : null
        const rows =
          list.length === 0 ? (
            <Text c="dimmed" size="sm">
              {group.empty}
            </Text>
          ) : (
            <Stack gap="sm">
              <Stack component="ul" gap="xs" style={bareList} aria-label={`${group.label} quotes`}>
                {shown.map((quote) => (
                  <li key={quote.id}>
                    <InboxRow
                      quote={quote}
                      selected={quote.id === selectedId}
                      unfolds={!wide}
                      onOpen={() => {
                        setSelectedId(quote.id === selectedId && !wide ? null : quote.id)
                        setFocusDetail(true)
                      }}
                    />
                    {!wide && quote.id === selectedId ? (
                      <div className={classes.inline}>{detail}</div>
                    ) : null}
                  </li>
                ))}
              </Stack>
              {list.length > LIST_SHOWN && selectedIndex < LIST_SHOWN ? (
                <Group>
                  <Button
                    variant="subtle"
                    size="sm"
                    onClick={() =>
                      setShowAll((current) => ({
                        ...current,
                        [group.value]: !current[group.value],
                      }))
                    }
                  >
                    {everything ? 'Show fewer' : `Show all ${list.length}`}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          )
        return (
          <Tabs.Panel key={group.value} value={group.value} pt="md">
            {wide ? (
              <Grid gap="xl">
                <Grid.Col span={5}>{rows}</Grid.Col>
                <Grid.Col span={7}>
                  {detail ?? (
                    <Paper radius="md" p="lg" bg="var(--reserva-surface-muted)">
                      <Text c="dimmed" ta="center">
                        Open a quote to see it, price it or answer it.
                      </Text>
                    </Paper>
                  )}
                </Grid.Col>
              </Grid>
            ) : (
              rows
            )}
          </Tabs.Panel>
        )
      })}
    </Tabs>
  )
}

function InboxRow({
  quote,
  selected,
  unfolds,
  onOpen,
}: {
  quote: Quote
  selected: boolean
  /** On a phone the quote opens under its row: the row says whether it is open. */
  unfolds: boolean
  onOpen: () => void
}) {
  const dates = [...quote.preferredDates].sort()
  return (
    <UnstyledButton
      className={classes.row}
      data-selected={selected || undefined}
      aria-current={!unfolds && selected ? 'true' : undefined}
      aria-expanded={unfolds ? selected : undefined}
      onClick={onOpen}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {quote.title}
        </Text>
        <QuoteStatusBadge status={quote.status} />
      </Group>
      <Text size="sm">
        {quote.customer.name}
        {quote.partySize > 1 ? ` · ${quote.partySize} people` : ''}
        {quote.service ? ` · ${quote.service.name}` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {quote.reference} · {shortInstant(quote.timezone, quote.createdAt)}
        {dates.length > 0
          ? ` · prefers ${shortDate(dates[0] as string)}${dates.length > 1 ? ` +${dates.length - 1}` : ''}`
          : ''}
        {quote.attachments.length > 0
          ? ` · ${quote.attachments.length} ${quote.attachments.length === 1 ? 'file' : 'files'}`
          : ''}
        {quote.messages.length > 0
          ? ` · ${quote.messages.length} ${quote.messages.length === 1 ? 'message' : 'messages'}`
          : ''}
      </Text>
    </UnstyledButton>
  )
}

function InboxQuote({
  quote,
  titleRef,
}: {
  quote: Quote
  titleRef: RefObject<HTMLHeadingElement | null>
}) {
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
            Files
          </Title>
          <AttachmentList quoteId={quote.id} attachments={quote.attachments} />
        </Stack>

        {quote.offer ? (
          <Paper radius="md" p="md" bg="var(--reserva-surface-accent)">
            <Title order={4} size="h5" mb="xs">
              {quote.status === 'offered' ? 'Current offer' : 'The offer'}
            </Title>
            <OfferFacts quote={quote} viewer="staff" />
            {quote.status === 'accepted' && quote.bookingReference ? (
              <Text size="sm" mt="sm" fw={600}>
                Booked: {quote.bookingReference}
              </Text>
            ) : null}
          </Paper>
        ) : null}

        {showForm ? (
          <Stack gap="xs">
            <Title order={4} size="h5">
              {quote.offer ? 'Revise the offer' : 'Make an offer'}
            </Title>
            <Suspense fallback={<SkeletonStack heights={[56, 56, 120]} gap="md" />}>
              <OfferForm
                quote={quote}
                onSent={(sent) => {
                  setRevising(false)
                  setMessage(
                    `${quote.offer ? 'Revised offer' : 'Offer'} sent to ${sent.customer.name} (${sent.reference}).`,
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
                Revise the offer
              </Button>
            ) : null}
            {revising ? (
              <Button size="sm" variant="default" onClick={() => setRevising(false)}>
                Keep the current offer
              </Button>
            ) : null}
            {quote.can.reject ? (
              <RejectButton
                quote={quote}
                onDone={(q) =>
                  setMessage(`${q.reference} is turned down; ${q.customer.name} is told by e-mail.`)
                }
              />
            ) : null}
          </Group>
        ) : null}

        <Stack gap="xs">
          <Title order={4} size="h5">
            Messages
          </Title>
          <MessageThread quote={quote} viewer="staff" />
        </Stack>
      </Stack>
    </Paper>
  )
}
