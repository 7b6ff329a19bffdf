import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A resource's dated entries (single days, time off) as a list, each with its own Remove button
 * named after the entry; `empty` says there are none.
 */
export function RemovableList<T>({
  items,
  empty,
  keyOf,
  removeLabel,
  removing,
  onRemove,
  children,
}: {
  items: T[]
  empty: string
  keyOf: (item: T) => string
  /** The Remove button's accessible name: "Remove time off from …". */
  removeLabel: (item: T) => string
  /** Whether this entry's removal is on its way. */
  removing: (item: T) => boolean
  onRemove: (item: T) => void
  /** What the entry says. */
  children: (item: T) => ReactNode
}) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    )
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={keyOf(item)} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
            <Stack gap={2}>{children(item)}</Stack>
            <Button
              variant="default"
              size="xs"
              loading={removing(item)}
              onClick={() => onRemove(item)}
              aria-label={removeLabel(item)}
            >
              Remove
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
