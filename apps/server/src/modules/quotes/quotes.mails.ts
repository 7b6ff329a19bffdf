import type { Language } from '@reserva/shared/languages'
import { composeMail, type MailContent, nameInMail } from '../mail/templates.ts'
import { wordsFor } from '../mail/words.ts'
import { quoteLinkUrl } from './quotes.link.ts'
import type { QuoteDetail } from './quotes.repository.ts'

/** A quote mail: its lines, then the link to the quote. */
const compose = (
  kind: string,
  subject: string,
  lines: string[],
  { url, language }: Pick<QuoteMailFacts, 'url' | 'language'>,
): MailContent =>
  // A subject is a header, and titles and names are what customers typed: composeMail puts it
  // on one line.
  composeMail({
    kind,
    language,
    subject,
    lines: [...lines, '', wordsFor(language).t('quote.open', { url })],
  })

export interface QuoteMailFacts {
  reference: string
  title: string
  customerName: string
  url: string
  /** The service asked about, if the customer chose one. */
  serviceName?: string
  /** The days the customer would like, as they chose them (calendar dates, no zone). */
  preferredDates?: string[]
  price?: string
  validUntil?: string
  proposed?: string
  message?: string
  /** The reader's: the customer's, or the business's default for its own mails. */
  language: Language
}

/**
 * What every quote mail is written from, in the reader's `language`. Prices in the offer's
 * currency with its own minor unit (¥5,000, KWD 12.345), times in the business's time zone.
 */
export function quoteMailFacts({
  detail,
  currency,
  timezone,
  publicUrl,
  link,
  language,
}: {
  detail: QuoteDetail
  /** The quote's link (decision 045), which every mail to its customer carries. */
  link: string
  /** The business's, for a quote offered before offers kept their own. */
  currency: string
  timezone: string
  publicUrl: string
  language: Language
}): QuoteMailFacts {
  const q = detail.quote
  const words = wordsFor(language)
  const when = (d: Date | null) => (d ? words.moment(d, timezone) : undefined)
  // Names and titles are what people typed: one line each, and short (templates.ts).
  return {
    reference: q.reference,
    title: nameInMail(q.title),
    customerName: nameInMail(detail.customerName),
    url: quoteLinkUrl(publicUrl, link),
    serviceName: detail.serviceName ? nameInMail(detail.serviceName) : undefined,
    preferredDates: q.preferredDates,
    price:
      q.offerPriceMinor === null
        ? undefined
        : words.money(q.offerPriceMinor, q.offerCurrency ?? currency),
    validUntil: when(q.offerValidUntil),
    proposed: when(q.offerStart),
    message: q.offerMessage ?? undefined,
    language,
  }
}

/** Where the business reads the quote (the operators' inbox), or every quote without one. */
export const businessQuoteUrl = (publicUrl: string, reference?: string) =>
  `${publicUrl}/operator-dashboard${reference ? `?quote=${reference}` : ''}`

/**
 * A mail to the customer: greeted by name, with the link to their quote. Facts without a name
 * and a title (`withoutTheirWords`) greet plainly and call the quote by its reference.
 */
const greet = (kind: string, subject: string, lines: string[], f: QuoteMailFacts) => {
  const { t } = wordsFor(f.language)
  const hello = f.customerName ? t('mail.helloName', { name: f.customerName }) : t('mail.hello')
  return compose(kind, subject, [hello, ...lines], f)
}

/**
 * The facts for a mail to an address not shown to be the customer's: nothing they typed (their
 * name, the title), which whoever made the account may have written to reach that address.
 */
export const withoutTheirWords = (f: QuoteMailFacts): QuoteMailFacts => ({
  ...f,
  customerName: '',
  title: '',
})

/** A message's lines: a gap, then the message as written. */
const messageLines = (message: string | undefined) => (message ? ['', message] : [])

