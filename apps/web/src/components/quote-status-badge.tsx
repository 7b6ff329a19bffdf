import type { QuoteStatus } from '@reserva/shared'
import { type Tone, ToneBadge } from './tone-badge.tsx'

export const quoteStatusNames: Record<QuoteStatus, string> = {
  requested: 'Requested',
  offered: 'Offer made',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  rejected: 'Turned down',
  withdrawn: 'Withdrawn',
}

/** Each status's tone: amber waits on the business, blue on the customer, green went ahead. */
export const quoteStatusTones: Record<QuoteStatus, Tone> = {
  requested: 'warning',
  offered: 'info',
  accepted: 'success',
  rejected: 'danger',
  declined: 'neutral',
  expired: 'neutral',
  withdrawn: 'neutral',
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <ToneBadge tone={quoteStatusTones[status]}>{quoteStatusNames[status]}</ToneBadge>
}
