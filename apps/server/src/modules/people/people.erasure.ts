import { randomUUID } from 'node:crypto'
import { type DeleteOwnAccount, erasedAccountName } from '@reserva/shared'
import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import { auditLog } from '../audit/audit.table.ts'
import {
  accounts,
  rateLimits,
  twoFactors,
  users,
  verifications,
  walletAddresses,
} from '../auth/auth.table.ts'
import { erasedPlaceholderDomain } from '../auth/auth.ts'
import type { CurrentUser } from '../auth/session.ts'
import { signInFailures } from '../auth/sign-in-guard.table.ts'
import { changeStatusIn } from '../bookings/bookings.status.ts'
import { bookingStaffNotes, bookings, holds } from '../bookings/bookings.table.ts'
import { calendarFeeds } from '../calendar-feeds/calendar-feeds.table.ts'
import { queueCustomerRewrites } from '../calendar-sync/calendar-sync.queue.ts'
import { deleteExportsOf } from '../data-export/data-export.repository.ts'
import { guestConfirmations } from '../guests/guests.table.ts'
import { outbox } from '../mail/outbox.table.ts'
import { profiles } from '../profiles/profiles.table.ts'
import { quoteAttachments, quoteMessages, quotes } from '../quotes/quotes.table.ts'
import type { StorageService } from '../storage/storage.service.ts'
import { inAuthTransaction } from './auth-transaction.ts'
import {
  cannotEraseSelf,
  erasureBlocked,
  invalidCode,
  personNotFound,
  staffEraseThemselves,
} from './people.errors.ts'
import type { PeopleDeps } from './people.service.ts'

/**
 * Erasing a person (issue #48, decision 050): their account can no longer sign in and says
 * nothing about them; their bookings to come are cancelled as any cancellation is (a person
 * erasing themselves under the business's cut-off, which can refuse); their open quotes are
 * withdrawn; what the business keeps (bookings, quotes, statistics) stays, without their name,
 * address or phone, which are also taken out of the free text kept with them (notes, messages,
 * mails sent, audit rows). Their files go. One transaction: all of it or none.
 */
export interface ErasureDeps extends PeopleDeps {
  storage: StorageService
}

/** What an erasure did, for its answer and its audit row (no personal data). */
export interface Erasure {
  bookingsCancelled: number
  quotesWithdrawn: number
}

/** What a person's name, address or phone is replaced by in text that is kept. */
const erasedMark = '[deleted]'

/** `column` with each of `values` taken out, as SQL (plain text, or JSON as text). */
function scrubbed(column: SQL | AnyPgColumn, values: string[], json = false): SQL {
  let expression: SQL = json ? sql`${column}::text` : sql`${column}`
  for (const value of values) {
    const inText = json ? JSON.stringify(value).slice(1, -1) : value
    expression = sql`replace(${expression}, ${inText}, ${erasedMark})`
  }
  return json ? sql`${expression}::jsonb` : expression
}

/** Whether `column` holds any of `values` (case as written). */
const holdsAny = (column: SQL | AnyPgColumn, values: string[]) =>
  or(...values.map((value) => sql`strpos(${column}::text, ${value}) > 0`)) as SQL

/**
 * Erases `id`, on behalf of `actor`: the person themselves (`asThemselves`; their cancellations
 * obey the cut-off) or an admin (cancelling as staff). Answers what it did; throws before
 * anything is written when it cannot be done.
 */
export async function erasePerson(
  deps: ErasureDeps,
  {
    actor,
    headers,
    id,
    now,
    asThemselves,
  }: { actor: CurrentUser; headers: Headers; id: string; now: Date; asThemselves: boolean },
): Promise<Erasure> {
  let discardKeys: string[] = []
  let archives: string[] = []
  const erasure = await inAuthTransaction(deps, async (tx) => {
    const [person] = await tx.select().from(users).where(eq(users.id, id)).for('update')
    if (!person || person.email.endsWith(`@${erasedPlaceholderDomain}`)) throw personNotFound()
    if (asThemselves && person.role !== 'customer') throw staffEraseThemselves()
    if (!asThemselves && person.id === actor.id) throw cannotEraseSelf()
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, id))
    const personal = [
      person.email,
      person.name,
      profile?.fullName,
      person.phoneNumber,
      profile?.phone,
    ]
      .filter((value): value is string => typeof value === 'string' && value.trim().length >= 3)
      .filter((value, i, all) => all.indexOf(value) === i)

    // Signed out everywhere, through Better Auth, whose hooks end cached sessions and sockets.
    if (asThemselves) await deps.auth.api.revokeSessions({ headers })
    else await deps.auth.api.revokeUserSessions({ body: { userId: id }, headers })
    // Nobody's from here on, so that the mails what follows queues name nobody.
    await anonymiseAccount(tx, id)

    // Their bookings to come, cancelled as they (or staff) would cancel them: the business hears
    // of it, seats come back, calendars and webhooks follow. The cut-off can refuse.
    const upcoming = await tx
      .select({ id: bookings.id, reference: bookings.reference })
      .from(bookings)
      .where(
        and(
          eq(bookings.customerId, id),
          inArray(bookings.status, ['pending', 'confirmed']),
          gt(bookings.startAt, now),
        ),
      )
    const canceller: CurrentUser = asThemselves ? { ...actor, role: 'customer' } : actor
    for (const booking of upcoming) {
      try {
        await changeStatusIn(deps, tx, {
          actor: canceller,
          id: booking.id,
          action: 'cancel',
          reason: 'Account deleted',
          now,
        })
      } catch (error) {
        if (error instanceof AppError && error.status < 500)
          throw erasureBlocked(booking.reference, error.message)
        throw error
      }
    }
    const open = await tx
      .update(quotes)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(and(eq(quotes.customerId, id), inArray(quotes.status, ['requested', 'offered'])))
      .returning({ id: quotes.id })
    for (const quote of open)
      await deps.events.publish(tx, { type: 'quote.withdrawn', quoteId: quote.id, customerId: id })

    await forgetPerson(tx, { id, email: person.email, personal })
    // Calendars that hold their bookings show them again without their name or notes.
    await queueCustomerRewrites(tx, { customerId: id, now })
    discardKeys = await deps.storage.removeRowsOwnedBy(tx, id)
    // Their exports (decision 051), and those an admin being erased asked for of others.
    archives = await deleteExportsOf(tx, id)
    const erasure = { bookingsCancelled: upcoming.length, quotesWithdrawn: open.length }
    await writeAudit(tx, {
      actorId: asThemselves ? id : actor.id,
      action: 'user.erased',
      entity: 'user',
      entityId: id,
      data: { role: person.role, ...erasure },
    })
    return erasure
  })
  await deps.storage.discard(discardKeys)
  await deps.storage.serverFiles.remove(archives)
  return erasure
}

