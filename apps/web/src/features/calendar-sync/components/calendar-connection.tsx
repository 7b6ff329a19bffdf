import {
  Alert,
  Badge,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import type { CalendarConnection as Connection } from '@reserva/shared'
import { type FormEvent, useState } from 'react'
import { ErrorAlert } from '@/components/error-alert.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import { SectionCard } from '@/components/section-card.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { longInstant } from '@/lib/dates.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useCalendarConnection, useCalendarConnectionChange } from '../api/calendar-sync.ts'

const stateColor = { ok: 'green', behind: 'orange', starting: 'gray' } as const
const stateWords = {
  ok: 'calendarSync.state.ok',
  behind: 'calendarSync.state.behind',
  starting: 'calendarSync.state.starting',
} as const

/**
 * A resource's CalDAV calendar (decision 048): connected with an address, a user and a password
 * the server checks before it keeps them; then how the sync stands (in sync, starting, or behind
 * and why), "Sync now", changing the details and disconnecting. Asked again every 30 s, so a sync
 * that falls behind shows by itself.
 */
export function CalendarConnectionSettings({
  resource,
  timezone,
}: {
  resource: { id: string; name: string }
  timezone: string
}) {
  const t = useT()
  const connection = useCalendarConnection(resource.id)
  const connect = useCalendarConnectionChange(resource.id, 'connect')
  const sync = useCalendarConnectionChange(resource.id, 'sync')
  const disconnect = useCalendarConnectionChange(resource.id, 'disconnect')
  const disconnectQuestion = useQuestion(disconnect)
  const [editing, setEditing] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)

  if (!connection.isSuccess)
    return (
      <QueryFallback
        query={connection}
        subject={t('calendarSync.subject')}
        placeholder={<Skeleton h={96} radius="md" />}
      />
    )
  const current = connection.data.connection
  const when = (instant: string | null) =>
    instant ? longInstant(timezone, instant) : t('calendarSync.never')

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('calendarSync.intro', { name: resource.name })}
      </Text>
      {notice ? (
        <StatusMessage takeFocus={false} onClose={() => setNotice(null)}>
          {notice}
        </StatusMessage>
      ) : null}
      {current && !editing ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={stateColor[current.state]} variant="light">
              {t(stateWords[current.state])}
            </Badge>
            {current.waitingChanges > 0 && current.state !== 'behind' ? (
              <Text size="sm">{t('calendarSync.waiting', { count: current.waitingChanges })}</Text>
            ) : null}
          </Group>
          {current.state === 'behind' ? (
            <Alert color="orange" title={t('calendarSync.behindTitle')} role="alert">
              <Stack gap={4}>
                <Text size="sm">
                  {t('calendarSync.behindText', {
                    since: when(current.behindSince),
                    count: current.waitingChanges,
                  })}
                </Text>
                {current.lastError ? (
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                    {current.lastError}
                  </Text>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Fact label={t('calendarSync.calendar')} value={current.calendarUrl} mono />
            <Fact label={t('calendarSync.user')} value={current.username} />
            <Fact
              label={t('calendarSync.lastRead')}
              value={
                current.lastReadAt
                  ? t('calendarSync.readText', {
                      when: when(current.lastReadAt),
                      count: current.busyTimes,
                    })
                  : t('calendarSync.never')
              }
            />
            <Fact label={t('calendarSync.lastWritten')} value={when(current.lastWrittenAt)} />
          </SimpleGrid>
          <ErrorAlert error={sync.error} />
          <Group gap="sm">
            <Button
              loading={sync.isPending}
              onClick={() =>
                sync.mutate(undefined, {
                  // Still behind: the warning above says so, not a message of success.
                  onSuccess: ({ connection: after }) =>
                    setNotice(after?.state === 'behind' ? null : t('calendarSync.synced')),
                })
              }
            >
              {t('calendarSync.syncNow')}
            </Button>
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('calendarSync.change')}
            </Button>
            <Button variant="subtle" color="red" onClick={disconnectQuestion.ask}>
              {t('calendarSync.disconnect')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <ConnectForm
          current={current}
          pending={connect.isPending}
          error={connect.error}
          onCancel={current ? () => setEditing(false) : undefined}
          onSubmit={(input) =>
            connect.mutate(input, {
              onSuccess: () => {
                setEditing(false)
                setNotice(t('calendarSync.connected'))
              },
            })
          }
        />
      )}
      <QuestionDialog
        question={disconnectQuestion}
        title={t('calendarSync.disconnectTitle')}
        keepLabel={t('calendarSync.keep')}
        confirmLabel={t('calendarSync.confirmDisconnect')}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              disconnectQuestion.hide()
              setNotice(t('calendarSync.disconnected'))
            },
          })
        }
      >
        <Text>{t('calendarSync.disconnectText')}</Text>
      </QuestionDialog>
    </Stack>
  )
}

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  )
}

/** The address, user and password; changing details may leave the password out to keep it. */
function ConnectForm({
  current,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  current: Connection | null
  pending: boolean
  error: unknown
  onSubmit: (input: { url: string; username: string; password?: string }) => void
  onCancel: (() => void) | undefined
}) {
  const t = useT()
  const [url, setUrl] = useState(current?.url ?? '')
  const [username, setUsername] = useState(current?.username ?? '')
  const [password, setPassword] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({ url: url.trim(), username: username.trim(), ...(password ? { password } : {}) })
  }
  return (
    <form onSubmit={submit} aria-label={t('calendarSync.form')}>
      <Stack gap="sm" maw={560}>
        <ErrorAlert error={error} />
        <TextInput
          label={t('calendarSync.address')}
          description={t('calendarSync.addressHint')}
          type="url"
          required
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          placeholder="https://cloud.example.com/remote.php/dav/calendars/sam/work/"
        />
        <TextInput
          label={t('calendarSync.user')}
          required
          autoComplete="off"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('calendarSync.password')}
          description={t(current ? 'calendarSync.passwordKeep' : 'calendarSync.passwordHint')}
          required={!current}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t('calendarSync.showHide') }}
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {t(current ? 'calendarSync.save' : 'calendarSync.connect')}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('calendarSync.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}

/** A resource's calendar connection, as a section under the resource (staff). */
export function ResourceCalendarConnection({
  resource,
  order,
  id,
  timezone,
}: {
  resource: { id: string; name: string }
  order: 4 | 5
  id: string
  timezone: string
}) {
  const t = useT()
  return (
    <SectionCard compact title={t('calendarSync.title')} order={order} id={`${id}-caldav`}>
      <CalendarConnectionSettings resource={resource} timezone={timezone} />
    </SectionCard>
  )
}
