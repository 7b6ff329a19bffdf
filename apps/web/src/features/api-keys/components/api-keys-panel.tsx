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
import { revokeApiKey, useApiKeyMutation, useApiKeys } from '../api/api-keys.ts'
import { CreateApiKeyModal } from './create-api-key-modal.tsx'
import { scopeLabels } from './scope-labels.ts'
import { SecretModal } from './secret-modal.tsx'

/** Whether a key works now. */
function stateOf(key: ApiKey, now: Date): { tone: Tone; label: string } {
  if (key.revokedAt) return { tone: 'danger', label: 'Revoked' }
  if (new Date(key.expiresAt) <= now) return { tone: 'neutral', label: 'Expired' }
  return { tone: 'success', label: 'Active' }
}

/**
 * The admin's API keys for integrations: each with its prefix, scopes, expiry, last use and maker;
 * a new one's secret is shown once; revoking stops it at its next request.
 */
export function ApiKeysPanel({ timezone }: { timezone: string }) {
  const keys = useApiKeys()
  const now = useClock().now()
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const revoke = useApiKeyMutation(revokeApiKey)
  const question = useQuestion(revoke)
  const when = (instant: string | null) => (instant ? mediumInstant(timezone, instant) : 'Never')

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={560}>
          Other systems call the API with a key: <Code>Authorization: Bearer rsv_…</Code>. A key
          acts only within its scopes and stops at its expiry or when revoked.
        </Text>
        <Button leftSection={<IconPlus />} onClick={() => setCreating(true)}>
          New API key
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
          subject="the API keys"
          placeholder={<Skeleton h={200} radius="md" />}
        />
      ) : keys.data.keys.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>No API keys yet. Make one for each system that needs to reach Reserva.</Text>
        </Paper>
      ) : (
        <Table className={classes.table} aria-label="API keys" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Scopes</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th>Created by</Table.Th>
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
                        <ToneBadge tone={state.tone}>{state.label}</ToneBadge>
                      </Group>
                      <Code w="fit-content">{key.prefix}…</Code>
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label="Scopes">
                    {key.scopes.map((scope) => scopeLabels[scope].label).join(', ')}
                  </Table.Td>
                  <Table.Td data-label="Expires">{when(key.expiresAt)}</Table.Td>
                  <Table.Td data-label="Last used">{when(key.lastUsedAt)}</Table.Td>
                  <Table.Td data-label="Created by">
                    {key.createdBy?.name ?? 'Removed account'}
                  </Table.Td>
                  <Table.Td ta="right">
                    {key.revokedAt ? null : (
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={`Revoke ${key.name}`}
                        onClick={() => {
                          setRevoking(key)
                          question.ask()
                        }}
                      >
                        Revoke
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
          if (created) setNotice(`API key “${created.key.name}” created.`)
          setCreated(null)
        }}
      />
      <QuestionDialog
        question={question}
        title="Revoke this API key?"
        keepLabel="Keep key"
        confirmLabel="Yes, revoke it"
        onConfirm={() => {
          if (!revoking) return
          revoke.mutate(
            { id: revoking.id },
            {
              onSuccess: () => {
                question.hide()
                setNotice(`API key “${revoking.name}” revoked.`)
              },
            },
          )
        }}
      >
        <Text>
          {revoking
            ? `Systems using “${revoking.name}” (${revoking.prefix}…) are refused from their next request. This cannot be undone.`
            : null}
        </Text>
      </QuestionDialog>
    </Stack>
  )
}
