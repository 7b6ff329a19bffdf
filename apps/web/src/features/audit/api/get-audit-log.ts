import { type AuditPage, type auditFilterSchema, auditPageSchema } from '@reserva/shared'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'

/** The filters as the API takes them (`from` inclusive, `to` exclusive, both instants). */
export type AuditFilter = z.input<typeof auditFilterSchema>

/** Entries per page: a screenful to scan; older ones come with "Show older entries". */
export const auditPageSize = 50

/** The one place the audit log's query keys are written (STYLE rule 18). */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filter: AuditFilter) => [...auditKeys.all, 'list', filter] as const,
  /** People found for the person filter. */
  people: (search: string) => [...auditKeys.all, 'people', search] as const,
  /** A person the filter names, by id. */
  person: (id: string) => [...auditKeys.all, 'person', id] as const,
}

/** The filters as a query string, in one order, leaving out the empty ones. */
export function auditSearch(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams()
  for (const key of ['actorId', 'entity', 'entityId', 'action', 'from', 'to'] as const) {
    const value = filter[key]
    if (value) search.set(key, value)
  }
  for (const [key, value] of Object.entries(extra)) search.set(key, value)
  return search.toString()
}

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path)

/** The server's CSV export of the same filters (every matching entry, not just one page). */
export const auditCsvUrl = (filter: AuditFilter) =>
  withSearch('/api/v1/admin/audit.csv', auditSearch(filter))

export const getAuditPage = ({
  filter,
  cursor,
  signal,
}: {
  filter: AuditFilter
  cursor?: string
  signal?: AbortSignal
}): Promise<AuditPage> =>
  apiRequest(
    withSearch(
      '/api/v1/admin/audit',
      auditSearch(filter, { limit: String(auditPageSize), ...(cursor ? { cursor } : {}) }),
    ),
    { schema: auditPageSchema, signal },
  )

export const auditLogQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getAuditPage({ filter, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

/** The audit log, newest first, one server page at a time (admins). */
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQueryOptions(filter))
