import {
  Button,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Booking, BookingSort } from '@reserva/shared'
import { useSearchParams } from 'wouter'
import { BookingStatusBadge } from '@/components/booking-status-badge.tsx'
import { ListPagination } from '@/components/list-pagination.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import classes from '@/components/responsive-table.module.css'
import { shortInstant } from '@/lib/dates.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { keepScroll } from '@/lib/navigation.ts'
import { useBookingByReference } from '../api/get-bookings.ts'
import { useBookingSearch } from '../api/staff-bookings.ts'
import {
  BOOKINGS_PAGE_SIZE,
  bookingSearchChanges,
  clearedBookingSearch,
  isFilteredSearch,
  readBookingSearch,
  type BookingSearch as Search,
  toBookingListQuery,
} from '../booking-search-params.ts'
import { useNow } from '../hooks/use-now.ts'
import { staffBookingMessages } from '../staff-errors.ts'
import { BookingCard } from './booking-card.tsx'
import { BookingSearchFilters } from './booking-search-filters.tsx'
import { BookingStory } from './booking-story.tsx'

type Option = { id: string; name: string }

/**
 * Every booking for staff, history included: searched by reference, customer
 * name or e-mail, filtered by status, service, resource and period, sorted and paged by the
 * server. The search, the page and the open booking live in the query string; opening a booking
 * shows it with what can be done to it.
 */
export function BookingSearch({
  timezone,
  services,
  resources,
}: {
  timezone: string
  services: Option[]
  resources: Option[]
}) {
  const t = useT()
  const [params, setParams] = useSearchParams()
  const search = readBookingSearch(params)
  const bookings = useBookingSearch(toBookingListQuery(search, timezone))
  const opened = params.get('booking')

  /** Changes the query string; any change but paging starts again at page 1. */
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key)
        else next.set(key, value)
      }
      if (!('page' in changes) && !('booking' in changes)) next.delete('page')
      return next
    }, keepScroll())
  const filtered = isFilteredSearch(search)

  return (
    <Stack gap="lg">
      <BookingSearchFilters
        search={search}
        services={services}
        resources={resources}
        onChange={(changes) => update(bookingSearchChanges(changes))}
      />
      {bookings.isSuccess ? (
        <Results
          bookings={bookings.data.bookings}
          total={bookings.data.total}
          search={search}
          filtered={filtered}
          busy={bookings.isFetching}
          onPage={(page) => update({ page: page === 1 ? null : String(page) })}
          onOpen={(reference) => update({ booking: reference })}
          onClear={() => update(clearedBookingSearch)}
        />
      ) : (
        <QueryFallback
          query={bookings}
          subject={t('bookingSearch.subject')}
          placeholder={<Skeleton h={320} radius="md" />}
        />
      )}
      <BookingDrawer reference={opened} onClose={() => update({ booking: null })} />
    </Stack>
  )
}

/** The column each order sorts, for `aria-sort` on its header. */
const sortedColumn: Partial<Record<BookingSort, string>> = {
  start: 'when',
  reference: 'reference',
  customer: 'customer',
  status: 'status',
}

