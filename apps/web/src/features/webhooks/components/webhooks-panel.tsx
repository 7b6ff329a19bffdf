import { Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core'
import type { Webhook, WebhookWithSecret } from '@reserva/shared'
import { useState } from 'react'
import { ActionsHeader } from '@/components/actions-header.tsx'
import { QueryFallback } from '@/components/query-fallback.tsx'
import { QuestionDialog, useQuestion } from '@/components/question-dialog.tsx'
import classes from '@/components/responsive-table.module.css'
import { IconPlus } from '@/components/screen-icons.tsx'
import { StatusMessage } from '@/components/status-message.tsx'
import { type Tone, ToneBadge } from '@/components/tone-badge.tsx'
import { mediumInstant } from '@/lib/dates.ts'
import { listText } from '@/lib/i18n/format.ts'
import { useI18n } from '@/lib/i18n/i18n-context.tsx'
import {
  deleteWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
  useWebhookMutation,
  useWebhooks,
} from '../api/webhooks.ts'
import { eventLabels } from './event-labels.ts'
import { WebhookDeliveries } from './webhook-deliveries.tsx'
import { WebhookFormModal } from './webhook-form-modal.tsx'
import { WebhookSecretModal } from './webhook-secret-modal.tsx'

const states = {
  active: { tone: 'success', label: 'webhooks.active' },
  failing: { tone: 'danger', label: 'webhooks.failing' },
  disabled: { tone: 'neutral', label: 'webhooks.disabled' },
} as const satisfies Record<Webhook['status'], { tone: Tone; label: string }>

/**
 * The admin's webhooks: where events are sent, what each endpoint hears, whether its deliveries
 * go through; a new secret is shown once; each endpoint's delivery log opens in a dialog.
 */
export function WebhooksPanel({ timezone }: { timezone: string }) {
  const { t, language } = useI18n()
  const hooks = useWebhooks()
  const [editing, setEditing] = useState<Webhook | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null)
  const [logOf, setLogOf] = useState<Webhook | null>(null)
  const [removing, setRemoving] = useState<Webhook | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const rotate = useWebhookMutation(rotateWebhookSecret)
  const test = useWebhookMutation(sendTestEvent)
  const toggle = useWebhookMutation(updateWebhook)
  const remove = useWebhookMutation(deleteWebhook)
  const question = useQuestion(remove)
  const failing = hooks.data?.webhooks.filter((hook) => hook.status === 'failing') ?? []

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={560}>
          {t('webhooks.intro')}
        </Text>
        <Button
          leftSection={<IconPlus />}
          onClick={() => {
            setEditing(null)
            setFormOpen(true)
          }}
        >
          {t('webhooks.new')}
        </Button>
      </Group>

      {notice ? (
        <StatusMessage takeFocus={false} onClose={() => setNotice(null)}>
          {notice}
        </StatusMessage>
      ) : null}
      {failing.length > 0 ? (
        <Paper withBorder p="md" radius="md" role="alert">
          <Text fw={600}>{t('webhooks.failingNotice')}</Text>
          <Text size="sm">{t('webhooks.failingText')}</Text>
        </Paper>
      ) : null}

      {!hooks.isSuccess ? (
        <QueryFallback
          query={hooks}
          subject={t('webhooks.subject')}
          placeholder={<Skeleton h={200} radius="md" />}
        />
      ) : hooks.data.webhooks.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>{t('webhooks.none')}</Text>
        </Paper>
      ) : (
        <Table className={classes.table} aria-label={t('webhooks.table')} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhooks.url')}</Table.Th>
              <Table.Th>{t('webhooks.events')}</Table.Th>
              <Table.Th>{t('webhooks.since')}</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hooks.data.webhooks.map((hook) => {
              const state = states[hook.status]
              const named = { url: hook.url }
              return (
                <Table.Tr key={hook.id}>
                  <Table.Td data-primary>
                    <Stack gap={4}>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <Text fw={600} dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                          {hook.url}
                        </Text>
                        <ToneBadge tone={state.tone}>{t(state.label)}</ToneBadge>
                      </Group>
                      {hook.description ? (
                        <Text size="sm" c="dimmed" dir="auto">
                          {hook.description}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td data-label={t('webhooks.events')}>
                    {listText(
                      language,
                      hook.events.map((event) => t(eventLabels[event])),
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('webhooks.since')}>
                    {mediumInstant(timezone, hook.failingSince ?? hook.createdAt)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Group gap="xs" justify="flex-end">
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={t('webhooks.logNamed', named)}
                        onClick={() => setLogOf(hook)}
                      >
                        {t('webhooks.log')}
                      </Button>
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={t('webhooks.testNamed', named)}
                        loading={test.isPending && test.variables?.id === hook.id}
                        onClick={() =>
                          test.mutate(
                            { id: hook.id },
                            { onSuccess: () => setNotice(t('webhooks.testSent', named)) },
                          )
                        }
                      >
                        {t('webhooks.test')}
                      </Button>
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={t('webhooks.editNamed', named)}
                        onClick={() => {
                          setEditing(hook)
                          setFormOpen(true)
                        }}
                      >
                        {t('webhooks.edit')}
                      </Button>
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={t('webhooks.rotateNamed', named)}
                        loading={rotate.isPending && rotate.variables?.id === hook.id}
                        onClick={() => rotate.mutate({ id: hook.id }, { onSuccess: setSecret })}
                      >
                        {t('webhooks.rotate')}
                      </Button>
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={t(
                          hook.status === 'disabled'
                            ? 'webhooks.enableNamed'
                            : 'webhooks.disableNamed',
                          named,
                        )}
                        onClick={() =>
                          toggle.mutate({ id: hook.id, enabled: hook.status === 'disabled' })
                        }
                      >
                        {t(hook.status === 'disabled' ? 'webhooks.enable' : 'webhooks.disable')}
                      </Button>
                      <Button
                        variant="default"
                        color="red"
                        size="xs"
                        aria-label={t('webhooks.removeNamed', named)}
                        onClick={() => {
                          setRemoving(hook)
                          question.ask()
                        }}
                      >
                        {t('webhooks.remove')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}

      <WebhookFormModal
        opened={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onCreated={(made) => {
          setFormOpen(false)
          setSecret(made)
        }}
      />
      <WebhookSecretModal shown={secret} onClose={() => setSecret(null)} />
      <WebhookDeliveries webhook={logOf} timezone={timezone} onClose={() => setLogOf(null)} />
      <QuestionDialog
        question={question}
        title={t('webhooks.removeTitle')}
        keepLabel={t('webhooks.keep')}
        confirmLabel={t('webhooks.confirmRemove')}
        onConfirm={() => {
          if (!removing) return
          remove.mutate(
            { id: removing.id },
            {
              onSuccess: () => {
                question.hide()
                setNotice(t('webhooks.removed', { url: removing.url }))
              },
            },
          )
        }}
      >
        <Text>{removing ? t('webhooks.removeText', { url: removing.url }) : null}</Text>
      </QuestionDialog>
    </Stack>
  )
}
