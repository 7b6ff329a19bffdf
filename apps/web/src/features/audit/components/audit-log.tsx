import {
  Button,
  Code,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { type AuditEntry, auditFilterSchema, calendarDateSchema } from '@reserva/shared'
import { useSearchParams } from 'wouter'
import { z } from 'zod'
import { QueryFallback } from '@/components/query-fallback.tsx'
import classes from '@/components/responsive-table.module.css'
import { mediumInstant } from '@/lib/dates.ts'
import { type ErrorMessageOverrides, errorMessage } from '@/lib/error-messages.ts'
import { useSchemaForm } from '@/lib/form.ts'
import { keepScroll } from '@/lib/navigation.ts'
import { auditCsvUrl, useAuditLog } from '../api/get-audit-log.ts'
import {
  type AuditSearch,
  auditSearchParams,
  emptyAuditSearch,
  readAuditSearch,
  toAuditFilter,
} from '../audit-search-params.ts'

/** The kinds of record the server writes entries for (audit.ts in the contract). */
const entities = [
  { value: 'booking', label: 'Booking' },
  { value: 'quote', label: 'Quote' },
  { value: 'service', label: 'Service' },
  { value: 'resource', label: 'Resource' },
  { value: 'closure', label: 'Business closure' },
  { value: 'settings', label: 'Business settings' },
  { value: 'storage_bucket', label: 'Storage bucket' },
  { value: 'user', label: 'Person' },
  { value: 'api_key', label: 'API key' },
]
const entityLabel = (entity: string) =>
  entities.find((option) => option.value === entity)?.label ?? entity

const optionalDate = z
  .string()
  .refine((value) => value === '' || calendarDateSchema.safeParse(value).success, {
    message: 'Use a real date',
  })

/** The same rules as the API's filters, for fields that may also be empty. */
const filterFormSchema = z
  .object({
    actorId: z.string().trim().max(200, 'A user ID is at most 200 characters'),
    entity: z.string(),
    action: z
      .string()
      .trim()
      .refine((value) => value === '' || auditFilterSchema.shape.action.safeParse(value).success, {
        message: 'An action is lower-case letters, _ and dots, such as service.updated or booking.',
      }),
    from: optionalDate,
    to: optionalDate,
  })
  .refine((values) => !values.from || !values.to || values.from <= values.to, {
    message: 'The last day cannot be before the first',
    path: ['to'],
  })

/** This screen's words where they differ from the one map (lib/error-messages.ts). */
const auditMessages: ErrorMessageOverrides = {
  network_error: 'Could not reach the server. Check your connection and try again.',
  forbidden: 'Only administrators can read the audit log.',
  'audit.invalid_cursor':
    'The list changed while paging. Apply the filters again to start from the newest.',
  unauthorized: 'Your session has ended. Sign in again to go on.',
}
const errorText = (error: unknown) => errorMessage(error, auditMessages)

/**
 * Who did what to which record and when, newest first, filtered by person,
 * kind of record, action and period; the filters live in the query string, so a filtered view
 * can be bookmarked or shared, and the CSV export takes the same ones.
 */
export function AuditLog({ timezone }: { timezone: string }) {
  const [params, setParams] = useSearchParams()
  const search = readAuditSearch(params)
  const filter = toAuditFilter(search, timezone)
  const apply = (next: AuditSearch) => setParams(auditSearchParams(next), keepScroll())

  return (
    <Stack gap="lg">
      <FilterForm
        // A new search from outside (a name clicked in the list, the back button) refills the form.
        key={JSON.stringify(search)}
        search={search}
        onApply={apply}
      />
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          Dates are days in the business's time zone ({timezone}), both included. The export has
          every matching entry, not only those shown.
        </Text>
        <Button component="a" href={auditCsvUrl(filter)} download variant="default">
          Export CSV
        </Button>
      </Group>
      <Entries
        search={search}
        filter={filter}
        timezone={timezone}
        onActor={(actorId) => apply({ ...search, actorId })}
      />
    </Stack>
  )
}

function FilterForm({
  search,
  onApply,
}: {
  search: AuditSearch
  onApply: (search: AuditSearch) => void
}) {
  const form = useSchemaForm({ schema: filterFormSchema, initialValues: search })
  return (
    <form
      aria-label="Filter the audit log"
      noValidate
      onSubmit={form.onSubmit((values) => onApply(values))}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Select
            label="Record type"
            placeholder="Any"
            data={entities}
            clearable
            clearButtonProps={{ 'aria-label': 'Any record type' }}
            allowDeselect
            {...form.getInputProps('entity')}
            value={form.values.entity || null}
            onChange={(value) => form.setFieldValue('entity', value ?? '')}
          />
          <TextInput
            label="Action"
            placeholder="service.updated or booking."
            description="One action, or all starting with a word and a dot"
            {...form.getInputProps('action')}
          />
          <TextInput
            label="Person's user ID"
            description="Or choose a name in the list"
            {...form.getInputProps('actorId')}
          />
          <TextInput type="date" label="From" {...form.getInputProps('from')} />
          <TextInput type="date" label="To" {...form.getInputProps('to')} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">Apply filters</Button>
          <Button
            variant="default"
            onClick={() => onApply(emptyAuditSearch)}
            disabled={Object.values(search).every((value) => value === '')}
          >
            Clear filters
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function Entries({
  search,
  filter,
  timezone,
  onActor,
}: {
  search: AuditSearch
  filter: ReturnType<typeof toAuditFilter>
  timezone: string
  onActor: (actorId: string) => void
}) {
  const log = useAuditLog(filter)
  // A failed "older entries" keeps the entries already shown; only a failed first page replaces them.
  const olderFailed = log.isFetchNextPageError
  if (!log.data || (log.isError && !olderFailed)) {
    return (
      <QueryFallback
        query={log}
        subject="the audit log"
        placeholder={<Skeleton h={240} radius="md" />}
        overrides={auditMessages}
      />
    )
  }
  const entries = log.data.pages.flatMap((page) => page.entries)
  if (entries.length === 0) {
    const filtered = Object.values(search).some((value) => value !== '')
    return (
      <Text role="status" py="lg">
        {filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}
      </Text>
    )
  }
  return (
    <Stack gap="md">
      <Table
        className={classes.table}
        verticalSpacing="sm"
        striped
        aria-label="Audit log"
        aria-describedby="audit-count"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Who</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
            <Table.Th scope="col">Record</Table.Th>
            <Table.Th scope="col">Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} timezone={timezone} onActor={onActor} />
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" align="center">
        <Text id="audit-count" size="sm" c="dimmed" role="status">
          {log.hasNextPage
            ? `Showing the newest ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`
            : `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}, all shown`}
        </Text>
        {log.hasNextPage ? (
          <Button
            variant="default"
            onClick={() => log.fetchNextPage()}
            loading={log.isFetchingNextPage}
          >
            Show older entries
          </Button>
        ) : null}
      </Group>
      {olderFailed ? (
        <Text role="alert" c="var(--mantine-color-error)" size="sm">
          {errorText(log.error)}
        </Text>
      ) : null}
    </Stack>
  )
}

/** The entry's data as "key: value" pairs; nested values as JSON. */
const details = (data: AuditEntry['data']) =>
  Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')

function EntryRow({
  entry,
  timezone,
  onActor,
}: {
  entry: AuditEntry
  timezone: string
  onActor: (actorId: string) => void
}) {
  const actor = entry.actor
  const name = actor ? (actor.name ?? actor.email ?? actor.id) : null
  return (
    <Table.Tr>
      <Table.Td data-label="When" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.at}>{mediumInstant(timezone, entry.at, { seconds: true })}</time>
      </Table.Td>
      <Table.Td data-label="Who">
        {actor && name ? (
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            onClick={() => onActor(actor.id)}
            aria-label={`${name}: show only what ${name} did`}
          >
            {name}
          </Button>
        ) : (
          <Text size="sm">System</Text>
        )}
      </Table.Td>
      <Table.Td data-label="Action">
        {/* Wrapped, never scrolled: a scrolling code box would need its own keyboard stop (axe). */}
        <Code style={{ overflow: 'visible', overflowWrap: 'anywhere' }}>{entry.action}</Code>
      </Table.Td>
      <Table.Td data-label="Record">
        <div>
          <Text size="sm">{entityLabel(entry.entity)}</Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {entry.entityId}
          </Text>
        </div>
      </Table.Td>
      <Table.Td data-label="Details">
        <Text
          size="xs"
          style={{ wordBreak: 'break-word' }}
          lineClamp={3}
          title={details(entry.data)}
        >
          {details(entry.data) || '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  )
}
