import { Badge } from '@mantine/core'
import type { BookingStatus } from '@reserva/shared'

// Each text colour is the dark end of its palette, for AA contrast on the light badge.
const looks: Record<BookingStatus, { label: string; color: string; text: string }> = {
  pending: { label: 'Awaiting confirmation', color: 'yellow', text: '#6b4700' },
  confirmed: { label: 'Confirmed', color: 'green', text: 'var(--reserva-success-text)' },
  declined: { label: 'Declined', color: 'red', text: 'var(--mantine-color-red-9)' },
  cancelled: { label: 'Cancelled', color: 'gray', text: 'var(--mantine-color-gray-9)' },
  completed: { label: 'Completed', color: 'brand', text: 'var(--mantine-color-brand-9)' },
  no_show: { label: 'Missed', color: 'gray', text: 'var(--mantine-color-gray-9)' },
}

export const statusLabel = (status: BookingStatus) => looks[status].label

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const look = looks[status]
  return (
    <Badge
      variant="light"
      color={look.color}
      radius="sm"
      size="md"
      styles={{ label: { color: look.text } }}
    >
      {look.label}
    </Badge>
  )
}
