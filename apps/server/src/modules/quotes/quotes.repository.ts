import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { users } from '../auth/auth.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { quoteAttachments, quoteMessages, quotes } from './quotes.table.ts'

export type QuoteRow = typeof quotes.$inferSelect
export type QuoteAttachmentRow = typeof quoteAttachments.$inferSelect

const offerService = aliasedTable(services, 'offer_service')

export async function insertQuote(tx: Tx, values: typeof quotes.$inferInsert) {
  return returnedRow(tx.insert(quotes).values(values).returning(), 'quote insert')
}

export async function lockQuote(tx: Tx, id: string) {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update')
  return row
}

export async function updateQuote(tx: Tx, id: string, values: Partial<typeof quotes.$inferInsert>) {
  await tx
    .update(quotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(quotes.id, id))
}

export async function findQuoteDetails(
  db: Db | Tx,
  where: { ids?: string[]; customerId?: string; statuses?: QuoteRow['status'][] },
) {
  const rows = await db
    .select({
      quote: quotes,
      serviceName: services.name,
      offerServiceName: offerService.name,
      offerResourceName: resources.name,
      customerName: users.name,
      customerEmail: users.email,
      customerEmailVerified: users.emailVerified,
      bookingReference: bookings.reference,
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.customerId))
    .leftJoin(services, eq(services.id, quotes.serviceId))
    .leftJoin(offerService, eq(offerService.id, quotes.offerServiceId))
    .leftJoin(resources, eq(resources.id, quotes.offerResourceId))
    .leftJoin(bookings, eq(bookings.id, quotes.bookingId))
    .where(
      and(
        where.ids ? inArray(quotes.id, where.ids) : undefined,
        where.customerId ? eq(quotes.customerId, where.customerId) : undefined,
        where.statuses && where.statuses.length > 0
          ? inArray(quotes.status, where.statuses)
          : undefined,
      ),
    )
    .orderBy(desc(quotes.createdAt))
    .limit(200)
  const ids = rows.map((r) => r.quote.id)
  const messages =
    ids.length === 0
      ? []
      : await db
          .select({
            id: quoteMessages.id,
            quoteId: quoteMessages.quoteId,
            body: quoteMessages.body,
            createdAt: quoteMessages.createdAt,
            authorId: users.id,
            authorName: users.name,
            authorRole: users.role,
          })
          .from(quoteMessages)
          .innerJoin(users, eq(users.id, quoteMessages.authorId))
          .where(inArray(quoteMessages.quoteId, ids))
          .orderBy(asc(quoteMessages.createdAt))
  // One query for the files of every quote listed, as for the messages.
  const attachments =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(quoteAttachments)
          .where(inArray(quoteAttachments.quoteId, ids))
          .orderBy(asc(quoteAttachments.createdAt), asc(quoteAttachments.id))
  return rows.map((r) => ({
    ...r,
    messages: messages.filter((m) => m.quoteId === r.quote.id),
    attachments: attachments.filter((a) => a.quoteId === r.quote.id),
  }))
}

export type QuoteDetail = Awaited<ReturnType<typeof findQuoteDetails>>[number]

export async function insertMessage(tx: Tx, values: typeof quoteMessages.$inferInsert) {
  return returnedRow(tx.insert(quoteMessages).values(values).returning(), 'message insert')
}

/**
 * Until `tx` ends, the customer's quote requests and messages are counted and written by one
 * transaction at a time, so that requests sent at once cannot all pass one limit together.
 */