/** To the customer. A quote is named by its title, or by its reference when it has none here. */
export const customerQuoteMail = {
  /** A guest's request, once their address is confirmed: the link is their only key to it. */
  received: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    return greet(
      'quote_received',
      t('quote.received.subject', { reference: f.reference }),
      [
        f.title
          ? t('quote.received.body', { title: f.title })
          : t('quote.received.bodyUntitled', { reference: f.reference }),
        t('quote.received.keep'),
      ],
      f,
    )
  },
  offered: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    const values = {
      price: f.price ?? '',
      validUntil: f.validUntil ?? '',
      reference: f.reference,
    }
    return greet(
      'quote_offered',
      t('quote.offered.subject', { reference: f.reference, price: f.price ?? '' }),
      [
        f.title
          ? t('quote.offered.body', { ...values, title: f.title })
          : t('quote.offered.bodyUntitled', values),
        f.proposed
          ? t('quote.offered.proposed', { time: f.proposed })
          : t('quote.offered.chooseTime'),
        ...messageLines(f.message),
      ],
      f,
    )
  },
  /** A new link: the earlier ones no longer work. */
  link: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    return greet(
      'quote_link',
      t('quote.link.subject', { reference: f.reference }),
      [t('quote.link.body', { reference: f.reference })],
      f,
    )
  },
  rejected: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    return greet(
      'quote_rejected',
      t('quote.rejected.subject', { reference: f.reference }),
      [
        f.title
          ? t('quote.rejected.body', { title: f.title })
          : t('quote.rejected.bodyUntitled', { reference: f.reference }),
        ...messageLines(f.message),
      ],
      f,
    )
  },
  expired: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    return greet(
      'quote_expired',
      t('quote.expired.subject', { reference: f.reference }),
      [
        f.title
          ? t('quote.expired.body', { title: f.title })
          : t('quote.expired.bodyUntitled', { reference: f.reference }),
      ],
      f,
    )
  },
  message: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    return greet(
      'quote_message',
      t('quote.message.subject', { reference: f.reference }),
      [
        f.title
          ? t('quote.message.body', { title: f.title })
          : t('quote.message.bodyUntitled', { reference: f.reference }),
        '',
        f.message ?? '',
      ],
      f,
    )
  },
}

/** To the business's contact address. */
export const businessQuoteMail = {
  requested: (f: QuoteMailFacts) => {
    const { t, list } = wordsFor(f.language)
    return compose(
      'quote_requested',
      t('quote.requested.subject', { reference: f.reference, title: f.title }),
      [
        t('quote.requested.body', { customer: f.customerName, title: f.title }),
        '',
        t('mail.reference', { reference: f.reference }),
        t('mail.customer', { name: f.customerName }),
        ...(f.serviceName ? [t('quote.requested.service', { service: f.serviceName })] : []),
        ...(f.preferredDates?.length
          ? [t('quote.requested.days', { days: list(f.preferredDates) })]
          : []),
      ],
      f,
    )
  },
  accepted: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    return compose(
      'quote_accepted',
      t('quote.accepted.subject', { reference: f.reference }),
      [
        t('quote.accepted.body', {
          customer: f.customerName,
          title: f.title,
          price: f.price ?? '',
        }),
      ],
      f,
    )
  },
  declined: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    return compose(
      'quote_declined',
      t('quote.declined.subject', { reference: f.reference }),
      [t('quote.declined.body', { customer: f.customerName, title: f.title })],
      f,
    )
  },
  withdrawn: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    return compose(
      'quote_withdrawn',
      t('quote.withdrawn.subject', { reference: f.reference }),
      [t('quote.withdrawn.body', { customer: f.customerName, title: f.title })],
      f,
    )
  },
  message: (f: QuoteMailFacts) => {
    const { t } = wordsFor(f.language)
    return compose(
      'quote_message',
      t('quote.message.subject', { reference: f.reference }),
      [t('quote.wrote.body', { customer: f.customerName, title: f.title }), '', f.message ?? ''],
      f,
    )
  },
}

/** How many of the latest requests or messages a mail that tells of several quotes in full. */
export const coalescedListed = { requests: 5, messages: 3 } as const

/** To the business: `count` new requests from one customer, the latest (newest first) listed. */
export function businessRequestsMail({
  count,
  customerName,
  latest,
  url,
  language,
}: {
  count: number
  customerName: string
  latest: { reference: string; title: string }[]
  url: string
  language: Language
}) {
  const { t } = wordsFor(language)
  const customer = nameInMail(customerName)
  return compose(
    'quote_requested',
    t('quote.requests.subject', { count, customer }),
    [
      t('quote.requests.body', { count, customer }),
      '',
      ...latest.map((q) => `${q.reference}: ${nameInMail(q.title)}`),
    ],
    { url, language },
  )
}

/** To the business: `count` new messages about one quote, the latest (oldest first) in full. */
export const businessMessagesMail = (f: QuoteMailFacts, count: number, latest: string[]) => {
  const { t } = wordsFor(f.language)
  const about = { count, customer: f.customerName, title: f.title }
  return compose(
    'quote_message',
    t('quote.messages.subject', { count, reference: f.reference }),
    [
      latest.length < count
        ? t('quote.messages.latest', { ...about, shown: latest.length })
        : t('quote.messages.all', about),
      ...latest.flatMap((body) => ['', body]),
    ],
    f,
  )
}
