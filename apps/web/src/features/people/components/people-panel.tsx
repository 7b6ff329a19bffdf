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
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { keepScroll } from '@/lib/navigation.ts'
import { usePeople } from '../api/people.ts'
import { peopleMessages } from '../errors.ts'
import { CreatePersonModal } from './create-person-modal.tsx'
import { type MorePersonSections, PersonDrawer } from './person-drawer.tsx'
import { contactOf, needsAttention, PersonFlags, RoleBadge, roleNames } from './person-labels.tsx'

export const PAGE_SIZE = 25

const roleFilters = ['customer', 'operator', 'admin'] as const
const statusFilters = {
  active: 'peoplePanel.active',
  banned: 'peoplePanel.banned',
} as const

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
export function PeoplePanel({
  timezone,
  more,
}: {
  timezone: string
  /** Sections of another feature on a person's page (their data export). */
  more?: MorePersonSections
}) {
  const t = useT()
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
        <form aria-label={t('peoplePanel.find')} onSubmit={search} style={{ flex: '1 1 18rem' }}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('peoplePanel.search')}
              description={t('peoplePanel.searchHint')}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              maxLength={200}
              style={{ flex: 1 }}
              type="search"
            />
            <Button type="submit" variant="default">
              {t('peoplePanel.searchButton')}
            </Button>
          </Group>
        </form>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
          {t('peoplePanel.add')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <NativeSelect
          label={t('peoplePanel.role')}
          value={state.role ?? ''}
          onChange={(event) => update({ role: event.currentTarget.value })}
          data={[
            { value: '', label: t('peoplePanel.anyRole') },
            ...roleFilters.map((role) => ({ value: role, label: t(roleNames[role]) })),
          ]}
        />
        <NativeSelect
          label={t('peoplePanel.status')}
          value={state.status ?? ''}
          onChange={(event) => update({ status: event.currentTarget.value })}
          data={[
            { value: '', label: t('peoplePanel.anyStatus') },
            ...Object.entries(statusFilters).map(([value, key]) => ({ value, label: t(key) })),
          ]}
        />
        <NativeSelect
          label={t('peoplePanel.request')}
          value={state.requestedRole ?? ''}
          onChange={(event) => update({ requested: event.currentTarget.value })}
          data={[
            { value: '', label: t('peoplePanel.anyRequest') },
            { value: 'operator', label: t('peoplePanel.waiting') },
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
            {t('peoplePanel.clear')}
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
          subject={t('peoplePanel.subject')}
          placeholder={<Skeleton h={320} radius="md" />}
          overrides={peopleMessages}
        />
      ) : people.data.people.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>{filtered ? t('peoplePanel.noMatch') : t('peoplePanel.nobody')}</Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('peoplePanel.count', { first, last, count: total })}
          </Text>
          <Table
            className={classes.table}
            aria-label={t('peoplePanel.table')}
            verticalSpacing="sm"
            highlightOnHover
            aria-busy={people.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('peoplePanel.name')}</Table.Th>
                <Table.Th>{t('peoplePanel.role')}</Table.Th>
                <Table.Th>{t('peoplePanel.attention')}</Table.Th>
                <Table.Th>{t('peoplePanel.joined')}</Table.Th>
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
                        {/* Isolated: a phone number keeps its order in a right-to-left line. */}
                        <bdi>{contactOf(person)}</bdi>
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label={t('peoplePanel.role')}>
                    <RoleBadge role={person.role} />
                  </Table.Td>
                  {/* Empty on a phone's card when nothing needs attention (the CSS hides it). */}
                  <Table.Td
                    data-label={
                      needsAttention(person) ? t('peoplePanel.attentionShort') : undefined
                    }
                  >
                    {needsAttention(person) ? (
                      <Group gap={6}>
                        <PersonFlags person={person} />
                      </Group>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-label={t('peoplePanel.joined')}>
                    {mediumInstant(timezone, person.createdAt)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => update({ person: person.id }, { keepPage: true })}
                      aria-label={t('peoplePanel.openNamed', { name: person.name })}
                    >
                      {t('peoplePanel.open')}
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
            label={t('peoplePanel.pages')}
          />
        </>
      )}

      <PersonDrawer
        id={state.person}
        timezone={timezone}
        notice={notice}
        onNotice={setNotice}
        onClose={() => update({ person: null }, { keepPage: true })}
        more={more}
      />
      <CreatePersonModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(person) => {
          setCreating(false)
          setNotice(
            t('peoplePanel.created', { name: person.name, role: t(roleNames[person.role]) }),
          )
        }}
      />
    </Stack>
  )
}