export async function lockCustomerQuoteWrites(tx: Tx, customerId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`quote-writes\n${customerId}`}, 0))`,
  )
}

/** When the customer's `n`-th latest quote since `since` was asked for; none if fewer. */
export async function nthLatestQuoteSince(
  tx: Tx,
  { customerId, since, n }: { customerId: string; since: Date; n: number },
) {
  const [row] = await tx
    .select({ at: quotes.createdAt })
    .from(quotes)
    .where(and(eq(quotes.customerId, customerId), gte(quotes.createdAt, since)))
    .orderBy(desc(quotes.createdAt))
    .offset(n - 1)
    .limit(1)
  return row?.at
}

/** When the `n`-th latest message `authorId` wrote since `since` (over all quotes) was written. */
export async function nthLatestMessageSince(
  tx: Tx,
  { authorId, since, n }: { authorId: string; since: Date; n: number },
) {
  const [row] = await tx
    .select({ at: quoteMessages.createdAt })
    .from(quoteMessages)
    .where(and(eq(quoteMessages.authorId, authorId), gte(quoteMessages.createdAt, since)))
    .orderBy(desc(quoteMessages.createdAt))
    .offset(n - 1)
    .limit(1)
  return row?.at
}

/** The customer's latest `limit` quotes, newest first: what a mail about new requests lists. */
export async function latestQuotesOf(
  tx: Tx,
  { customerId, limit }: { customerId: string; limit: number },
) {
  return tx
    .select({ reference: quotes.reference, title: quotes.title })
    .from(quotes)
    .where(eq(quotes.customerId, customerId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(limit)
}

/** The latest `limit` messages `authorId` wrote about the quote, oldest first. */
export async function latestMessagesBy(
  tx: Tx,
  { quoteId, authorId, limit }: { quoteId: string; authorId: string; limit: number },
) {
  const rows = await tx
    .select({ body: quoteMessages.body })
    .from(quoteMessages)
    .where(and(eq(quoteMessages.quoteId, quoteId), eq(quoteMessages.authorId, authorId)))
    .orderBy(desc(quoteMessages.createdAt), desc(quoteMessages.id))
    .limit(limit)
  return rows.reverse()
}

export async function findMessage(db: Db | Tx, id: string) {
  const [row] = await db.select().from(quoteMessages).where(eq(quoteMessages.id, id))
  return row
}

export async function findQuote(db: Db | Tx, id: string) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id))
  return row
}

export async function countAttachments(db: Db | Tx, quoteId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(quoteAttachments)
    .where(eq(quoteAttachments.quoteId, quoteId))
  return row?.n ?? 0
}

export async function insertAttachment(tx: Tx, values: typeof quoteAttachments.$inferInsert) {
  return returnedRow(tx.insert(quoteAttachments).values(values).returning(), 'attachment insert')
}

/** The attachment, only if it belongs to quote `quoteId`. */
export async function findAttachment(
  db: Db | Tx,
  { quoteId, attachmentId }: { quoteId: string; attachmentId: string },
) {
  const [row] = await db
    .select()
    .from(quoteAttachments)
    .where(and(eq(quoteAttachments.id, attachmentId), eq(quoteAttachments.quoteId, quoteId)))
  return row
}

/** Offers past their validity, locked for this worker. */
export async function claimLapsedOffers(tx: Tx, now: Date) {
  return tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.status, 'offered'), lte(quotes.offerValidUntil, now)))
    .limit(100)
    .for('update', { skipLocked: true })
}

/** What decides whether a quote's link works, and whom it acts as. */
export async function findQuoteLinkFacts(db: Db | Tx, id: string) {
  const [row] = await db
    .select({
      linkVersion: quotes.linkVersion,
      status: quotes.status,
      updatedAt: quotes.updatedAt,
      customerId: quotes.customerId,
      email: users.email,
      name: users.name,
      banned: users.banned,
      banExpires: users.banExpires,
    })
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.customerId))
    .where(eq(quotes.id, id))
  return row
}

/** Ends every link of the quote so far; answers the version now current. */
export async function countUpLinkVersion(tx: Tx, id: string) {
  const [row] = await tx
    .update(quotes)
    .set({ linkVersion: sql`${quotes.linkVersion} + 1` })
    .where(eq(quotes.id, id))
    .returning({ linkVersion: quotes.linkVersion })
  return row?.linkVersion ?? 1
}
