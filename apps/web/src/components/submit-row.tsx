import { Button, Group, Text } from '@mantine/core'

/**
 * A form's submit button and, beside it, what the last save did ("Saved."), announced politely.
 */
export function SubmitRow({
  label,
  loading,
  done,
}: {
  label: string
  loading: boolean
  /** Said once the save worked; nothing until then. */
  done: string | false
}) {
  return (
    <Group gap="md">
      <Button type="submit" loading={loading}>
        {label}
      </Button>
      <Text size="sm" c="var(--reserva-success-text)" fw={600} role="status">
        {done || ''}
      </Text>
    </Group>
  )
}
