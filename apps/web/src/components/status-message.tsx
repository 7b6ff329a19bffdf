import { Alert } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { IconCircleCheck } from '@/components/icons.tsx'

/**
 * Says that a change worked. It takes the focus when it appears: the button that made the change
 * has usually gone with it (a cancelled booking has no "Cancel" any more, a withdrawn request no "Withdraw").
 */
export function StatusMessage({ children }: { children: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color="green"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      styles={{ message: { color: 'var(--reserva-success-text)' } }}
    >
      {children}
    </Alert>
  )
}
