import type { ModalProps } from '@mantine/core'
import { translate } from '@/lib/i18n/active.ts'

const titleStyles = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }

/**
 * What every dialog has: a close button with a name, and its title in bold. The name is read when
 * a dialog spreads these props, in its render, so that it is in the language on screen then.
 */
export const dialogProps = {
  get closeButtonProps() {
    return { 'aria-label': translate('dialog.close') }
  },
  styles: titleStyles,
} satisfies Partial<ModalProps>

/** A question asked before an action (cancel, decline, accept): centred on the screen. */
export const questionDialogProps = {
  get closeButtonProps() {
    return dialogProps.closeButtonProps
  },
  styles: titleStyles,
  centered: true,
  radius: 'lg',
} satisfies Partial<ModalProps>
