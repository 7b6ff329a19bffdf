import { APIError as BetterAuthError, isAPIError } from 'better-auth/api'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { languageOfPerson } from '../mail/mail-language.ts'
import { failedSignInsMail, type MailContent } from '../mail/templates.ts'
import { users } from './auth.table.ts'
import { signInFailures } from './sign-in-guard.table.ts'

/** The limits on guessing one account's password (docs/security.md). */
export const signInGuardLimits = {
  /** Failures are counted over this window; it restarts with the first failure after it. */
  windowMs: 60 * 60 * 1000,
  /** Failures allowed before each further one locks the account for a while. */
  freeFailures: 5,
  /** The first lock-out; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  /** At this many failures in a window, the owner is mailed (once per window). */
  notifyAt: 10,
} as const

/** Counts failed sign-ins per account and says when the account is locked (issue #42). */
export function createSignInGuard({
  db,
  clock,
  business,
  queue,
}: {
  db: Db
  clock: Clock
  business: string
  queue: (to: string, mail: MailContent) => Promise<void>
}) {
  const L = signInGuardLimits
  /** The owner of an account that many wrong passwords were tried for is told. */
  const mailOwner = (where: SQL) => async () => {
    const [owner] = await db.select({ id: users.id, email: users.email }).from(users).where(where)
    if (!owner) return
    // In the owner's language: the request that set this off is someone else's.
    const language = await languageOfPerson(db, { person: { id: owner.id } })
    await queue(owner.email, failedSignInsMail({ business, failures: L.notifyAt, language }))
  }
  return {
    /** hooks.before: a password sign-in (phone: its number in E.164) to a locked account is refused before its password is read. */
    async beforeSignIn(path: string, body: unknown) {
      const id = signInIdentifier(path, body)
      if (id) await this.refuseWhileLocked(id)
    },
    /** hooks.after: a wrong password (401) counts; a sign-in starts the count again. */
    async afterSignIn(path: string, body: unknown, context: { returned?: unknown }) {
      const id = signInIdentifier(path, body)
      if (!id) return
      const refused = isAPIError(context.returned)
      if (refused && (context.returned as BetterAuthError).statusCode !== 401) return
      const owner = path === '/sign-in/email' ? eq(users.email, id) : eq(users.phoneNumber, id)
      await this.outcome(id, !refused, mailOwner(owner))
    },
    /** The phone sign-in's password check, counted per account (the plugin has no after step). */
    counted(check: (userId: string, password: unknown) => Promise<boolean>) {
      return async (userId: string, password: unknown) => {
        const key = `user:${userId}`
        await this.refuseWhileLocked(key)
        const ok = await check(userId, password)
        await this.outcome(key, ok, mailOwner(eq(users.id, userId)))
        return ok
      }
    },
    /** Seconds until `identifier` may try again, or 0. */
    async retryAfter(identifier: string): Promise<number> {
      const [row] = await db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.identifier, identifier))
      const now = clock.now().getTime()
      if (!row?.lockedUntil || row.lockedUntil.getTime() <= now) return 0
      if (row.windowStartedAt.getTime() + L.windowMs <= now) return 0
      return Math.ceil((row.lockedUntil.getTime() - now) / 1000)
    },
    /** One more failure; says whether the owner should be mailed now. */
    async failed(identifier: string): Promise<{ notifyOwner: boolean }> {
      const now = clock.now()
      return db.transaction(async (tx) => {
        // The row exists before it is locked, so two first failures at once wait for each other
        // (the second insert waits on the first's key) and both count.
        await tx
          .insert(signInFailures)
          .values({ identifier, failures: 0, windowStartedAt: now })
          .onConflictDoNothing()
        const [row] = await tx
          .select()
          .from(signInFailures)
          .where(eq(signInFailures.identifier, identifier))
          .for('update')
        const fresh =
          !row || row.failures === 0 || row.windowStartedAt.getTime() + L.windowMs <= now.getTime()
        const failures = fresh ? 1 : row.failures + 1
        const windowStartedAt = fresh ? now : row.windowStartedAt
        const over = failures - L.freeFailures
        const lockedUntil =
          over >= 0
            ? new Date(now.getTime() + Math.min(L.firstDelayMs * 2 ** over, L.maxDelayMs))
            : null
        const notifyOwner = failures >= L.notifyAt && (fresh || !row.ownerNotifiedAt)
        const ownerNotifiedAt = notifyOwner ? now : fresh ? null : row.ownerNotifiedAt
        const values = { failures, windowStartedAt, lockedUntil, ownerNotifiedAt }
        await tx.update(signInFailures).set(values).where(eq(signInFailures.identifier, identifier))
        return { notifyOwner }
      })
    },
    /** Refuses (429, Retry-After) a sign-in to `identifier` while it is locked, right password or not. */
    async refuseWhileLocked(identifier: string) {
      const seconds = await this.retryAfter(identifier)
      if (seconds > 0)
        throw new BetterAuthError(
          'TOO_MANY_REQUESTS',
          { code: 'RATE_LIMITED', message: 'Too many failed sign-ins; try again later' },
          { 'X-Retry-After': String(seconds), 'Retry-After': String(seconds) },
        )
    },
    /** The outcome of a password check: a failure counts, a success starts the count again. */
    async outcome(identifier: string, ok: boolean, mailOwner: () => Promise<void>) {
      if (ok) return this.succeeded(identifier)
      if ((await this.failed(identifier)).notifyOwner) await mailOwner()
    },
    /** A right password: the count starts again. */
    async succeeded(identifier: string) {
      await db.delete(signInFailures).where(eq(signInFailures.identifier, identifier))
    },
  }
}

/** The sign-ins with a password, and the field that names the account in each. */
const signInPaths: Record<string, 'email' | 'phoneNumber'> = {
  '/sign-in/email': 'email',
  '/sign-in/phone-number': 'phoneNumber',
}

/** The account a password sign-in is for, or null for any other request. */
export function signInIdentifier(path: string, body: unknown): string | null {
  const field = signInPaths[path]
  if (!field || !body || typeof body !== 'object') return null
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' && value ? value.trim().toLowerCase() : null
}

/**
 * Forgets the counts whose window is over (a count there restarts anyway, and no lock outlives its
 * window): wrong passwords for addresses that have no account would otherwise keep their rows.
 * At most `limit` rows a run; answers how many went.
 */
export async function deleteStaleSignInFailures(
  db: Db,
  { now, limit = 1000 }: { now: Date; limit?: number },
) {
  const windowStart = new Date(now.getTime() - signInGuardLimits.windowMs).toISOString()
  const result = (await db.execute(sql`
    delete from sign_in_failures where identifier in (
      select identifier from sign_in_failures
      where window_started_at < ${windowStart}::timestamptz
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
      limit ${limit} for update skip locked
    )
    returning identifier
  `)) as unknown as { rows: unknown[] }
  return result.rows.length
}