function Results({
  bookings,
  total,
  search,
  filtered,
  busy,
  onPage,
  onOpen,
  onClear,
}: {
  bookings: Booking[]
  total: number
  search: Search
  filtered: boolean
  busy: boolean
  onPage: (page: number) => void
  onOpen: (reference: string) => void
  onClear: () => void
}) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE))
  const page = Math.min(search.page, pages)
  const first = total === 0 ? 0 : (page - 1) * BOOKINGS_PAGE_SIZE + 1
  const last = Math.min(total, first + bookings.length - 1)
  const count = t('bookingSearch.count', { count: total })
  const ariaSort = (column: string) =>
    sortedColumn[search.sort] === column
      ? search.order === 'asc'
        ? ('ascending' as const)
        : ('descending' as const)
      : undefined

  if (total === 0 || bookings.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md" role="status">
        <Stack gap="sm" align="flex-start">
          <Text>
            {filtered
              ? noMatch(search, t)
              : total > 0
                ? t('bookingSearch.noneOnPage')
                : t('bookingSearch.noneYet')}
          </Text>
          {filtered ? (
            <Button variant="default" onClick={onClear}>
              {t('bookingSearch.clear')}
            </Button>
          ) : total > 0 ? (
            <Button variant="default" onClick={() => onPage(1)}>
              {t('bookingSearch.firstPage')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    )
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text fw={600} aria-live="polite" id="booking-search-count">
          {count}
          {pages > 1 ? (
            <Text span c="dimmed" fw={400}>
              {` · ${t('bookingSearch.shown', { first, last })}`}
            </Text>
          ) : null}
        </Text>
        {filtered ? (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {t('bookingSearch.clear')}
          </Button>
        ) : null}
      </Group>
      <Table
        className={classes.table}
        aria-label={t('bookingSearch.table')}
        aria-describedby="booking-search-count"
        aria-busy={busy}
        verticalSpacing="sm"
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" aria-sort={ariaSort('when')}>
              {t('bookingSearch.when')}
            </Table.Th>
            <Table.Th scope="col">{t('bookingSearch.service')}</Table.Th>
            <Table.Th scope="col" aria-sort={ariaSort('customer')}>
              {t('bookingSearch.customer')}
            </Table.Th>
            <Table.Th scope="col" aria-sort={ariaSort('reference')}>
              {t('bookingSearch.reference')}
            </Table.Th>
            <Table.Th scope="col" aria-sort={ariaSort('status')}>
              {t('bookingSearch.status')}
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('bookingSearch.open')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Row key={booking.id} booking={booking} onOpen={onOpen} />
          ))}
        </Table.Tbody>
      </Table>
      <ListPagination
        pages={pages}
        page={page}
        onChange={onPage}
        label={t('bookingSearch.pages')}
      />
    </Stack>
  )
}

/** "No booking matches “cora” with these filters.", saying only what was asked. */
function noMatch(search: Search, t: ReturnType<typeof useT>) {
  const filters = isFilteredSearch({ ...search, search: '' })
  if (!search.search) return t('bookingSearch.noMatchFilters')
  return filters
    ? t('bookingSearch.noMatchBoth', { words: search.search })
    : t('bookingSearch.noMatchWords', { words: search.search })
}

function Row({ booking, onOpen }: { booking: Booking; onOpen: (reference: string) => void }) {
  const t = useT()
  const zone = booking.timezone
  return (
    <Table.Tr>
      <Table.Td data-label={t('bookingSearch.when')} style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={booking.start}>{shortInstant(zone, booking.start)}</time>
      </Table.Td>
      {/* One block per cell: on a phone the cell is a row of its label and this block. */}
      <Table.Td data-label={t('bookingSearch.service')}>
        <div>
          <Text size="sm" fw={600}>
            {booking.service.name}
          </Text>
          <Text size="sm" c="dimmed">
            {booking.resource.name}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label={t('bookingSearch.customer')}>
        <div style={{ minWidth: 0 }}>
          <Text size="sm">{booking.customer.name}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {booking.customer.email}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label={t('bookingSearch.reference')} style={{ whiteSpace: 'nowrap' }}>
        <Text span inherit ff="monospace">
          {booking.reference}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('bookingSearch.status')}>
        {/* The badge's words in full: without this the column squeezes them to "Awaiting conf…". */}
        <div style={{ minWidth: 'max-content' }}>
          <BookingStatusBadge status={booking.status} />
        </div>
      </Table.Td>
      <Table.Td ta="end">
        <Button
          variant="default"
          size="xs"
          onClick={() => onOpen(booking.reference)}
          aria-label={t('bookingSearch.openLabel', { reference: booking.reference })}
        >
          {t('bookingSearch.open')}
        </Button>
      </Table.Td>
    </Table.Tr>
  )
}

/**
 * The booking opened from the list, read afresh, with its actions (they refresh the list), its
 * customer, staff's notes and its history.
 */
function BookingDrawer({ reference, onClose }: { reference: string | null; onClose: () => void }) {
  const t = useT()
  const phone = useMediaQuery('(max-width: 36em)')
  const booking = useBookingByReference(reference)
  const now = useNow()
  return (
    <Drawer
      opened={reference !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={reference ? t('bookingSearch.drawerTitle', { reference }) : t('bookingSearch.drawer')}
      closeButtonProps={{ 'aria-label': t('bookingSearch.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {booking.isSuccess ? (
        <Stack gap="lg">
          <BookingCard booking={booking.data} showDate now={now} />
          <BookingStory booking={booking.data} />
        </Stack>
      ) : (
        <QueryFallback
          query={booking}
          subject={t('bookingSearch.oneSubject')}
          overrides={staffBookingMessages}
          placeholder={<Skeleton h={200} radius="md" />}
        />
      )}
    </Drawer>
  )
}
