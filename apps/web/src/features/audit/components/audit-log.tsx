import {
  Anchor,
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
import { type AuditEntry, calendarDateSchema } from '@reserva/shared'
import { Link, useSearchParams } from 'wouter'
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
import {
  actionChoices,
  auditDetails,
  auditSentence,
  recordKind,
  recordKinds,
  recordLink,
} from '../audit-words.ts'
import detailClasses from './audit-log.module.css'
import { PersonPicker } from './person-picker.tsx'

const optionalDate = z
  .string()
  .refine((value) => value === '' || calendarDateSchema.safeParse(value).success, {
    message: 'Use a real date',
  })

/** The same rules as the API's filters, for fields that may also be empty. */
const filterFormSchema = z
  .object({
    actorId: z.string(),
    entity: z.string(),
    action: z.string(),
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
        actorName={params.get('actorName')}
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
        onActor={(actorId, name) =>
          setParams({ ...auditSearchParams({ ...search, actorId }), actorName: name }, keepScroll())
        }
      />
    </Stack>
  )
}

function FilterForm({
  search,
  actorName,
  onApply,
}: {
  search: AuditSearch
  actorName: string | null
  onApply: (search: AuditSearch) => void
}) {
  const form = useSchemaForm({ schema: filterFormSchema, initialValues: search })
  // An action from the address bar that is not one of the choices is still offered, as it is.
  const actions =
    actionChoices.some((choice) => choice.value === search.action) || !search.action
      ? actionChoices
      : [...actionChoices, { value: search.action, label: search.action }]
  return (
    <form
      aria-label="Filter the audit log"
      noValidate
      onSubmit={form.onSubmit((values) => onApply(values))}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <PersonPicker
            value={form.values.actorId}
            knownName={actorName}
            onChange={(id) => form.setFieldValue('actorId', id)}
          />
          <Select
            label="What changed"
            placeholder="Anything"
            data={actions}
            clearable
            clearButtonProps={{ 'aria-label': 'Anything' }}
            allowDeselect
            value={form.values.action || null}
            onChange={(value) => form.setFieldValue('action', value ?? '')}
          />
          <Select
            label="Record type"
            placeholder="Any"
            data={recordKinds}
            clearable
            clearButtonProps={{ 'aria-label': 'Any record type' }}
            allowDeselect
            {...form.getInputProps('entity')}
            value={form.values.entity || null}
            onChange={(value) => form.setFieldValue('entity', value ?? '')}
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
  onActor: (actorId: string, name: string) => void
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
            <Table.Th scope="col">What happened</Table.Th>
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

function EntryRow({
  entry,
  timezone,
  onActor,
}: {
  entry: AuditEntry
  timezone: string
  onActor: (actorId: string, name: string) => void
}) {
  const { who, verb, record } = auditSentence(entry)
  const link = recordLink(entry)
  const actor = entry.actor
  const details = auditDetails(entry, timezone)
  return (
    <Table.Tr>
      <Table.Td data-label="When" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.at}>{mediumInstant(timezone, entry.at, { seconds: true })}</time>
      </Table.Td>
      <Table.Td data-label="What happened">
        <Text size="sm">
          {actor ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={() => onActor(actor.id, who)}
              aria-label={`${who}: show only what ${who} did`}
            >
              {who}
            </Anchor>
          ) : (
            <Text span fw={600} inherit>
              {who}
            </Text>
          )}{' '}
          {verb}
          {record ? ' ' : ''}
          {record && link ? (
            // Underlined: a link inside a sentence is told apart by more than its colour.
            <Anchor component={Link} to={link} inherit underline="always">
              {record}
            </Anchor>
          ) : (
            record
          )}
        </Text>
      </Table.Td>
      <Table.Td data-label="Details">
        <details className={detailClasses.details}>
          <summary>Details</summary>
          <dl>
            {details.map(([key, text]) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>{text}</dd>
              </div>
            ))}
            <div>
              <dt>Record</dt>
              <dd>
                {recordKind(entry.entity)} <Code>{entry.entityId}</Code>
              </dd>
            </div>
            <div>
              <dt>Action</dt>
              <dd>
                <Code>{entry.action}</Code>
              </dd>
            </div>
          </dl>
        </details>
      </Table.Td>
    </Table.Tr>
  )
}
