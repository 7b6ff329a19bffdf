import { Alert, Button, CopyButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import type { CreatedApiKey } from '@reserva/shared'
import { questionDialogProps } from '@/components/dialog-props.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { holes, withNodes } from '@/lib/i18n/with-nodes.tsx'

/**
 * A new key's secret, shown this once: the server keeps only its hash, so it cannot be shown
 * again. Closing the dialog forgets it.
 */
export function SecretModal({
  created,
  onClose,
}: {
  created: CreatedApiKey | null
  onClose: () => void
}) {
  const t = useT()
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('apiKeySecret.title')}
      size="lg"
      {...questionDialogProps}
    >
      {created ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" title={t('apiKeySecret.once')}>
            {t('apiKeySecret.onceText')}
          </Alert>
          {/* Two rows, so the whole key shows on a phone's width too. */}
          <Textarea
            label={t('apiKeySecret.secret', { name: created.key.name })}
            value={created.secret}
            readOnly
            rows={2}
            onFocus={(event) => event.currentTarget.select()}
            styles={{
              input: {
                fontFamily: 'var(--mantine-font-family-monospace)',
                wordBreak: 'break-all',
              },
            }}
          />
          <Text size="sm" c="dimmed">
            {withNodes(t('apiKeySecret.send', holes('header')), {
              header: <code>Authorization: Bearer {created.key.prefix}…</code>,
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} aria-live="polite">
                  {copied ? t('apiKeySecret.copied') : t('apiKeySecret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('apiKeySecret.done')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  )
}
