import { Table, VisuallyHidden } from '@mantine/core'

/** The header of a table's last column, the row's buttons: named for screen readers only. */
export function ActionsHeader() {
  return (
    <Table.Th>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  )
}
