import { Alert, Button, CopyButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import type { CreatedApiKey } from '@reserva/shared'
import { questionDialogProps } from '@/components/dialog-props.ts'

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
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title="Copy the new key now"
      size="lg"
      {...questionDialogProps}
    >
      {created ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" title="You will not see it again">
            Store the key where the system that uses it keeps secrets. Reserva keeps only a
            fingerprint of it: if it is lost, revoke it and make a new one.
          </Alert>
          {/* Two rows, so the whole key shows on a phone's width too. */}
          <Textarea
            label={`Secret of “${created.key.name}”`}
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
            Send it as <code>Authorization: Bearer {created.key.prefix}…</code> with each request.
          </Text>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} aria-live="polite">
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  )
}
