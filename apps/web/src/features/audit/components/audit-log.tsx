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
import { translate } from '@/lib/i18n/active.ts'
import { useI18n, useT } from '@/lib/i18n/i18n-context.tsx'
import { withNodes } from '@/lib/i18n/with-nodes.tsx'
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
    error: () => translate('auditLog.realDate'),
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
    error: () => translate('auditLog.toBeforeFrom'),
    path: ['to'],
  })

/** This screen's words where they differ from the one map (lib/error-messages.ts). */
const auditMessages: ErrorMessageOverrides = {
  network_error: () => translate('auditLog.network'),
  forbidden: () => translate('auditLog.forbidden'),
  'audit.invalid_cursor': () => translate('auditLog.invalidCursor'),
  unauthorized: () => translate('auditLog.signedOut'),
}
const errorText = (error: unknown) => errorMessage(error, auditMessages)

/**
 * Who did what to which record and when, newest first, filtered by person,
 * kind of record, action and period; the filters live in the query string, so a filtered view
 * can be bookmarked or shared, and the CSV export takes the same ones.
 */
export function AuditLog({ timezone }: { timezone: string }) {
  const t = useT()
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
          {t('auditLog.intro', { zone: timezone })}
        </Text>
        <Button component="a" href={auditCsvUrl(filter)} download variant="default">
          {t('auditLog.export')}
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
  const t = useT()
  const form = useSchemaForm({ schema: filterFormSchema, initialValues: search })
  // An action from the address bar that is not one of the choices is still offered, as it is.
  const choices = actionChoices(t)
  const actions =
    choices.some((choice) => choice.value === search.action) || !search.action
      ? choices
      : [...choices, { value: search.action, label: search.action }]
  return (
    <form
      aria-label={t('auditLog.filter')}
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
            label={t('auditLog.action')}
            placeholder={t('auditLog.anything')}
            data={actions}
            clearable
            clearButtonProps={{ 'aria-label': t('auditLog.anything') }}
            allowDeselect
            value={form.values.action || null}
            onChange={(value) => form.setFieldValue('action', value ?? '')}
          />
          <Select
            label={t('auditLog.recordType')}
            placeholder={t('auditLog.any')}
            data={recordKinds(t)}
            clearable
            clearButtonProps={{ 'aria-label': t('auditLog.anyRecordType') }}
            allowDeselect
            {...form.getInputProps('entity')}
            value={form.values.entity || null}
            onChange={(value) => form.setFieldValue('entity', value ?? '')}
          />
          <TextInput type="date" label={t('auditLog.from')} {...form.getInputProps('from')} />
          <TextInput type="date" label={t('auditLog.to')} {...form.getInputProps('to')} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">{t('auditLog.apply')}</Button>
          <Button
            variant="default"
            onClick={() => onApply(emptyAuditSearch)}
            disabled={Object.values(search).every((value) => value === '')}
          >
            {t('auditLog.clear')}
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
  const t = useT()
  const log = useAuditLog(filter)
  // A failed "older entries" keeps the entries already shown; only a failed first page replaces them.
  const olderFailed = log.isFetchNextPageError
  if (!log.data || (log.isError && !olderFailed)) {
    return (
      <QueryFallback
        query={log}
        subject={t('auditLog.subject')}
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
        {filtered ? t('auditLog.noMatch') : t('auditLog.nothing')}
      </Text>
    )
  }
  return (
    <Stack gap="md">
      <Table
        className={classes.table}
        verticalSpacing="sm"
        striped
        aria-label={t('auditLog.table')}
        aria-describedby="audit-count"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('auditLog.when')}</Table.Th>
            <Table.Th scope="col">{t('auditLog.what')}</Table.Th>
            <Table.Th scope="col">{t('auditLog.details')}</Table.Th>
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
            ? t('auditLog.newest', { count: entries.length })
            : t('auditLog.allShown', { count: entries.length })}
        </Text>
        {log.hasNextPage ? (
          <Button
            variant="default"
            onClick={() => log.fetchNextPage()}
            loading={log.isFetchingNextPage}
          >
            {t('auditLog.older')}
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
  const { t, language } = useI18n()
  const { who, sentence, record } = auditSentence(t, entry)
  const link = recordLink(entry)
  const actor = entry.actor
  const details = auditDetails(entry, { t, language, zone: timezone })
  return (
    <Table.Tr>
      <Table.Td data-label={t('auditLog.when')} style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.at}>{mediumInstant(timezone, entry.at, { seconds: true })}</time>
      </Table.Td>
      <Table.Td data-label={t('auditLog.what')}>
        <Text size="sm">
          {/* Names and records are isolated (bdi): "2027-06-11 – 2027-06-12" keeps its order in a
              right-to-left sentence, and a name in another script does not pull the words around. */}
          {withNodes(sentence, {
            who: actor ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={() => onActor(actor.id, who)}
                aria-label={t('auditLog.onlyWho', { who })}
              >
                <bdi>{who}</bdi>
              </Anchor>
            ) : (
              <Text span fw={600} inherit>
                <bdi>{who}</bdi>
              </Text>
            ),
            record:
              record && link ? (
                // Underlined: a link inside a sentence is told apart by more than its colour.
                <Anchor component={Link} to={link} inherit underline="always">
                  <bdi>{record}</bdi>
                </Anchor>
              ) : (
                <bdi>{record}</bdi>
              ),
          })}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('auditLog.details')}>
        <details className={detailClasses.details}>
          <summary>{t('auditLog.details')}</summary>
          <dl>
            {details.map(([key, text]) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>
                  <bdi>{text}</bdi>
                </dd>
              </div>
            ))}
            <div>
              <dt>{t('auditLog.record')}</dt>
              <dd>
                {recordKind(t, entry.entity)} <Code>{entry.entityId}</Code>
              </dd>
            </div>
            <div>
              <dt>{t('auditLog.actionCode')}</dt>
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
