import { Button, Code, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core'
import type { ApiKey, CreatedApiKey } from '@reserva/shared'
import { useState } from 'react'
import { ActionsHeader } from '@/components/actions-header.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import classes from '@/components/responsive-table.module.css'
import { IconPlus } from '@/components/screen-icons.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { type Tone, ToneBadge } from '@/components/tone-badge.tsx'
import { useClock } from '@/lib/clock.ts'
import { mediumInstant } from '@/lib/dates.ts'
import { listText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'
import { revokeApiKey, useApiKeyMutation, useApiKeys } from '../api/api-keys.ts'
import { CreateApiKeyModal } from './create-api-key-modal.tsx'
import { scopeLabels } from './scope-labels.ts'
import { SecretModal } from './secret-modal.tsx'

/** Whether a key works now. */
function stateOf(
  key: ApiKey,
  now: Date,
): { tone: Tone; label: 'apiKeys.revoked' | 'apiKeys.expired' | 'apiKeys.active' } {
  if (key.revokedAt) return { tone: 'danger', label: 'apiKeys.revoked' }
  if (new Date(key.expiresAt) <= now) return { tone: 'neutral', label: 'apiKeys.expired' }
  return { tone: 'success', label: 'apiKeys.active' }
}

/**
 * The admin's API keys for integrations: each with its prefix, scopes, expiry, last use and maker;
 * a new one's secret is shown once; revoking stops it at its next request.
 */
export function ApiKeysPanel({ timezone }: { timezone: string }) {
  const { t, language } = useI18n()
  const keys = useApiKeys()
  const now = useClock().now()
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const revoke = useApiKeyMutation(revokeApiKey)
  const question = useQuestion(revoke)
  const when = (instant: string | null) =>
    instant ? mediumInstant(timezone, instant) : t('apiKeys.never')

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={560}>
          {withNodes(t('apiKeys.intro', holes('header')), {
            header: <Code>Authorization: Bearer rsv_…</Code>,
          })}
        </Text>
        <Button leftSection={<IconPlus />} onClick={() => setCreating(true)}>
          {t('apiKeys.new')}
        </Button>
      </Group>

      {notice ? (
        <StatusMessage takeFocus={false} onClose={() => setNotice(null)}>
          {notice}
        </StatusMessage>
      ) : null}

      {!keys.isSuccess ? (
        <QueryFallback
          query={keys}
          subject={t('apiKeys.subject')}
          placeholder={<Skeleton h={200} radius="md" />}
        />
      ) : keys.data.keys.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>{t('apiKeys.none')}</Text>
        </Paper>
      ) : (
        <Table className={classes.table} aria-label={t('apiKeys.table')} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('apiKeys.name')}</Table.Th>
              <Table.Th>{t('apiKeys.scopes')}</Table.Th>
              <Table.Th>{t('apiKeys.expires')}</Table.Th>
              <Table.Th>{t('apiKeys.lastUsed')}</Table.Th>
              <Table.Th>{t('apiKeys.createdBy')}</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.data.keys.map((key) => {
              const state = stateOf(key, now)
              return (
                <Table.Tr key={key.id}>
                  <Table.Td data-primary>
                    <Stack gap={4}>
                      <Group gap="xs" wrap="nowrap">
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {key.name}
                        </Text>
                        <ToneBadge tone={state.tone}>{t(state.label)}</ToneBadge>
                      </Group>
                      <Code w="fit-content">{key.prefix}…</Code>
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label={t('apiKeys.scopes')}>
                    {listText(
                      language,
                      key.scopes.map((scope) => t(scopeLabels[scope].label)),
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('apiKeys.expires')}>{when(key.expiresAt)}</Table.Td>
                  <Table.Td data-label={t('apiKeys.lastUsed')}>{when(key.lastUsedAt)}</Table.Td>
                  <Table.Td data-label={t('apiKeys.createdBy')}>
                    {key.createdBy?.name ?? t('apiKeys.removedAccount')}
                  </Table.Td>
                  <Table.Td ta="right">
                    {key.revokedAt ? null : (
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={t('apiKeys.revokeNamed', { name: key.name })}
                        onClick={() => {
                          setRevoking(key)
                          question.ask()
                        }}
                      >
                        {t('apiKeys.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}

      <CreateApiKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(made) => {
          setCreating(false)
          setCreated(made)
        }}
      />
      <SecretModal
        created={created}
        onClose={() => {
          if (created) setNotice(t('apiKeys.created', { name: created.key.name }))
          setCreated(null)
        }}
      />
      <QuestionDialog
        question={question}
        title={t('apiKeys.revokeTitle')}
        keepLabel={t('apiKeys.keep')}
        confirmLabel={t('apiKeys.confirmRevoke')}
        onConfirm={() => {
          if (!revoking) return
          revoke.mutate(
            { id: revoking.id },
            {
              onSuccess: () => {
                question.hide()
                setNotice(t('apiKeys.revokedNotice', { name: revoking.name }))
              },
            },
          )
        }}
      >
        <Text>
          {revoking
            ? t('apiKeys.revokeText', { name: revoking.name, prefix: revoking.prefix })
            : null}
        </Text>
      </QuestionDialog>
    </Stack>
  )
}
