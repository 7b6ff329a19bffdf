import { Alert, type AlertProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { IconAlertCircle, IconCircleCheck } from './icons.tsx'
import { IconInfoCircle } from './screen-icons.tsx'

/** Each tone's Mantine colour, its text colour (readable on the light fill) and its usual icon. */
const tones = {
  error: ['red', 'var(--mantine-color-error)', IconAlertCircle],
  success: ['green', 'var(--reserva-success-text)', IconCircleCheck],
  warning: ['yellow', 'var(--reserva-warning-text)', IconAlertCircle],
  info: ['brand', 'var(--reserva-accent-text)', IconInfoCircle],
} as const

export type NoticeProps = Omit<AlertProps, 'color' | 'variant' | 'icon' | 'styles' | 'role'> & {
  tone: keyof typeof tones
  /** How a screen reader meets it: at once (alert), politely (status), or when read (note). */
  role: 'alert' | 'status' | 'note'
  /** Another icon than the tone's. */
  icon?: ReactNode
}

/**
 * A light box that says something to the person in one of four tones, its title and text in the
 * tone's readable colour. ErrorAlert words a failed request with it; screens use it for the rest.
 */
export function Notice({ tone, icon, ...props }: NoticeProps) {
  const [color, text, Icon] = tones[tone]
  return (
    <Alert
      color={color}
      variant="light"
      icon={icon ?? <Icon size={20} />}
      styles={{ title: { color: text }, message: { color: text } }}
      {...props}
    />
  )
}
