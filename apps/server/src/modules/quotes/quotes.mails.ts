import { formatMoney } from '@reserva/shared'
import { dateFormat } from '../../lib/date-format.ts'
import { escapeHtml } from '../../lib/escape-html.ts'
import { type MailContent, nameInMail, oneLine } from '../mail/templates.ts'
import type { QuoteDetail } from './quotes.repository.ts'

function compose(kind: string, subject: string, lines: string[], url: string): MailContent {
  const all = [...lines, '', `Open it: ${url}`]
  return {
    kind,
    // A subject is a header, and titles and names are what customers typed: no line breaks.
    subject: oneLine(subject),
    text: all.join('\n'),
    html: all.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join('\n'),
  }
}

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
}

/**
 * What every quote mail is written from. Prices in the offer's currency with its own minor unit
 * (¥5,000, KWD 12.345), times in the business's time zone.
 */
export function quoteMailFacts({
  detail,
  currency,
  timezone,
  publicUrl,
}: {
  detail: QuoteDetail
  /** The business's, for a quote offered before offers kept their own. */
  currency: string
  timezone: string
  publicUrl: string
}): QuoteMailFacts {
  const q = detail.quote
  const when = (d: Date | null) =>
    d
      ? dateFormat('en-GB', { timeZone: timezone, dateStyle: 'full', timeStyle: 'short' }).format(d)
      : undefined
  // Names and titles are what people typed: one line each, and short (templates.ts).
  return {
    reference: q.reference,
    title: nameInMail(q.title),
    customerName: nameInMail(detail.customerName),
    url: `${publicUrl}/dashboard?quote=${q.reference}`,
    serviceName: detail.serviceName ? nameInMail(detail.serviceName) : undefined,
    preferredDates: q.preferredDates,
    price:
      q.offerPriceMinor === null
        ? undefined
        : formatMoney(q.offerPriceMinor, q.offerCurrency ?? currency),
    validUntil: when(q.offerValidUntil),
    proposed: when(q.offerStart),
    message: q.offerMessage ?? undefined,
  }
}

/** Where the business reads the quote (the operators' inbox), or every quote without one. */
export const businessQuoteUrl = (publicUrl: string, reference?: string) =>
  `${publicUrl}/operator-dashboard${reference ? `?quote=${reference}` : ''}`

/**
 * A mail to the customer: greeted by name, with the link to their quote. Facts without a name
 * and a title (`withoutTheirWords`) greet plainly and call the quote by its reference.
 */
const greet = (kind: string, subject: string, lines: string[], f: QuoteMailFacts) =>
  compose(kind, subject, [f.customerName ? `Hello ${f.customerName},` : 'Hello,', ...lines], f.url)

/** The quote as a customer's mail names it: its title in quotes, or its reference. */
const what = (f: QuoteMailFacts) => (f.title ? `"${f.title}"` : `your request ${f.reference}`)

/**
 * The facts for a mail to an address not shown to be the customer's: nothing they typed (their
 * name, the title), which whoever made the account may have written to reach that address.
 */
export const withoutTheirWords = (f: QuoteMailFacts): QuoteMailFacts => ({
  ...f,
  customerName: '',
  title: '',
})

/** To the customer. */
export const customerQuoteMail = {
  offered: (f: QuoteMailFacts) =>
    greet(
      'quote_offered',
      `Your quote ${f.reference}: ${f.price}`,
      [
        `We can do ${what(f)} for ${f.price}. The offer is valid until ${f.validUntil}.`,
        ...(f.proposed ? [`Proposed time: ${f.proposed}.`] : ['Choose a time when you accept.']),
        ...(f.message ? ['', f.message] : []),
      ],
      f,
    ),
  rejected: (f: QuoteMailFacts) =>
    greet(
      'quote_rejected',
      `Your quote request ${f.reference}`,
      [`We are sorry: we cannot take on ${what(f)}.`, ...(f.message ? ['', f.message] : [])],
      f,
    ),
  expired: (f: QuoteMailFacts) =>
    greet(
      'quote_expired',
      `Your quote ${f.reference} has expired`,
      [`The offer for ${what(f)} has expired. Ask again any time.`],
      f,
    ),
  message: (f: QuoteMailFacts) =>
    greet(
      'quote_message',
      `New message about ${f.reference}`,
      [`There is a new message about ${what(f)}:`, '', f.message ?? ''],
      f,
    ),
}

/** To the business's contact address. */
export const businessQuoteMail = {
  requested: (f: QuoteMailFacts) =>
    compose(
      'quote_requested',
      `New quote request ${f.reference}: ${f.title}`,
      [
        `${f.customerName} asks for a quote: "${f.title}".`,
        '',
        `Reference: ${f.reference}`,
        `Customer: ${f.customerName}`,
        ...(f.serviceName ? [`Service: ${f.serviceName}`] : []),
        ...(f.preferredDates?.length ? [`Preferred days: ${f.preferredDates.join(', ')}`] : []),
      ],
      f.url,
    ),
  accepted: (f: QuoteMailFacts) =>
    compose(
      'quote_accepted',
      `Quote ${f.reference} accepted`,
      [`${f.customerName} accepted the offer for "${f.title}" (${f.price}). The booking is made.`],
      f.url,
    ),
  declined: (f: QuoteMailFacts) =>
    compose(
      'quote_declined',
      `Quote ${f.reference} declined`,
      [`${f.customerName} declined the offer for "${f.title}".`],
      f.url,
    ),
  withdrawn: (f: QuoteMailFacts) =>
    compose(
      'quote_withdrawn',
      `Quote ${f.reference} withdrawn`,
      [`${f.customerName} withdrew the request "${f.title}".`],
      f.url,
    ),
  message: (f: QuoteMailFacts) =>
    compose(
      'quote_message',
      `New message about ${f.reference}`,
      [`${f.customerName} wrote about "${f.title}":`, '', f.message ?? ''],
      f.url,
    ),
}

/** How many of the latest requests or messages a mail that tells of several quotes in full. */
export const coalescedListed = { requests: 5, messages: 3 } as const

/** To the business: `count` new requests from one customer, the latest (newest first) listed. */
export function businessRequestsMail({
  count,
  customerName,
  latest,
  url,
}: {
  count: number
  customerName: string
  latest: { reference: string; title: string }[]
  url: string
}) {
  const name = nameInMail(customerName)
  return compose(
    'quote_requested',
    `${count} new quote requests from ${name}`,
    [
      `${name} asks for ${count} quotes. The latest:`,
      '',
      ...latest.map((q) => `${q.reference}: ${nameInMail(q.title)}`),
    ],
    url,
  )
}

/** To the business: `count` new messages about one quote, the latest (oldest first) in full. */
export const businessMessagesMail = (f: QuoteMailFacts, count: number, latest: string[]) =>
  compose(
    'quote_message',
    `${count} new messages about ${f.reference}`,
    [
      `${f.customerName} wrote ${count} messages about "${f.title}". ${
        latest.length < count ? `The latest ${latest.length}:` : 'Here they are:'
      }`,
      ...latest.flatMap((body) => ['', body]),
    ],
    f.url,
  )
