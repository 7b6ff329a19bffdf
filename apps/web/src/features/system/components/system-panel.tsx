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
import { useSystemStatus } from '../api/get-system-status.ts'

/** A mail due this long and not sent means the worker or the mail server is stuck. */
const stuckMailMinutes = 15
/** With no schedule, a backup older than this is worth a word. */
const staleBackupMinutes = 7 * 24 * 60

const minutesSince = (instant: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - new Date(instant).getTime()) / 60_000))

/** "3 hours ago", "just now": the largest whole unit, as people say it. */
function ago(instant: string, now: Date) {
  const minutes = minutesSince(instant, now)
  if (minutes < 1) return 'just now'
  const units = [
    [24 * 60, 'day'],
    [60, 'hour'],
    [1, 'minute'],
  ] as const
  const [size, word] = units.find(([size]) => minutes >= size) ?? units[2]
  const n = Math.floor(minutes / size)
  return `${n} ${word}${n === 1 ? '' : 's'} ago`
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

function backupBadge(backups: SystemStatus['backups'], now: Date): { tone: Tone; label: string } {
  const { last, schedule } = backups
  if (!last) return { tone: 'danger', label: 'None yet' }
  const age = minutesSince(last.createdAt, now)
  const limit = schedule ? 2 * schedule.everyMinutes : staleBackupMinutes
  return age > limit ? { tone: 'warning', label: 'Overdue' } : { tone: 'success', label: 'Recent' }
}

function outboxBadge(outbox: SystemStatus['outbox'], now: Date): { tone: Tone; label: string } {
  if (outbox.oldestDueAt && minutesSince(outbox.oldestDueAt, now) >= stuckMailMinutes)
    return { tone: 'warning', label: 'Delayed' }
  if (outbox.failed > 0) return { tone: 'danger', label: `${outbox.failed} failed` }
  return { tone: 'success', label: 'Sending' }
}

/**
 * The admin's view of the installation: what runs, on which database, whether backups are being
 * taken, whether mail goes out, how much is stored, and how many live connections are open.
 */
export function SystemPanel({ timezone }: { timezone: string }) {
  const status = useSystemStatus()
  const now = useClock().now()
  if (!status.isSuccess) {
    return (
      <QueryFallback
        query={status}
        subject="the system status"
        placeholder={<Skeleton h={320} radius="md" />}
      />
    )
  }
  const s = status.data
  const when = (instant: string) =>
    `${mediumInstant(timezone, instant, { time: true })} (${ago(instant, now)})`
  const { last, schedule } = s.backups
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={640}>
          The installation as it is now, asked again every half minute. The README’s “Running in
          production” tells how to back up, restore, upgrade and watch it.
        </Text>
        <Button variant="default" onClick={() => status.refetch()} loading={status.isFetching}>
          Refresh
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        <Facts
          title="Server"
          rows={[
            ['Version', `Reserva ${s.version}`],
            ['Running since', when(s.startedAt)],
            ['Live connections', s.sockets],
          ]}
        />
        <Facts
          title="Database"
          rows={[
            ['Kind', s.database.kind === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL'],
            ['Size', fileSize(s.database.bytes)],
            [
              'Migration',
              <>
                <Code>{s.database.migration.tag}</Code> ({s.database.migration.count} applied)
              </>,
            ],
          ]}
        />
        <Facts
          title="Backups"
          badge={backupBadge(s.backups, now)}
          rows={[
            ['Last backup', last ? when(last.createdAt) : 'None yet'],
            ...(last
              ? ([
                  ['Size', fileSize(last.bytes)],
                  ['File', <Code key="file">{last.file}</Code>],
                ] as [string, ReactNode][])
              : []),
            [
              'Schedule',
              schedule
                ? `Every ${formatMinutes(schedule.everyMinutes)}, keeping ${schedule.keep} (${schedule.kept} now)`
                : 'None: set BACKUP_DIR to take them',
            ],
            ...(schedule
              ? ([['Folder', <Code key="dir">{schedule.dir}</Code>]] as [string, ReactNode][])
              : []),
          ]}
        >
          <Text size="xs" c="dimmed" mt="xs">
            Take one now on the server: <Code>npm run backup -- --out FILE</Code>
          </Text>
        </Facts>
        <Facts
          title="Outgoing mail"
          badge={outboxBadge(s.outbox, now)}
          rows={[
            ['Waiting', `${s.outbox.pending} (${s.outbox.due} due now)`],
            ['Longest due', s.outbox.oldestDueAt ? ago(s.outbox.oldestDueAt, now) : 'Nothing due'],
            ['Failed', s.outbox.failed],
            ['Sent in 24 hours', s.outbox.sentLastDay],
          ]}
        />
        <Facts
          title="Stored files"
          rows={[
            ['Where', s.storage.driver === 'local' ? 'This server’s disk' : 'S3 bucket'],
            ['Files', s.storage.objects],
            ['Size', fileSize(s.storage.bytes)],
          ]}
        />
      </SimpleGrid>
    </Stack>
  )
}
