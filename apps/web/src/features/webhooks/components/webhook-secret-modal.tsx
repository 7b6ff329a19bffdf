import { Alert, Button, CopyButton, Group, Modal, Stack, Textarea } from '@mantine/core'
import type { WebhookWithSecret } from '@reserva/shared'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/**
 * An endpoint's new signing secret, shown this once (on create and on rotation). The receiver
 * verifies each message with it; closing the dialog forgets it.
 */
export function WebhookSecretModal({
  shown,
  onClose,
}: {
  shown: WebhookWithSecret | null
  onClose: () => void
}) {
  const t = useT()
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t('webhookSecret.title')}
      size="lg"
      {...questionDialogProps}
    >
      {shown ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" title={t('webhookSecret.once')}>
            {shown.webhook.previousSecretUntil
              ? t('webhookSecret.rotatedText')
              : t('webhookSecret.onceText')}
          </Alert>
          <Textarea
            label={t('webhookSecret.secret', { url: shown.webhook.url })}
            value={shown.secret}
            readOnly
            rows={2}
            dir="ltr"
            onFocus={(event) => event.currentTarget.select()}
            styles={{
              input: {
                fontFamily: 'var(--mantine-font-family-monospace)',
                wordBreak: 'break-all',
              },
            }}
          />
          <Group justify="flex-end" gap="sm">
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} aria-live="polite">
                  {copied ? t('webhookSecret.copied') : t('webhookSecret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('webhookSecret.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  )
}