/** The account made nobody's: no name, an address nobody has, banned, nothing to show. */
async function anonymiseAccount(tx: Tx, id: string) {
  await tx
    .update(users)
    .set({
      name: erasedAccountName,
      email: `${randomUUID()}@${erasedPlaceholderDomain}`,
      emailVerified: false,
      image: null,
      phoneNumber: null,
      phoneNumberVerified: null,
      banned: true,
      banReason: erasedAccountName,
      banExpires: null,
      twoFactorEnabled: false,
    })
    .where(eq(users.id, id))
  await tx
    .update(profiles)
    .set({ fullName: '', phone: null, avatarUrl: null, requestedRole: null })
    .where(eq(profiles.id, id))
}

/**
 * The ways in and what hangs off the account deleted, and the person's details taken out of the
 * text kept with their bookings and quotes.
 */
async function forgetPerson(
  tx: Tx,
  { id, email, personal }: { id: string; email: string; personal: string[] },
) {
  await tx.delete(accounts).where(eq(accounts.userId, id))
  await tx.delete(twoFactors).where(eq(twoFactors.userId, id))
  await tx.delete(walletAddresses).where(eq(walletAddresses.userId, id))
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, id))
  await tx.delete(guestConfirmations).where(eq(guestConfirmations.userId, id))
  await tx.delete(holds).where(eq(holds.holderId, id))
  if (personal.length === 0) return
  await tx.delete(verifications).where(holdsAny(verifications.identifier, personal))
  await tx.delete(signInFailures).where(holdsAny(signInFailures.identifier, personal))
  await tx.delete(rateLimits).where(holdsAny(rateLimits.key, personal))
  // Mails to them are theirs; mails about them keep what they said, without who they are.
  await tx.delete(outbox).where(or(eq(outbox.to, email), holdsAny(outbox.to, personal)))
  await tx
    .update(outbox)
    .set({
      subject: scrubbed(outbox.subject, personal),
      text: scrubbed(outbox.text, personal),
      html: scrubbed(outbox.html, personal),
    })
    .where(
      or(
        holdsAny(outbox.subject, personal),
        holdsAny(outbox.text, personal),
        holdsAny(outbox.html, personal),
      ),
    )

  const theirBookings = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.customerId, id))
  const theirQuotes = tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.customerId, id))
  // What they wrote themselves goes; what staff wrote keeps its words, without their details.
  await tx
    .update(bookings)
    .set({ notes: '', statusReason: scrubbed(bookings.statusReason, personal) })
    .where(eq(bookings.customerId, id))
  await tx
    .update(bookingStaffNotes)
    .set({ body: scrubbed(bookingStaffNotes.body, personal) })
    .where(inArray(bookingStaffNotes.bookingId, theirBookings))
  await tx
    .update(quotes)
    .set({
      title: erasedMark,
      details: '',
      offerMessage: scrubbed(quotes.offerMessage, personal),
    })
    .where(eq(quotes.customerId, id))
  await tx
    .update(quoteMessages)
    .set({
      body: sql`case when ${quoteMessages.authorId} = ${id} then '' else ${scrubbed(quoteMessages.body, personal)} end`,
    })
    .where(inArray(quoteMessages.quoteId, theirQuotes))
  await tx.delete(quoteAttachments).where(eq(quoteAttachments.uploadedBy, id))
  await tx
    .update(auditLog)
    .set({ data: scrubbed(auditLog.data, personal, true) })
    .where(holdsAny(auditLog.data, personal))
}

/**
 * A customer deletes their own account, once they said it is them: their password, or the code
 * Better Auth just mailed them. A wrong one is Better Auth's own refusal (401/400).
 */
export async function deleteOwnAccount(
  deps: ErasureDeps,
  {
    actor,
    headers,
    proof,
    now,
  }: { actor: CurrentUser; headers: Headers; proof: DeleteOwnAccount; now: Date },
) {
  if (actor.role !== 'customer') throw staffEraseThemselves()
  if (proof.password !== undefined)
    await deps.auth.api.verifyPassword({ body: { password: proof.password }, headers })
  else {
    const checked = await deps.auth.api.checkVerificationOTP({
      body: { email: actor.email, type: 'sign-in', otp: proof.code ?? '' },
    })
    if (!checked.success) throw invalidCode()
  }
  return erasePerson(deps, { actor, headers, id: actor.id, now, asThemselves: true })
}
