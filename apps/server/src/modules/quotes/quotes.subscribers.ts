import type { Tx } from '../../db/client.ts'
import type { MailSubscriberDeps } from '../../lib/domain-events.ts'
import { isPlaceholderEmail } from '../auth/auth.ts'
import { enqueueMail } from '../mail/outbox.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { quoteEventTypes } from './quotes.events.ts'
import {
  businessQuoteMail,
  businessQuoteUrl,
  customerQuoteMail,
  type QuoteMailFacts,
  quoteMailFacts,
} from './quotes.mails.ts'
import { findMessage, findQuoteDetails } from './quotes.repository.ts'

/** The mails about one quote, to its customer or to the business, queued on `tx`. */
async function mailsAbout(tx: Tx, quoteId: string, publicUrl: string, now: Date) {
  const [detail] = await findQuoteDetails(tx, { ids: [quoteId] })
  if (!detail) throw new Error(`quote ${quoteId} vanished`)
  const settings = await requireSettings(tx)
  const facts = quoteMailFacts({
    detail,
    currency: settings.currency,
    timezone: settings.timezone,
    publicUrl,
  })
  return {
    async toCustomer(kind: keyof typeof customerQuoteMail, extra: Partial<QuoteMailFacts> = {}) {
      // A phone-only account has an address that can never receive mail.
      if (isPlaceholderEmail(detail.customerEmail)) return
      await enqueueMail(tx, {
        to: detail.customerEmail,
        sendAfter: now,
        ...customerQuoteMail[kind]({ ...facts, ...extra }),
      })
    },
    async toBusiness(kind: keyof typeof businessQuoteMail, extra: Partial<QuoteMailFacts> = {}) {
      if (!settings.contactEmail) return
      await enqueueMail(tx, {
        to: settings.contactEmail,
        sendAfter: now,
        ...businessQuoteMail[kind]({
          ...facts,
          ...extra,
          url: businessQuoteUrl(publicUrl, facts.reference),
        }),
      })
    },
  }
}

/**
 * Quote mails, queued in the outbox on the transaction that made the change (so a mail commits
 * or rolls back with it, decision 006), and a wake-up for the mail worker once it committed.
 * Returns the unsubscribe.
 */
export function registerQuoteSubscribers({
  events,
  publicUrl,
  onMailQueued,
  clock,
}: MailSubscriberDeps) {
  const mails = (tx: Tx, quoteId: string) => mailsAbout(tx, quoteId, publicUrl, clock.now())
  const subscriptions = [
    events.inTransaction('quote.requested', async (e, tx) =>
      (await mails(tx, e.quoteId)).toBusiness('requested'),
    ),
    events.inTransaction('quote.offered', async (e, tx) =>
      (await mails(tx, e.quoteId)).toCustomer('offered'),
    ),
    events.inTransaction('quote.accepted', async (e, tx) =>
      (await mails(tx, e.quoteId)).toBusiness('accepted'),
    ),
    events.inTransaction('quote.declined', async (e, tx) =>
      (await mails(tx, e.quoteId)).toBusiness('declined'),
    ),
    events.inTransaction('quote.withdrawn', async (e, tx) =>
      (await mails(tx, e.quoteId)).toBusiness('withdrawn'),
    ),
    events.inTransaction('quote.rejected', async (e, tx) =>
      (await mails(tx, e.quoteId)).toCustomer('rejected', { message: e.reason }),
    ),
    events.inTransaction('quote.expired', async (e, tx) =>
      (await mails(tx, e.quoteId)).toCustomer('expired'),
    ),
    events.inTransaction('quote.message_added', async (e, tx) => {
      const message = await findMessage(tx, e.messageId)
      if (!message) throw new Error(`message ${e.messageId} vanished`)
      const about = await mails(tx, e.quoteId)
      // The customer wrote: the business hears of it; staff wrote: the customer does.
      if (e.authorId === e.customerId) await about.toBusiness('message', { message: message.body })
      else await about.toCustomer('message', { message: message.body })
    }),
    events.afterCommit(quoteEventTypes, () => onMailQueued()),
  ]
  return () => {
    for (const unsubscribe of subscriptions) unsubscribe()
  }
}
