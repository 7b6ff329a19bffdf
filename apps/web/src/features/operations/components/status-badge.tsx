import { Badge } from '@mantine/core'
import type { BookingStatus } from '@reserva/shared'

export const statusNames: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'No-show',
}

/** Text and background of each status: every pair is at least 4.5:1 (status-badge.test.ts). */
export const statusColours: Record<BookingStatus, { text: string; background: string }> = {
  pending: { text: '#7a4100', background: '#fff4e0' },
  confirmed: { text: '#1e3a8a', background: '#eef4ff' },
  completed: { text: '#237032', background: '#eaf6ec' },
  no_show: { text: '#a61e1e', background: '#fff0f0' },
  declined: { text: '#495057', background: '#f1f3f5' },
  cancelled: { text: '#495057', background: '#f1f3f5' },
}

export function StatusBadge({ status }: { status: BookingStatus }) {
  const colours = statusColours[status]
  return (
    <Badge
      variant="filled"
      radius="sm"
      style={{ backgroundColor: colours.background, color: colours.text, flexShrink: 0 }}
    >
      {statusNames[status]}
    </Badge>
  )
}
