import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { bareList } from '@/components/bare-list.ts'
import { LightBadge } from '@/components/light-badge.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { IconDevices } from '@/components/screen-icons.tsx'
import type { DeviceSession } from '@/lib/auth-schemas.ts'
import { browserTimeZone, shortInstant } from '@/lib/dates.ts'
import type { T } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions.ts'
import { authMessages } from '../errors.ts'
import { useAuth } from '../hooks/use-auth.ts'
import { FormError } from './form-error.tsx'
import { wrapping } from './wrapping-button.ts'

/** "Chrome on Windows" from a User-Agent header; good enough to recognise one's own devices. */
export function deviceName(userAgent: string | null | undefined, t: T): string {
  if (!userAgent) return t('activeSessions.unknownDevice')
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : null
  if (browser && system) return t('activeSessions.browserOnSystem', { browser, system })
  return browser ?? system ?? t('activeSessions.unknownDevice')
}

// In the visitor's own zone: a session is theirs, not the business's.
const when = (iso: string) => shortInstant(browserTimeZone(), iso)

/** Every device signed in to this account, with a way to sign any other one out. */
export function ActiveSessions() {
  const { session } = useAuth()
  const t = useT()
  const sessions = useSessions()
  const revoke = useRevokeSession()
  const revokeOthers = useRevokeOtherSessions()

  if (!sessions.isSuccess) {
    return (
      <QueryFallback
        query={sessions}
        subject={t('activeSessions.subject')}
        overrides={authMessages}
        placeholder={<Skeleton h={120} radius="md" />}
      />
    )
  }

  // Newest activity first; this device at the top.
  const list = [...sessions.data].sort((a, b) =>
    a.id === session?.id ? -1 : b.id === session?.id ? 1 : b.updatedAt.localeCompare(a.updatedAt),
  )
  const others = list.filter((item) => item.id !== session?.id)
  const error = revoke.error ?? revokeOthers.error

  return (
    <Stack gap="sm">
      <FormError error={error} />
      <Stack gap="sm" component="ul" style={bareList} aria-label={t('activeSessions.list')}>
        {list.map((item) => (
          <SessionRow
            key={item.id}
            item={item}
            current={item.id === session?.id}
            busy={revoke.isPending && revoke.variables === item.token}
            onRevoke={() => revoke.mutate(item.token)}
          />
        ))}
      </Stack>
      {others.length > 0 ? (
        <Group>
          <Button
            variant="default"
            {...wrapping}
            loading={revokeOthers.isPending}
            onClick={() => revokeOthers.mutate()}
          >
            {t('activeSessions.signOutOthers')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('activeSessions.nowhereElse')}
        </Text>
      )}
    </Stack>
  )
}

function SessionRow({
  item,
  current,
  busy,
  onRevoke,
}: {
  item: DeviceSession
  current: boolean
  busy: boolean
  onRevoke: () => void
}) {
  const t = useT()
  const name = deviceName(item.userAgent, t)
  const signedIn = when(item.createdAt)
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconDevices size={24} style={{ flexShrink: 0 }} />
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              {current ? (
                <LightBadge color="green">{t('activeSessions.thisDevice')}</LightBadge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('activeSessions.times', {
                signedIn,
                active: when(item.updatedAt),
              })}
              {item.ipAddress ? ` · ${item.ipAddress}` : ''}
            </Text>
          </Stack>
        </Group>
        {current ? null : (
          <Button
            variant="default"
            size="xs"
            loading={busy}
            onClick={onRevoke}
            aria-label={t('activeSessions.signOutLabel', { device: name, signedIn })}
          >
            {t('activeSessions.signOut')}
          </Button>
        )}
      </Group>
    </Paper>
  )
}
