import type { ModalProps } from '@mantine/core'

/** What every dialog has: a close button with a name, and its title in bold. */
export const dialogProps = {
  closeButtonProps: { 'aria-label': 'Close' },
  styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
} satisfies Partial<ModalProps>

/** A question asked before an action (cancel, decline, accept): centred on the screen. */
export const questionDialogProps = {
  ...dialogProps,
  centered: true,
  radius: 'lg',
} satisfies Partial<ModalProps>
