import { Modal, type ModalProps } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'

/**
 * A dialog holding a form: the whole screen on a phone, a close button with a name, and the form
 * made only while the dialog is open, so that each opening starts from fresh values.
 */
export function FormModal({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened: boolean
  onClose: () => void
  title: string
  size?: ModalProps['size']
  children: ReactNode
}) {
  const phone = useMediaQuery('(max-width: 36em)')
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title}
      size={size}
      fullScreen={phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened ? children : null}
    </Modal>
  )
}
