import { Alert, type AlertProps } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from './icons.tsx'

/** Each tone's Mantine colour, its text colour (readable on the light fill) and its usual icon. */
const tones = {
  error: { color: 'red', text: 'var(--mantine-color-error)', Icon: IconAlertCircle },
  success: { color: 'green', text: 'var(--reserva-success-text)', Icon: IconCircleCheck },
  warning: { color: 'yellow', text: 'var(--reserva-warning-text)', Icon: IconAlertCircle },
  info: { color: 'brand', text: 'var(--reserva-accent-text)', Icon: IconInfoCircle },
} as const

export type NoticeProps = Omit<AlertProps, 'color' | 'variant' | 'icon' | 'styles' | 'role'> & {
  tone: keyof typeof tones
  /** How a screen reader meets it: at once (alert), politely (status), or when read (note). */
  role: 'alert' | 'status' | 'note'
  /** Another icon than the tone's; `null` for none. */
  icon?: ReactNode
  styles?: { title?: CSSProperties; message?: CSSProperties }
}

/**
 * A light box that says something to the person in one of four tones, its title and text in the
 * tone's readable colour. ErrorAlert words a failed request with it; screens use it for the rest.
 */
export function Notice({ tone, icon, styles, ...props }: NoticeProps) {
  const { color, text, Icon } = tones[tone]
  return (
    <Alert
      color={color}
      variant="light"
      icon={icon === undefined ? <Icon size={20} /> : icon}
      styles={{
        title: { color: text, ...styles?.title },
        message: { color: text, ...styles?.message },
      }}
      {...props}
    />
  )
}
