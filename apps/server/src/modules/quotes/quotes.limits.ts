import type { Tx } from '../../db/client.ts'
import { rateLimited } from '../../lib/errors.ts'
import { isStaff } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import {
  lockCustomerQuoteWrites,
  nthLatestMessageSince,
  nthLatestQuoteSince,
} from './quotes.repository.ts'

/**
 * What one customer may write, whoever else writes (issue #42): every request and message is a
 * mail to the business. Staff are not limited. Counted from the tables, so that every process
 * counts alike and a restart forgets nothing.
 */
export const quoteLimits = {
  requests: { max: 10, windowMs: 3_600_000 },
  messages: { max: 30, windowMs: 600_000 },
} as const

/**
 * Refuses (429 `rate_limited`, with Retry-After) a customer's request or message past its limit;
 * the customer's writes wait for each other from here to the end of `tx`.
 */
export async function withinLimit(
  tx: Tx,
  { actor, what, now }: { actor: CurrentUser; what: keyof typeof quoteLimits; now: Date },
) {
  if (isStaff(actor)) return
  const { max, windowMs } = quoteLimits[what]
  await lockCustomerQuoteWrites(tx, actor.id)
  const since = new Date(now.getTime() - windowMs)
  const oldest =
    what === 'requests'
      ? await nthLatestQuoteSince(tx, { customerId: actor.id, since, n: max })
      : await nthLatestMessageSince(tx, { authorId: actor.id, since, n: max })
  // Once the `max`-th latest leaves the window, there is room for one more.
  if (oldest)
    throw rateLimited(Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000)))
}
