import { Badge } from '@mantine/core'
import type { BookingStatus } from '@reserva/shared'
import type { CSSProperties } from 'react'
import { namesOf } from '@/lib/i18n/active.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import classes from './booking-status-badge.module.css'
import { tones } from './tone-badge.tsx'

/**
 * One set of words for customers and staff alike. "Awaiting confirmation" rather than
 * "Pending": a customer learns what they are waiting for, and staff read the same words their
 * "Waiting for confirmation" list uses. "No-show" rather than "Missed": it is the trade's word, the
 * one on the operator's button, and a customer reads it as plainly.
 */
export const bookingStatusKeys = {
  pending: 'bookingStatus.pending',
  confirmed: 'bookingStatus.confirmed',
  declined: 'bookingStatus.declined',
  cancelled: 'bookingStatus.cancelled',
  completed: 'bookingStatus.completed',
  no_show: 'bookingStatus.noShow',
} as const satisfies Record<BookingStatus, MessageKey>

/**
 * Each status's name in the language on screen, read when it is used: for the screens that look
 * a status up by plain code (a list's options, a name for screen readers).
 */
export const bookingStatusNames = namesOf(bookingStatusKeys)

type Pair = { text: string; background: string }

// Declined and cancelled alike: over, nothing left to do.
const over = tones.neutral

/**
 * Text and background of each status in the light and the dark colour scheme, from the badges'
 * tones (tone-badge.tsx, each pair at least 4.5:1): amber waits on someone, green goes ahead, blue
 * is done, red did not happen as booked, grey is over.
 */
export const bookingStatusColours: Record<BookingStatus, { light: Pair; dark: Pair }> = {
  pending: tones.warning,
  confirmed: tones.success,
  completed: tones.info,
  no_show: tones.danger,
  declined: over,
  cancelled: over,
}

/**
 * The class and custom properties that give an element its status's pair, `--status-text` and
 * `--status-background`, for the colour scheme in use: the badge's, and a booking's on the
 * operator's calendar.
 */
export function statusColours(status: BookingStatus): { className: string; style: CSSProperties } {
  const { light, dark } = bookingStatusColours[status]
  return {
    className: classes.colours ?? '',
    style: {
      '--status-text-light': light.text,
      '--status-background-light': light.background,
      '--status-text-dark': dark.text,
      '--status-background-dark': dark.background,
    } as CSSProperties,
  }
}

/** A booking's status in words, for the customer's and the staff's screens. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT()
  const colours = statusColours(status)
  return (
    <Badge
      variant="filled"
      radius="sm"
      size="md"
      className={`${colours.className} ${classes.badge}`}
      style={{
        ...colours.style,
        color: 'var(--status-text)',
        backgroundColor: 'var(--status-background)',
      }}
    >
      {t(bookingStatusKeys[status])}
    </Badge>
  )
}
