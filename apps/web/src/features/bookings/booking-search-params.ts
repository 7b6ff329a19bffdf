import {
  type BookingSort,
  type BookingStatus,
  bookingListQuerySchema,
  bookingSortSchema,
  bookingStatusSchema,
  calendarDateSchema,
} from '@reserva/shared'
import { addDays, startOfDay } from '@/lib/dates.ts'

/** How many bookings a page of the staff's list shows. */
export const BOOKINGS_PAGE_SIZE = 20

/**
 * The staff's bookings list as the query string holds it, so a search can be bookmarked, shared and
 * survives a reload:
 * `/operator-dashboard?section=bookings&q=cora&status=cancelled,declined&from=2026-11-01&to=2026-11-30`.
 * The period is calendar days in the business's time zone, both included.
 */
export type BookingSearch = {
  search: string
  statuses: BookingStatus[]
  serviceId: string
  resourceId: string
  from: string
  to: string
  sort: BookingSort
  order: 'asc' | 'desc'
  page: number
}

/** Latest start first: the future, then today, then the history going back. */
export const defaultBookingSort = { sort: 'start', order: 'desc' } as const

const day = (value: string | null) =>
  value && calendarDateSchema.safeParse(value).success ? value : ''
const uuid = (value: string | null) =>
  value && bookingListQuerySchema.shape.serviceId.safeParse(value).success ? value : ''

/** What the query string says; a value the API would refuse is left out rather than sent. */
export function readBookingSearch(params: URLSearchParams): BookingSearch {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((status): status is BookingStatus => bookingStatusSchema.safeParse(status).success)
  const sort = bookingSortSchema.safeParse(params.get('sort'))
  const order = params.get('order')
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  const from = day(params.get('from'))
  const to = day(params.get('to'))
  return {
    search: (params.get('q') ?? '').trim().slice(0, 200),
    statuses: [...new Set(statuses)],
    serviceId: uuid(params.get('service')),
    resourceId: uuid(params.get('resource')),
    // A period the wrong way round is no period.
    ...(from && to && from > to ? { from: '', to: '' } : { from, to }),
    sort: sort.success ? sort.data : defaultBookingSort.sort,
    order: order === 'asc' || order === 'desc' ? order : defaultBookingSort.order,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  }
}

/** The query-string keys of a change to the search (null: the key goes). */
export function bookingSearchChanges(
  changes: Partial<Omit<BookingSearch, 'page'>>,
): Record<string, string | null> {
  const out: Record<string, string | null> = {}
  const set = (key: string, value: string) => {
    out[key] = value === '' ? null : value
  }
  if (changes.search !== undefined) set('q', changes.search.trim())
  if (changes.statuses !== undefined) set('status', changes.statuses.join(','))
  if (changes.serviceId !== undefined) set('service', changes.serviceId)
  if (changes.resourceId !== undefined) set('resource', changes.resourceId)
  if (changes.from !== undefined) set('from', changes.from)
  if (changes.to !== undefined) set('to', changes.to)
  if (changes.sort !== undefined) {
    set('sort', changes.sort === defaultBookingSort.sort ? '' : changes.sort)
  }
  if (changes.order !== undefined) {
    set('order', changes.order === defaultBookingSort.order ? '' : changes.order)
  }
  return out
}

/** Everything a "clear filters" takes away: the search and the filters, not the order. */
export const clearedBookingSearch = bookingSearchChanges({
  search: '',
  statuses: [],
  serviceId: '',
  resourceId: '',
  from: '',
  to: '',
})

export const isFilteredSearch = (search: BookingSearch) =>
  Boolean(
    search.search ||
      search.statuses.length ||
      search.serviceId ||
      search.resourceId ||
      search.from ||
      search.to,
  )

/**
 * The API's query (`GET /bookings?scope=all…`): the period's days become instants in the
 * business's zone, the last day's end being the next day's start.
 */
export function toBookingListQuery(search: BookingSearch, timezone: string) {
  const query: Record<string, string> = {
    scope: 'all',
    sort: search.sort,
    order: search.order,
    limit: String(BOOKINGS_PAGE_SIZE),
    offset: String((search.page - 1) * BOOKINGS_PAGE_SIZE),
  }
  if (search.search) query.search = search.search
  if (search.statuses.length > 0) query.status = search.statuses.join(',')
  if (search.serviceId) query.serviceId = search.serviceId
  if (search.resourceId) query.resourceId = search.resourceId
  if (search.from) query.from = startOfDay(timezone, search.from)
  if (search.to) query.to = startOfDay(timezone, addDays(search.to, 1))
  return query
}
