import { peopleListSchema, personDetailSchema } from '@reserva/shared'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@/lib/api-query.ts'
import { auditKeys } from './get-audit-log.ts'

/** How many people the person filter offers for what was typed. */
const offered = 10

/** People whose name, e-mail or phone contains `search`, for the audit log's person filter. */
export const usePeopleFound = (search: string) =>
  useQuery({
    ...apiQueryOptions(
      auditKeys.people(search),
      `/api/v1/admin/people?${new URLSearchParams({ search, limit: String(offered), sort: 'name', order: 'asc' })}`,
      peopleListSchema,
    ),
    placeholderData: keepPreviousData,
  })

/** The name of the person with `id` (from the address bar), as the person filter shows it. */
export const usePersonName = (id: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    ...apiQueryOptions(
      auditKeys.person(id),
      `/api/v1/admin/people/${encodeURIComponent(id)}`,
      personDetailSchema,
    ),
    enabled: enabled && id !== '',
    select: ({ person }) => (person.email ? `${person.name} (${person.email})` : person.name),
  })
