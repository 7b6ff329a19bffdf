import { auditFilterSchema, calendarDateSchema } from '@reserva/shared'
import { addDays, startOfDay } from '@/lib/dates.ts'
import type { AuditFilter } from './api/get-audit-log.ts'

/**
 * The audit tab's filters as the admin reads them in the address bar
 * (`/admin?tab=audit&entity=service&from=2026-11-01&to=2026-11-24`): the period is calendar days
 * in the business's time zone, both included.
 */
export type AuditSearch = {
  actorId: string
  entity: string
  action: string
  from: string
  to: string
}

export const emptyAuditSearch: AuditSearch = {
  actorId: '',
  entity: '',
  action: '',
  from: '',
  to: '',
}

const readDate = (value: string | null) =>
  value && calendarDateSchema.safeParse(value).success ? value : ''

/** What the query string says; a value the API would refuse is left out rather than sent. */
export function readAuditSearch(params: URLSearchParams): AuditSearch {
  const valid = (key: 'actorId' | 'entity' | 'action', name: string) => {
    const value = params.get(name)?.trim() ?? ''
    return value && auditFilterSchema.shape[key].safeParse(value).success ? value : ''
  }
  return {
    actorId: valid('actorId', 'actor'),
    entity: valid('entity', 'entity'),
    action: valid('action', 'action'),
    from: readDate(params.get('from')),
    to: readDate(params.get('to')),
  }
}

/** The query string of the audit tab with these filters (the empty ones left out). */
export function auditSearchParams(search: AuditSearch): Record<string, string> {
  const params: Record<string, string> = { tab: 'audit' }
  if (search.actorId) params.actor = search.actorId
  if (search.entity) params.entity = search.entity
  if (search.action) params.action = search.action
  if (search.from) params.from = search.from
  if (search.to) params.to = search.to
  return params
}

/** The filters as the API takes them: the last day's end is the next day's start (exclusive). */
export function toAuditFilter(search: AuditSearch, zone: string): AuditFilter {
  const filter: AuditFilter = {}
  if (search.actorId) filter.actorId = search.actorId
  if (search.entity) filter.entity = search.entity
  if (search.action) filter.action = search.action
  if (search.from) filter.from = startOfDay(zone, search.from)
  if (search.to) filter.to = startOfDay(zone, addDays(search.to, 1))
  return filter
}
