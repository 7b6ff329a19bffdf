import { Button, Group, Text } from '@mantine/core'
import type { UseMutationResult } from '@tanstack/react-query'
import { ErrorAlert } from '@/components/error-alert.tsx'
import type { ErrorMessageOverrides } from '@/lib/error-messages.ts'

/**
 * Mails someone a new link to a booking or a quote, which ends every earlier one (a mail
 * forwarded by mistake, a link lost): a small button, then what was done or why not. `label` is
 * what it shows, `fullLabel` its accessible name (the visible words first, WCAG 2.5.3).
 */
export function SendNewLinkButton({
  send,
  id,
  label,
  fullLabel,
  sent,
  overrides,
}: {
  send: UseMutationResult<unknown, Error, string>
  id: string
  label: string
  fullLabel: string
  sent: string
  overrides?: ErrorMessageOverrides
}) {
  return (
    <div>
      <Group gap="xs" align="center">
        <Button
          size="xs"
          variant="subtle"
          px={0}
          loading={send.isPending}
          onClick={() => send.mutate(id)}
          aria-label={fullLabel}
        >
          {label}
        </Button>
        {send.isSuccess ? (
          <Text size="sm" role="status">
            {sent}
          </Text>
        ) : null}
      </Group>
      <ErrorAlert error={send.error} overrides={overrides} />
    </div>
  )
}
