import {
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import type { SystemStatus } from '@reserva/shared'
import type { ReactNode } from 'react'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { type Tone, ToneBadge } from '@/components/tone-badge.tsx'
import { useClock } from '@/lib/clock.ts'
import { mediumInstant } from '@/lib/dates.ts'
import { formatMinutes } from '@/lib/durations.ts'
import { fileSize } from '@/lib/file-size.ts'
import type { T } from '@/lib/i18n/catalogue.ts'
import { numberText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import type { Language } from '@/lib/i18n/languages.ts'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'
import { useSystemStatus } from '../api/get-system-status.ts'

/** A mail due this long and not sent means the worker or the mail server is stuck. */
const stuckMailMinutes = 15
/** With no schedule, a backup older than this is worth a word. */
const staleBackupMinutes = 7 * 24 * 60

const minutesSince = (instant: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - new Date(instant).getTime()) / 60_000))

const agoFormats = new Map<Language, Intl.RelativeTimeFormat>()

/** "3 hours ago", "just now": the largest whole unit, as people say it in the language. */
function ago(t: T, language: Language, instant: string, now: Date) {
  const minutes = minutesSince(instant, now)
  if (minutes < 1) return t('systemPanel.justNow')
  const units = [
    [24 * 60, 'day'],
    [60, 'hour'],
    [1, 'minute'],
  ] as const
  const [size, unit] = units.find(([size]) => minutes >= size) ?? units[2]
  // Always a number ("1 day ago"), never "yesterday": the rows line up as counts.
  let format = agoFormats.get(language)
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'always' })
    agoFormats.set(language, format)
  }
  return format.format(-Math.floor(minutes / size), unit)
}

/** One card of facts: a heading, an optional badge, and label–value rows. */
function Facts({
  title,
  badge,
  rows,
  children,
}: {
  title: string
  badge?: { tone: Tone; label: string }
  rows: [string, ReactNode][]
  children?: ReactNode
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {badge ? <ToneBadge tone={badge.tone}>{badge.label}</ToneBadge> : null}
      </Group>
      <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="38%" pl={0} fw={500} c="dimmed" bg="transparent">
                {label}
              </Table.Th>
              <Table.Td pr={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
    </Paper>
  )
}

function backupBadge(
  t: T,
  backups: SystemStatus['backups'],
  now: Date,
): { tone: Tone; label: string } {
  const { last, schedule } = backups
  if (!last) return { tone: 'danger', label: t('systemPanel.noneYet') }
  const age = minutesSince(last.createdAt, now)
  const limit = schedule ? 2 * schedule.everyMinutes : staleBackupMinutes
  return age > limit
    ? { tone: 'warning', label: t('systemPanel.overdue') }
    : { tone: 'success', label: t('systemPanel.recent') }
}

function outboxBadge(
  t: T,
  outbox: SystemStatus['outbox'],
  now: Date,
): { tone: Tone; label: string } {
  if (outbox.oldestDueAt && minutesSince(outbox.oldestDueAt, now) >= stuckMailMinutes)
    return { tone: 'warning', label: t('systemPanel.delayed') }
  if (outbox.failed > 0)
    return { tone: 'danger', label: t('systemPanel.failedCount', { count: outbox.failed }) }
  return { tone: 'success', label: t('systemPanel.sending') }
}

/**
 * The admin's view of the installation: what runs, on which database, whether backups are being
 * taken, whether mail goes out, how much is stored, and how many live connections are open.
 */
export function SystemPanel({ timezone }: { timezone: string }) {
  const { t, language } = useI18n()
  const status = useSystemStatus()
  const now = useClock().now()
  if (!status.isSuccess) {
    return (
      <QueryFallback
        query={status}
        subject={t('systemPanel.subject')}
        placeholder={<Skeleton h={320} radius="md" />}
      />
    )
  }
  const s = status.data
  const when = (instant: string) =>
    t('systemPanel.when', {
      at: mediumInstant(timezone, instant, { time: true }),
      ago: ago(t, language, instant, now),
    })
  const count = (n: number) => numberText(language, n)
  const { last, schedule } = s.backups
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={640}>
          {t('systemPanel.intro')}
        </Text>
        <Button variant="default" onClick={() => status.refetch()} loading={status.isFetching}>
          {t('systemPanel.refresh')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        <Facts
          title={t('systemPanel.server')}
          rows={[
            [t('systemPanel.version'), `Reserva ${s.version}`],
            [t('systemPanel.runningSince'), when(s.startedAt)],
            [t('systemPanel.connections'), count(s.sockets)],
          ]}
        />
        <Facts
          title={t('systemPanel.database')}
          rows={[
            [
              t('systemPanel.kind'),
              s.database.kind === 'pglite' ? t('systemPanel.embedded') : 'PostgreSQL',
            ],
            [t('systemPanel.size'), fileSize(s.database.bytes)],
            [
              t('systemPanel.migration'),
              withNodes(
                t('systemPanel.migrationValue', {
                  ...holes('tag'),
                  count: s.database.migration.count,
                }),
                { tag: <Code>{s.database.migration.tag}</Code> },
              ),
            ],
          ]}
        />
        <Facts
          title={t('systemPanel.backups')}
          badge={backupBadge(t, s.backups, now)}
          rows={[
            [t('systemPanel.lastBackup'), last ? when(last.createdAt) : t('systemPanel.noneYet')],
            ...(last
              ? ([
                  [t('systemPanel.size'), fileSize(last.bytes)],
                  [t('systemPanel.file'), <Code key="file">{last.file}</Code>],
                ] as [string, ReactNode][])
              : []),
            [
              t('systemPanel.schedule'),
              schedule
                ? t('systemPanel.every', {
                    every: formatMinutes(schedule.everyMinutes),
                    keep: schedule.keep,
                    kept: schedule.kept,
                  })
                : t('systemPanel.noSchedule'),
            ],
            ...(schedule
              ? ([[t('systemPanel.folder'), <Code key="dir">{schedule.dir}</Code>]] as [
                  string,
                  ReactNode,
                ][])
              : []),
          ]}
        >
          <Text size="xs" c="dimmed" mt="xs">
            {withNodes(t('systemPanel.backupNow', holes('command')), {
              command: <Code>npm run backup -- --out FILE</Code>,
            })}
          </Text>
        </Facts>
        <Facts
          title={t('systemPanel.mail')}
          badge={outboxBadge(t, s.outbox, now)}
          rows={[
            [
              t('systemPanel.waiting'),
              t('systemPanel.waitingValue', { pending: s.outbox.pending, due: s.outbox.due }),
            ],
            [
              t('systemPanel.longestDue'),
              s.outbox.oldestDueAt
                ? ago(t, language, s.outbox.oldestDueAt, now)
                : t('systemPanel.nothingDue'),
            ],
            [t('systemPanel.failed'), count(s.outbox.failed)],
            [t('systemPanel.sentLastDay'), count(s.outbox.sentLastDay)],
          ]}
        />
        <Facts
          title={t('systemPanel.files')}
          rows={[
            [
              t('systemPanel.where'),
              s.storage.driver === 'local' ? t('systemPanel.disk') : t('systemPanel.s3'),
            ],
            [t('systemPanel.fileCount'), count(s.storage.objects)],
            [t('systemPanel.size'), fileSize(s.storage.bytes)],
          ]}
        />
      </SimpleGrid>
    </Stack>
  )
}
