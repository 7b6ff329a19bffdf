import { Button, Group } from '@mantine/core'

/**
 * Under the first few of a long list (past bookings, closed quotes): a button that shows all
 * `total` of them, and fewer again.
 */
export function ShowAllButton({
  total,
  all,
  onToggle,
}: {
  total: number
  /** Whether the whole list is shown now. */
  all: boolean
  onToggle: () => void
}) {
  return (
    <Group>
      <Button variant="subtle" onClick={onToggle}>
        {all ? 'Show fewer' : `Show all ${total}`}
      </Button>
    </Group>
  )
}
