import { Badge } from '@mantine/core'
import type { BookingStatus } from '@reserva/shared'
import type { CSSProperties } from 'react'
import classes from './booking-status-badge.module.css'

/**
 * One set of words for customers and staff alike (issue #9). "Awaiting confirmation" rather than
 * "Pending": a customer learns what they are waiting for, and staff read the same words their
 * "Waiting for confirmation" list uses. "No-show" rather than "Missed": it is the trade's word, the
 * one on the operator's button, and a customer reads it as plainly.
 */
export const bookingStatusNames: Record<BookingStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
}

type Pair = { text: string; background: string }

// Declined and cancelled alike: over, nothing left to do.
const over = {
  light: { text: '#495057', background: '#f1f3f5' },
  dark: { text: '#dee2e6', background: '#373a40' },
}

/**
 * Text and background of each status in the light and the dark colour scheme, picked by hand:
 * every pair is at least 4.5:1 (WCAG AA, booking-status-badge.test.tsx). Amber waits on someone,
 * green goes ahead, blue is done, red did not happen as booked, grey is over.
 */
export const bookingStatusColours: Record<BookingStatus, { light: Pair; dark: Pair }> = {
  pending: {
    light: { text: '#7a4100', background: '#fff4e0' },
    dark: { text: '#ffd8a8', background: '#4a2c00' },
  },
  confirmed: {
    light: { text: '#237032', background: '#eaf6ec' },
    dark: { text: '#b2f2bb', background: '#173d1f' },
  },
  completed: {
    light: { text: '#1e3a8a', background: '#eef4ff' },
    dark: { text: '#c5d8ff', background: '#1e2f5c' },
  },
  no_show: {
    light: { text: '#a61e1e', background: '#fff0f0' },
    dark: { text: '#ffc9c9', background: '#4d1414' },
  },
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
      {bookingStatusNames[status]}
    </Badge>
  )
}
