import { Badge, Button, Grid, Group, Paper, Stack, Tabs, Text, UnstyledButton } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Quote, QuoteStatus } from '@reserva/shared'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { bareList } from '@/components/bare-list.ts'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuoteStatusBadge } from '@/components/quote-status-badge.tsx'
import { SkeletonStack } from '@/components/skeleton-stack.tsx'
import { shortDate, shortInstant } from '@/lib/dates.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useAllQuotes } from '../api/quotes.ts'
import { InboxQuote } from './inbox-quote.tsx'
import classes from './quote-inbox.module.css'

/** The tabs: each one's statuses, and the keys of its name, its list's name and its empty state. */
const groups = [
  {
    value: 'new',
    label: 'quoteInbox.tabNew',
    list: 'quoteInbox.listNew',
    statuses: ['requested'],
    empty: 'quoteInbox.emptyNew',
  },
  {
    value: 'offered',
    label: 'quoteInbox.tabOffered',
    list: 'quoteInbox.listOffered',
    statuses: ['offered'],
    empty: 'quoteInbox.emptyOffered',
  },
  {
    value: 'accepted',
    label: 'quoteInbox.tabAccepted',
    list: 'quoteInbox.listAccepted',
    statuses: ['accepted'],
    empty: 'quoteInbox.emptyAccepted',
  },
  {
    value: 'closed',
    label: 'quoteInbox.tabClosed',
    list: 'quoteInbox.listClosed',
    statuses: ['declined', 'expired', 'rejected', 'withdrawn'],
    empty: 'quoteInbox.emptyClosed',
  },
  {
    value: 'all',
    label: 'quoteInbox.tabAll',
    list: 'quoteInbox.listAll',
    statuses: ['requested', 'offered', 'accepted', 'declined', 'expired', 'rejected', 'withdrawn'],
    empty: 'quoteInbox.emptyAll',
  },
] as const satisfies readonly {
  value: string
  label: MessageKey
  list: MessageKey
  statuses: readonly QuoteStatus[]
  empty: MessageKey
}[]

/** How many quotes a tab lists before "Show all". */
const LIST_SHOWN = 10

const groupOf = (status: QuoteStatus) =>
  groups.find((group) => (group.statuses as readonly QuoteStatus[]).includes(status))?.value ??
  'all'
const inGroup = (group: (typeof groups)[number], quote: Quote) =>
  (group.statuses as readonly QuoteStatus[]).includes(quote.status)

/**
 * Every quote request for staff, by status: open one to see what was asked, its files and
 * messages, and to price it (or revise the price) or turn it down. `?quote=QTE-…` (the link in
 * the business's e-mails) opens that one.
 */
export function QuoteInbox() {
  const t = useT()
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
        subject={t('quoteInbox.subject')}
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
          const count = all.filter((q) => inGroup(group, q)).length
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
              {t(group.label)}
            </Tabs.Tab>
          )
        })}
      </Tabs.List>
      {groups.map((group) => {
        const list = all.filter((q) => inGroup(group, q))
        const selectedIndex = list.findIndex((q) => q.id === selectedId)
        const everything = showAll[group.value] || selectedIndex >= LIST_SHOWN
        const shown = everything ? list : list.slice(0, LIST_SHOWN)
        const detail = selected ? (
          <InboxQuote key={selected.id} quote={selected} titleRef={detailTitle} />
        ) : null
        const rows =
          list.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t(group.empty)}
            </Text>
          ) : (
            <Stack gap="sm">
              <Stack component="ul" gap="xs" style={bareList} aria-label={t(group.list)}>
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
                    {everything
                      ? t('quoteInbox.showFewer')
                      : t('quoteInbox.showAll', { count: list.length })}
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
                        {t('quoteInbox.openHint')}
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
  const t = useT()
  const dates = [...quote.preferredDates].sort()
  const first = dates[0]
  // Facts in a row, " · " between them: who and what; the reference, when, and what came with it.
  const who = [
    quote.customer.name,
    quote.partySize > 1 ? t('quoteInbox.people', { count: quote.partySize }) : null,
    quote.service?.name ?? null,
  ]
  const about = [
    quote.reference,
    shortInstant(quote.timezone, quote.createdAt),
    first === undefined
      ? null
      : dates.length > 1
        ? t('quoteInbox.prefersMore', { date: shortDate(first), more: dates.length - 1 })
        : t('quoteInbox.prefers', { date: shortDate(first) }),
    quote.attachments.length > 0
      ? t('quoteInbox.files', { count: quote.attachments.length })
      : null,
    quote.messages.length > 0 ? t('quoteInbox.messages', { count: quote.messages.length }) : null,
  ]
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
      <Text size="sm">{who.filter(Boolean).join(' · ')}</Text>
      <Text size="xs" c="dimmed">
        {about.filter(Boolean).join(' · ')}
      </Text>
    </UnstyledButton>
  )
}
