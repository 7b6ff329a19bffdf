import { Modal, type ModalProps } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { dialogProps } from './dialog-props.ts'

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
      title={title}
      size={size}
      fullScreen={phone}
      {...dialogProps}
    >
      {opened ? children : null}
    </Modal>
  )
}
