import { Badge } from '@mantine/core'
import type { ReactNode } from 'react'

/** A badge's text on its background, for one colour scheme. */
export type TonePair = { text: string; background: string }

const pair = (text: string, background: string): TonePair => ({ text, background })

/**
 * The badges' colours (booking and quote status, roles, flags), picked by hand for each scheme:
 * every pair is at least 4.5:1 (theme.test.ts). Amber waits on someone, green goes ahead, blue is
 * done or informs, red did not happen or is stopped, grey is over or plain.
 */
export const tones = {
  neutral: { light: pair('#495057', '#f1f3f5'), dark: pair('#dee2e6', '#373a40') },
  warning: { light: pair('#7a4100', '#fff4e0'), dark: pair('#ffd8a8', '#4a2c00') },
  success: { light: pair('#237032', '#eaf6ec'), dark: pair('#b2f2bb', '#173d1f') },
  info: { light: pair('#1e3a8a', '#eef4ff'), dark: pair('#c5d8ff', '#1e2f5c') },
  danger: { light: pair('#a61e1e', '#fff0f0'), dark: pair('#ffc9c9', '#4d1414') },
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
