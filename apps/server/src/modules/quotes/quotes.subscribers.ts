import type { Language } from '@reserva/shared/languages'
import type { Tx } from '../../db/client.ts'
import type { MailSubscriberDeps } from '../../lib/domain-events.ts'
import { isPlaceholderEmail } from '../auth/auth.ts'
import { readerLanguage } from '../mail/mail-language.ts'
import { coalesceMail, enqueueMail } from '../mail/outbox.repository.ts'
import { findSavedLanguage } from '../profiles/profiles.repository.ts'
import { requireSettings } from '../settings/settings.service.ts'
import { quoteEventTypes } from './quotes.events.ts'
import type { QuoteLinks } from './quotes.link.ts'
import {
  businessMessagesMail,
  businessQuoteMail,
  businessQuoteUrl,
  businessRequestsMail,
  coalescedListed,
  customerQuoteMail,
  type QuoteMailFacts,
  quoteMailFacts,
  withoutTheirWords,
} from './quotes.mails.ts'
import {
  findMessage,
  findQuoteDetails,
  latestMessagesBy,
  latestQuotesOf,
} from './quotes.repository.ts'

/**
 * How long the business's mail about a customer's new request or message waits: what the customer
 * adds meanwhile joins it (`coalesceMail`) instead of making another mail.
 */
export const businessMailDelayMs = 2 * 60_000

/** The mails about one quote, to its customer or to the business, queued on `tx`. */
async function mailsAbout(
  tx: Tx,
  {
    quoteId,
    publicUrl,
    links,
    now,
  }: { quoteId: string; publicUrl: string; links: QuoteLinks; now: Date },
) {
  const [detail] = await findQuoteDetails(tx, { ids: [quoteId] })
  if (!detail) throw new Error(`quote ${quoteId} vanished`)
  const settings = await requireSettings(tx)
  const factsIn = (language: Language) =>
    quoteMailFacts({
      detail,
      currency: settings.currency,
      timezone: settings.timezone,
      publicUrl,
      link: links.linkFor(detail.quote.id, detail.quote.linkVersion),
      language,
    })
  // The business's own mails are in its default language.
  const facts = factsIn(settings.defaultLanguage)
  return {
    async toCustomer(kind: keyof typeof customerQuoteMail, extra: Partial<QuoteMailFacts> = {}) {
      // A phone-only account has an address that can never receive mail.
      if (isPlaceholderEmail(detail.customerEmail)) return
      const language = readerLanguage({
        chosen: await findSavedLanguage(tx, { id: detail.quote.customerId }),
        businessDefault: settings.defaultLanguage,
      })
      const all = { ...factsIn(language), ...extra }
      await enqueueMail(tx, {
        to: detail.customerEmail,
        sendAfter: now,
        // Whoever made the account chose its name and the title: an address not shown to be
        // theirs gets neither.
        ...customerQuoteMail[kind](detail.customerEmailVerified ? all : withoutTheirWords(all)),
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
    /**
     * The business's mail about the customer's new requests: one waits at a time per customer,
     * telling of every request made before it goes.
     */
    async requestToBusiness() {
      const to = settings.contactEmail
      if (!to) return
      const url = businessQuoteUrl(publicUrl, facts.reference)
      await coalesceMail(tx, {
        coalesceKey: `quote_requested:${detail.quote.customerId}`,
        to,
        kind: 'quote_requested',
        sendAfter: new Date(now.getTime() + businessMailDelayMs),
        write: async (count) => {
          if (count === 1) return businessQuoteMail.requested({ ...facts, url })
          const latest = await latestQuotesOf(tx, {
            customerId: detail.quote.customerId,
            limit: Math.min(count, coalescedListed.requests),
          })
          return businessRequestsMail({
            count,
            customerName: detail.customerName,
            latest,
            url: businessQuoteUrl(publicUrl),
            language: facts.language,
          })
        },
      })
    },
    /** The business's mail about the customer's new messages: one waits at a time per quote. */
    async messageToBusiness(message: string) {
      const to = settings.contactEmail
      if (!to) return
      const f = { ...facts, url: businessQuoteUrl(publicUrl, facts.reference) }
      await coalesceMail(tx, {
        coalesceKey: `quote_message:${detail.quote.id}`,
        to,
        kind: 'quote_message',
        sendAfter: new Date(now.getTime() + businessMailDelayMs),
        write: async (count) => {
          if (count === 1) return businessQuoteMail.message({ ...f, message })
          const latest = await latestMessagesBy(tx, {
            quoteId: detail.quote.id,
            authorId: detail.quote.customerId,
            limit: Math.min(count, coalescedListed.messages),
          })
          return businessMessagesMail(
            f,
            count,
            latest.map((m) => m.body),
          )
        },
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
  links,
}: MailSubscriberDeps & { links: QuoteLinks }) {
  const mails = (tx: Tx, quoteId: string) =>
    mailsAbout(tx, { quoteId, publicUrl, links, now: clock.now() })
  const subscriptions = [
    events.inTransaction('quote.requested', async (e, tx) => {
      const about = await mails(tx, e.quoteId)
      await about.requestToBusiness()
      // A guest has no dashboard: this mail's link is their way back to the quote.
      if (e.byGuest) await about.toCustomer('received')
    }),
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
      if (e.authorId === e.customerId) await about.messageToBusiness(message.body)
      else await about.toCustomer('message', { message: message.body })
    }),
    events.inTransaction('quote.link_reissued', async (e, tx) =>
      (await mails(tx, e.quoteId)).toCustomer('link'),
    ),
    events.afterCommit([...quoteEventTypes, 'quote.link_reissued'], () => onMailQueued()),
  ]
  return () => {
    for (const unsubscribe of subscriptions) unsubscribe()
  }
}
