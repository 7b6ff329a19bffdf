import { Alert } from '@mantine/core'
import type { ReactNode } from 'react'
import { IconInfoCircle } from './icons.tsx'

/** Says plainly that a screen is not working yet, instead of showing a form that does nothing. */
export function ComingSoon({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      role="note"
      variant="light"
      color="brand"
      radius="md"
      title={title}
      icon={<IconInfoCircle size={22} />}
      maw={680}
    >
      {children}
    </Alert>
  )
}
