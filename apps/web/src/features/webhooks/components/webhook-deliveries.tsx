import { Button, Code, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { Webhook, WebhookDelivery } from '@reserva/shared'
import { ActionsHeader } from '@/components/actions-header.tsx'
import { dialogProps } from '@/components/dialog-props.ts'
import { QueryFallback } from '@/components/query-fallback.tsx'
import classes from '@/components/responsive-table.module.css'
import { type Tone, ToneBadge } from '@/components/tone-badge.tsx'
import { mediumInstant } from '@/lib/dates.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { redeliver, useWebhookDeliveries, useWebhookMutation } from '../api/webhooks.ts'

const statusTones = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
} as const satisfies Record<WebhookDelivery['status'], Tone>
const statusWords = {
  pending: 'webhookLog.pending',
  delivered: 'webhookLog.delivered',
  failed: 'webhookLog.failed',
} as const

/** An endpoint's delivery log in a dialog: each delivery's outcome, the answer's first bytes, and "Send again". */
export function WebhookDeliveries({
  webhook,
  timezone,
  onClose,
}: {
  webhook: Webhook | null
  timezone: string
  onClose: () => void
}) {
  const t = useT()
  const phone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={webhook !== null}
      onClose={onClose}
      title={t('webhookLog.title')}
      size="70rem"
      fullScreen={phone}
      {...dialogProps}
    >
      {webhook ? <DeliveryLog webhook={webhook} timezone={timezone} /> : null}
    </Modal>
  )
}

function DeliveryLog({ webhook, timezone }: { webhook: Webhook; timezone: string }) {
  const t = useT()
  const log = useWebhookDeliveries(webhook.id)
  const again = useWebhookMutation(redeliver)
  const when = (instant: string | null) =>
    instant ? mediumInstant(timezone, instant, { time: true }) : '—'
  if (!log.isSuccess)
    return (
      <QueryFallback
        query={log}
        subject={t('webhookLog.subject')}
        placeholder={<Skeleton h={160} />}
      />
    )
  const deliveries = log.data.pages.flatMap((page) => page.deliveries)
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
        {webhook.url}
      </Text>
      {deliveries.length === 0 ? (
        <Text>{t('webhookLog.none')}</Text>
      ) : (
        <Table className={classes.table} aria-label={t('webhookLog.table')} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('webhookLog.event')}</Table.Th>
              <Table.Th>{t('webhookLog.status')}</Table.Th>
              <Table.Th>{t('webhookLog.time')}</Table.Th>
              <Table.Th>{t('webhookLog.attempts')}</Table.Th>
              <Table.Th>{t('webhookLog.answer')}</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td data-primary>
                  <Code>{delivery.eventType}</Code>
                </Table.Td>
                <Table.Td data-label={t('webhookLog.status')}>
                  <Group gap="xs" wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
                    <ToneBadge tone={statusTones[delivery.status]}>
                      {t(statusWords[delivery.status])}
                    </ToneBadge>
                    {delivery.lastStatusCode === null ? null : (
                      <Text size="sm">{delivery.lastStatusCode}</Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td data-label={t('webhookLog.time')}>
                  <Stack gap={2}>
                    <Text size="sm">{when(delivery.lastAttemptAt ?? delivery.createdAt)}</Text>
                    {delivery.nextAttemptAt && delivery.attempts > 0 ? (
                      <Text size="xs" c="dimmed">
                        {t('webhookLog.next', { time: when(delivery.nextAttemptAt) })}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td data-label={t('webhookLog.attempts')}>{delivery.attempts}</Table.Td>
                <Table.Td data-label={t('webhookLog.answer')}>
                  {/* What the receiver answered, as inert text: never markup. */}
                  <Code
                    block
                    dir="ltr"
                    mah={96}
                    style={{ overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {delivery.lastAnswer ?? delivery.lastError ?? '—'}
                  </Code>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={t('webhookLog.sendAgainNamed', { event: delivery.eventType })}
                    loading={again.isPending && again.variables?.deliveryId === delivery.id}
                    onClick={() => again.mutate({ id: webhook.id, deliveryId: delivery.id })}
                  >
                    {t('webhookLog.sendAgain')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {log.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => log.fetchNextPage()}
          loading={log.isFetchingNextPage}
        >
          {t('webhookLog.more')}
        </Button>
      ) : null}
    </Stack>
  )
}
