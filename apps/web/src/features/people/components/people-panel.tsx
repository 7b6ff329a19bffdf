import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import type { PeopleListQuery, PersonStatus, Role } from '@reserva/shared'
import { type FormEvent, useState } from 'react'
import { useSearchParams } from 'wouter'
import { ActionsHeader } from '@/components/actions-header.tsx'
import { ListPagination } from '@/components/list-pagination.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import classes from '@/components/responsive-table.module.css'
import { IconPlus } from '@/components/screen-icons.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { mediumInstant } from '@/lib/dates.ts'
import { keepScroll } from '@/lib/navigation.ts'
import { roleNames } from '@/lib/role-names.ts'
import { usePeople } from '../api/people.ts'
import { peopleMessages } from '../errors.ts'
import { CreatePersonModal } from './create-person-modal.tsx'
import { PersonDrawer } from './person-drawer.tsx'
import { contactOf, needsAttention, PersonFlags, RoleBadge } from './person-labels.tsx'

export const PAGE_SIZE = 25

const roleFilters = ['customer', 'operator', 'admin'] as const
const statusFilters = { active: 'Active (not banned)', banned: 'Banned' } as const

/** What the query string asks for: search, filters, page and the open person. */
function readParams(params: URLSearchParams) {
  const role = params.get('role')
  const status = params.get('status')
  const page = Number.parseInt(params.get('page') ?? '1', 10)
  return {
    search: params.get('q') ?? '',
    role: roleFilters.includes(role as Role) ? (role as Role) : undefined,
    status: status === 'active' || status === 'banned' ? (status as PersonStatus) : undefined,
    requestedRole: params.get('requested') === 'operator' ? ('operator' as const) : undefined,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    person: params.get('person'),
  }
}

/**
 * The admin's people: search by name, e-mail or phone, filter by role, ban and operator request,
 * paged on the server. A person's page opens in a drawer with what can be done to their account.
 */
export function PeoplePanel({ timezone }: { timezone: string }) {
  const [params, setParams] = useSearchParams()
  const state = readParams(params)
  const query: PeopleListQuery = {
    search: state.search,
    role: state.role,
    status: state.status,
    requestedRole: state.requestedRole,
    limit: PAGE_SIZE,
    offset: (state.page - 1) * PAGE_SIZE,
  }
  const people = usePeople(query)
  const [searchText, setSearchText] = useState(state.search)
  const [creating, setCreating] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)

  /** Changes the query string: a new filter starts again at page 1. */
  const update = (changes: Record<string, string | null>, { keepPage = false } = {}) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key)
        else next.set(key, value)
      }
      if (!keepPage && !('page' in changes)) next.delete('page')
      return next
    }, keepScroll())

  const search = (event: FormEvent) => {
    event.preventDefault()
    update({ q: searchText.trim() })
  }
  const filtered = Boolean(state.search || state.role || state.status || state.requestedRole)
  const total = people.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const first = total === 0 ? 0 : (state.page - 1) * PAGE_SIZE + 1
  const last = Math.min(total, state.page * PAGE_SIZE)

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <form aria-label="Find people" onSubmit={search} style={{ flex: '1 1 18rem' }}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Search"
              description="Part of a name, e-mail address or phone number"
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              maxLength={200}
              style={{ flex: 1 }}
              type="search"
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          Add a person
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <NativeSelect
          label="Role"
          value={state.role ?? ''}
          onChange={(event) => update({ role: event.currentTarget.value })}
          data={[
            { value: '', label: 'Any role' },
            ...roleFilters.map((role) => ({ value: role, label: roleNames[role] })),
          ]}
        />
        <NativeSelect
          label="Status"
          value={state.status ?? ''}
          onChange={(event) => update({ status: event.currentTarget.value })}
          data={[
            { value: '', label: 'Any status' },
            ...Object.entries(statusFilters).map(([value, label]) => ({ value, label })),
          ]}
        />
        <NativeSelect
          label="Operator request"
          value={state.requestedRole ?? ''}
          onChange={(event) => update({ requested: event.currentTarget.value })}
          data={[
            { value: '', label: 'Any' },
            { value: 'operator', label: 'Waiting for a decision' },
          ]}
        />
        {filtered ? (
          <Button
            variant="subtle"
            onClick={() => {
              setSearchText('')
              update({ q: null, role: null, status: null, requested: null })
            }}
          >
            Clear search and filters
          </Button>
        ) : null}
      </Group>

      {notice && !state.person ? (
        <StatusMessage takeFocus={false} onClose={() => setNotice(null)}>
          {notice}
        </StatusMessage>
      ) : null}

      {!people.isSuccess ? (
        <QueryFallback
          query={people}
          subject="the people"
          placeholder={<Skeleton h={320} radius="md" />}
          overrides={peopleMessages}
        />
      ) : people.data.people.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>
            {filtered
              ? 'Nobody matches this search and these filters. Try fewer words or clear the filters.'
              : 'Nobody has an account yet.'}
          </Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {`${first}–${last} of ${total} ${total === 1 ? 'person' : 'people'}`}
          </Text>
          <Table
            className={classes.table}
            aria-label="People"
            verticalSpacing="sm"
            highlightOnHover
            aria-busy={people.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Needs attention</Table.Th>
                <Table.Th>Joined</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.data.people.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td data-primary>
                    <Stack gap={0}>
                      <Text fw={600}>{person.name}</Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {contactOf(person)}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label="Role">
                    <RoleBadge role={person.role} />
                  </Table.Td>
                  {/* Empty on a phone's card when nothing needs attention (the CSS hides it). */}
                  <Table.Td data-label={needsAttention(person) ? 'Attention' : undefined}>
                    {needsAttention(person) ? (
                      <Group gap={6}>
                        <PersonFlags person={person} />
                      </Group>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-label="Joined">
                    {mediumInstant(timezone, person.createdAt)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => update({ person: person.id }, { keepPage: true })}
                      aria-label={`Open ${person.name}`}
                    >
                      Open
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <ListPagination
            pages={pages}
            page={state.page}
            onChange={(page) => update({ page: page === 1 ? null : String(page) })}
            label="Pages of people"
          />
        </>
      )}

      <PersonDrawer
        id={state.person}
        timezone={timezone}
        notice={notice}
        onNotice={setNotice}
        onClose={() => update({ person: null }, { keepPage: true })}
      />
      <CreatePersonModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(person) => {
          setCreating(false)
          setNotice(`${person.name} now has an account, with the role ${roleNames[person.role]}.`)
        }}
      />
    </Stack>
  )
}
