import { useEffect, useRef } from 'react'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { Notice } from './notice.tsx'

/**
 * Says that a change worked. By default it takes the focus when it appears: the button that made
 * the change has usually gone with it (a cancelled booking has no "Cancel" any more, a withdrawn
 * request no "Withdraw"). Where that button stays, `takeFocus={false}` leaves the focus on it and a
 * screen reader still hears the message; `onClose` gives it a "Dismiss message" button.
 */
export function StatusMessage({
  children,
  takeFocus = true,
  onClose,
}: {
  children: string
  takeFocus?: boolean
  onClose?: () => void
}) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  return (
    <Notice
      ref={ref}
      tabIndex={-1}
      tone="success"
      role="status"
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel={t('statusMessage.dismiss')}
    >
      {children}
    </Notice>
  )
}
