import { Table, VisuallyHidden } from '@mantine/core'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/** The header of a table's last column, the row's buttons: named for screen readers only. */
export function ActionsHeader() {
  const t = useT()
  return (
    <Table.Th>
      <VisuallyHidden>{t('actionsHeader.label')}</VisuallyHidden>
    </Table.Th>
  )
}
