import { type ManagedQuote, type Quote, quoteLinkDaysAfterClose } from '@reserva/shared'
import type { Db, Tx } from '../../db/client.ts'
import { createSignedLinks, type SignedLinks } from '../../lib/signed-links.ts'
import { bannedAt } from '../auth/roles.ts'
import type { CurrentUser } from '../auth/session.ts'
import { linkExpired, linkInvalid, linkReplaced } from './quotes.errors.ts'
import { countUpLinkVersion, findQuoteLinkFacts, lockQuote } from './quotes.repository.ts'
import { type QuoteDeps, visibleTo } from './quotes.service.ts'

/**
 * A quote's link (decision 045), made as a booking's manage link is (decision 040):
 * `<quote id>.<version>.<signature>` under a key of its own, so that a booking's link never
 * opens a quote nor a quote's link a booking. The quote's `link_version` says which works.
 */
export type QuoteLinks = SignedLinks

export const createQuoteLinks = (secret: string): QuoteLinks =>
  createSignedLinks(secret, 'reserva quote link v1')

/** The page a link opens: the link rides in the fragment, which no server or Referer sees. */
export const quoteLinkUrl = (publicUrl: string, link: string) => `${publicUrl}/manage-quote#${link}`

/** A quote as its link shows it: its customer's name only, and none of its files. */
export const managedQuote = (quote: Quote): ManagedQuote => ({
  ...quote,
  customer: { name: quote.customer.name },
  attachments: [],
})

const open = ['requested', 'offered']
const DAY = 86_400_000

/**
 * Who a quote's link lets act, on which quote: its customer, as a customer whatever their role,
 * while the link is the quote's current one and the quote is open or closed less than
 * `quoteLinkDaysAfterClose` days ago. Throws the reason otherwise; a banned customer's link is
 * no link (404). Only a link that passes the signature learns which of these it is.
 */
export async function actorOfQuoteLink(
  db: Db | Tx,
  links: QuoteLinks,
  { link, now }: { link: string; now: Date },
): Promise<{ actor: CurrentUser; quoteId: string }> {
  const named = links.read(link)
  if (!named) throw linkInvalid()
  const row = await findQuoteLinkFacts(db, named.id)
  if (!row || bannedAt(row, now)) throw linkInvalid()
  if (row.linkVersion !== named.version) throw linkReplaced()
  if (
    !open.includes(row.status) &&
    row.updatedAt.getTime() + quoteLinkDaysAfterClose * DAY <= now.getTime()
  )
    throw linkExpired()
  return {
    actor: { id: row.customerId, email: row.email, name: row.name, role: 'customer' },
    quoteId: named.id,
  }
}

/**
 * Ends every link of the quote so far and mails its customer the new one (its customer or
 * staff; a stranger learns nothing, 404).
 */
export async function reissueQuoteLink(
  deps: Pick<QuoteDeps, 'db' | 'events'>,
  { actor, id }: { actor: CurrentUser; id: string },
) {
  await deps.events.transaction(deps.db, async (tx) => {
    const quote = visibleTo(await lockQuote(tx, id), actor)
    await countUpLinkVersion(tx, id)
    await deps.events.publish(tx, {
      type: 'quote.link_reissued',
      quoteId: id,
      customerId: quote.customerId,
    })
  })
}

/** The link that works now for the quote. */
export async function currentQuoteLink(db: Db | Tx, links: QuoteLinks, id: string) {
  const row = await findQuoteLinkFacts(db, id)
  return links.linkFor(id, row?.linkVersion ?? 1)
}
