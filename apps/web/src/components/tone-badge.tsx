import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'

/** A badge's text on its background, for one colour scheme. */
export type TonePair = { text: string; background: string }

/**
 * The badges' colours (booking and quote status, roles, flags), picked by hand for each scheme:
 * every pair is at least 4.5:1 (theme.test.ts). Amber waits on someone, green goes ahead, blue is
 * done or informs, red did not happen or is stopped, grey is over or plain.
 */
export const tones = {
  neutral: {
    light: { text: '#495057', background: '#f1f3f5' },
    dark: { text: '#dee2e6', background: '#373a40' },
  },
  warning: {
    light: { text: '#7a4100', background: '#fff4e0' },
    dark: { text: '#ffd8a8', background: '#4a2c00' },
  },
  success: {
    light: { text: '#237032', background: '#eaf6ec' },
    dark: { text: '#b2f2bb', background: '#173d1f' },
  },
  info: {
    light: { text: '#1e3a8a', background: '#eef4ff' },
    dark: { text: '#c5d8ff', background: '#1e2f5c' },
  },
  danger: {
    light: { text: '#a61e1e', background: '#fff0f0' },
    dark: { text: '#ffc9c9', background: '#4d1414' },
  },
} satisfies Record<string, { light: TonePair; dark: TonePair }>

export type Tone = keyof typeof tones

/**
 * A word or two on a tone's colours: a status, a role, a flag. The colours are CSS variables
 * (app/theme.ts sets them for each scheme), so the badge follows the colour scheme on its own.
 */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Badge
      variant="filled"
      radius="sm"
      size="md"
      style={{
        color: `var(--reserva-tone-${tone}-text)`,
        backgroundColor: `var(--reserva-tone-${tone}-background)`,
        flexShrink: 0,
      }}
    >
      {children}
    </Badge>
  )
}
