import { Badge } from '@mantine/core'
import type { QuoteStatus } from '@reserva/shared'

export const quoteStatusNames: Record<QuoteStatus, string> = {
  requested: 'Requested',
  offered: 'Offer made',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  rejected: 'Turned down',
  withdrawn: 'Withdrawn',
}

/** Text and background of each status: every pair is at least 4.5:1 (quote-status-badge.test.ts). */
export const quoteStatusColours: Record<QuoteStatus, { text: string; background: string }> = {
  requested: { text: '#7a4100', background: '#fff4e0' },
  offered: { text: '#1e3a8a', background: '#eef4ff' },
  accepted: { text: '#237032', background: '#eaf6ec' },
  rejected: { text: '#a61e1e', background: '#fff0f0' },
  declined: { text: '#495057', background: '#f1f3f5' },
  expired: { text: '#495057', background: '#f1f3f5' },
  withdrawn: { text: '#495057', background: '#f1f3f5' },
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const colours = quoteStatusColours[status]
  return (
    <Badge
      variant="filled"
      radius="sm"
      size="md"
      style={{ backgroundColor: colours.background, color: colours.text, flexShrink: 0 }}
    >
      {quoteStatusNames[status]}
    </Badge>
  )
}
