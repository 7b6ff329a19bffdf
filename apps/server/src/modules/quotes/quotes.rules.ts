import type { QuoteStatus } from '@reserva/shared'
import { isStaff } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'

/** The rules of a quote's life, pure: what a status allows, and who may do what when. */

/** What the rules read of a quote. */
export interface QuoteFacts {
  status: QuoteStatus
  customerId: string
  offerValidUntil: Date | null
}

/** An offer past its validity: it reads as expired even before the sweep records it. */
export const offerLapsed = (q: QuoteFacts, now: Date) =>
  q.status === 'offered' && (q.offerValidUntil?.getTime() ?? 0) <= now.getTime()

/** The status as people see it at `now`. */
export const statusAt = (q: QuoteFacts, now: Date): QuoteStatus =>
  offerLapsed(q, now) ? 'expired' : q.status

/** Staff work on a quote while it is open: requested, or offered (again, to revise the offer). */
const open = (status: QuoteStatus) => status === 'requested' || status === 'offered'

/** What `viewer` may do with the quote at `now` (the same rules the actions enforce). */
export function permissions(q: QuoteFacts, viewer: Pick<CurrentUser, 'id' | 'role'>, now: Date) {
  const status = statusAt(q, now)
  const owner = q.customerId === viewer.id
  const staff = isStaff(viewer)
  const liveOffer = status === 'offered'
  return {
    offer: staff && open(status),
    reject: staff && open(status),
    accept: owner && liveOffer,
    decline: owner && liveOffer,
    withdraw: owner && open(status),
    message: owner || staff,
  }
}

/** Files are added while the quote is open and, when offered, the offer still valid. */
export const openForFiles = (q: QuoteFacts, now: Date) => open(statusAt(q, now))
