import type { QuoteStatus } from '@reserva/shared'
import { namesOf } from '@/lib/i18n/active.ts'
import type { MessageKey } from '@/lib/i18n/catalogue.ts'
import { useT } from '@/lib/i18n/i18n-context.tsx'
import { type Tone, ToneBadge } from './tone-badge.tsx'

/** Each status's name, by its key in the quotes area: `t(quoteStatusKeys[status])`. */
export const quoteStatusKeys = {
  requested: 'quoteStatus.requested',
  offered: 'quoteStatus.offered',
  accepted: 'quoteStatus.accepted',
  declined: 'quoteStatus.declined',
  expired: 'quoteStatus.expired',
  rejected: 'quoteStatus.rejected',
  withdrawn: 'quoteStatus.withdrawn',
} as const satisfies Record<QuoteStatus, MessageKey>

/**
 * Each status's name in the language on screen, read when it is used (for a screen that names a
 * status outside a badge, as the person drawer's list of quotes does).
 */
export const quoteStatusNames = namesOf(quoteStatusKeys)

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
  const t = useT()
  return <ToneBadge tone={quoteStatusTones[status]}>{t(quoteStatusKeys[status])}</ToneBadge>
}
