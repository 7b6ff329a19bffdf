import { Button, Group, type MantineSpacing } from '@mantine/core'
import { useT } from '@/lib/i18n/i18n-context.tsx'

/**
 * The way back and the way on at the end of a dialog or a form that can be left: the way back
 * first, both at the right. The way on submits the form around it unless `onConfirm` is given;
 * `danger` makes it red, for what cannot be undone.
 */
export function DialogButtons({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  loading,
  danger = false,
  mt,
}: {
  cancelLabel?: string
  onCancel: () => void
  confirmLabel: string
  onConfirm?: () => void
  loading: boolean
  danger?: boolean
  mt?: MantineSpacing
}) {
  const t = useT()
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('dialog.cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        color={danger ? 'red.9' : undefined}
        loading={loading}
      >
        {confirmLabel}
      </Button>
    </Group>
  )
}
