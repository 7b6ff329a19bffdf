import {
  type BanPerson,
  type CreatePerson,
  erasureSchema,
  type OperatorRequestDecision,
  type PeopleListQuery,
  type Person,
  peopleListSchema,
  personAnswerSchema,
  personDetailSchema,
  personSchema,
  type Role,
  revokeSessionsAnswerSchema,
} from '@reserva/shared'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client.ts'
import { apiQueryOptions } from '@/lib/api-query.ts'

/** The one place the people queries' keys are written (STYLE rule 18). */
export const peopleKeys = {
  all: ['people'] as const,
  lists: () => [...peopleKeys.all, 'list'] as const,
  list: (query: PeopleListQuery) => [...peopleKeys.lists(), query] as const,
  details: () => [...peopleKeys.all, 'detail'] as const,
  detail: (id: string) => [...peopleKeys.details(), id] as const,
}

/** The list's query string: only what is set, so the server's defaults apply to the rest. */
const listSearch = (query: PeopleListQuery) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** One page of people (admins); the previous page stays on screen while the next one loads. */
export const usePeople = (query: PeopleListQuery) =>
  useQuery({
    ...apiQueryOptions(
      peopleKeys.list(query),
      `/api/v1/admin/people${listSearch(query)}`,
      peopleListSchema,
    ),
    placeholderData: keepPreviousData,
  })

/** A person with their recent bookings and quotes (admins). */
export const usePerson = (id: string | null) =>
  useQuery({
    ...apiQueryOptions(
      peopleKeys.detail(id ?? ''),
      `/api/v1/admin/people/${encodeURIComponent(id ?? '')}`,
      personDetailSchema,
    ),
    enabled: id !== null,
  })

const personPath = (id: string, action: string) =>
  `/api/v1/admin/people/${encodeURIComponent(id)}/${action}`

const personAnswer = personAnswerSchema.transform(({ person }) => person)

const answer = (path: string, body?: unknown) =>
  apiRequest(path, { method: 'POST', body, schema: personAnswer })

export const createPerson = (person: CreatePerson) => answer('/api/v1/admin/people', person)
export const changeRole = ({ id, role }: { id: string; role: Role }) =>
  answer(personPath(id, 'role'), { role })
export const decideOperatorRequest = ({
  id,
  ...decision
}: { id: string } & OperatorRequestDecision) => answer(personPath(id, 'operator-request'), decision)
export const banPerson = ({ id, ...ban }: { id: string } & BanPerson) =>
  answer(personPath(id, 'ban'), ban)
export const unbanPerson = ({ id }: { id: string }) => answer(personPath(id, 'unban'))
export const erasePerson = ({ id }: { id: string }) =>
  apiRequest(personPath(id, 'erase'), {
    method: 'POST',
    body: {},
    schema: z.object({ person: personSchema, erasure: erasureSchema }),
  })
export const revokeSessions = ({ id }: { id: string }) =>
  apiRequest(personPath(id, 'revoke-sessions'), {
    method: 'POST',
    schema: revokeSessionsAnswerSchema,
  })

/**
 * A change to a person. Every list and the person's page are asked again: a new role or ban can
 * move them into or out of any filtered page.
 */
export function usePeopleMutation<Input, Output extends Person | { person: Person }>(
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  })
}
