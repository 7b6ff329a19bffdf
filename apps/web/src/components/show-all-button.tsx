import { Button, Group } from '@mantine/core'
import { useT } from '@/lib/i18n/i18n-context.tsx'

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
  const t = useT()
  return (
    <Group>
      <Button variant="subtle" onClick={onToggle}>
        {all ? t('showAll.fewer') : t('showAll.all', { count: total })}
      </Button>
    </Group>
  )
}
