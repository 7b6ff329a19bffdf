import type { z } from '@hono/zod-openapi'
import {
  type BanPerson,
  type BookingStatus,
  bookingStatusSchema,
  type CreatePerson,
  isRoleValue,
  type OperatorRequestDecision,
  type Person,
  type PersonDetail,
  type peopleListQuerySchema,
  personRecentLimit,
  type QuoteStatus,
  quoteStatusSchema,
  type Role,
} from '@reserva/shared'
import type { Db, Tx } from '../../db/client.ts'
import type { EventBus } from '../../lib/domain-events.ts'
import { writeAudit } from '../audit/audit.repository.ts'
import type { Auth } from '../auth/auth.ts'
import { isPlaceholderEmail } from '../auth/auth.ts'
import type { CurrentUser } from '../auth/session.ts'
import { inAuthTransaction } from './auth-transaction.ts'
import {
  banEndPassed,
  cannotBanSelf,
  emailTaken,
  lastAdmin,
  noPendingRequest,
  notBanned,
  personNotFound,
} from './people.errors.ts'
import {
  bookingsOf,
  countActiveSessions,
  emailTaken as emailInUse,
  ensureProfile,
  findPerson,
  listPeople,
  lockActiveAdmins,
  lockPerson,
  type PersonRow,
  quotesOf,
  setRequestedRole,
} from './people.repository.ts'

export interface PeopleDeps {
  db: Db
  auth: Auth
  /** Where a decision is published; its mail is queued by a subscriber (people.subscribers.ts). */
  events: EventBus
}

/**
 * Who acts, and the request's headers: Better Auth's admin endpoints read the admin's session
 * from them and check the permission themselves too.
 */
export interface Acting {
  actor: CurrentUser
  headers: Headers
}

function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    name: row.name,
    email: isPlaceholderEmail(row.email) ? null : row.email,
    phone: row.profilePhone ?? row.accountPhone,
    role: isRoleValue(row.role) ? row.role : 'customer',
    requestedRole: row.requestedRole,
    status: row.banned ? 'banned' : 'active',
    banReason: row.banned ? row.banReason : null,
    banExpires: row.banned && row.banExpires ? row.banExpires.toISOString() : null,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function findPeople(db: Db, query: z.output<typeof peopleListQuerySchema>) {
  const { rows, total } = await listPeople(db, query)
  return { people: rows.map(toPerson), total, limit: query.limit, offset: query.offset }
}

function countsOf<S extends string>(statuses: readonly S[], rows: { status: S; n: number }[]) {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>
  for (const row of rows) counts[row.status] = row.n
  return counts
}

export async function getPersonDetail(db: Db, id: string): Promise<PersonDetail> {
  const row = await findPerson(db, id)
  if (!row) throw personNotFound()
  const [activeSessions, bookings, quotes] = await Promise.all([
    countActiveSessions(db, id),
    bookingsOf(db, id, personRecentLimit),
    quotesOf(db, id, personRecentLimit),
  ])
  const bookingCounts = countsOf<BookingStatus>(bookingStatusSchema.options, bookings.byStatus)
  const quoteCounts = countsOf<QuoteStatus>(quoteStatusSchema.options, quotes.byStatus)
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)
  return {
    person: {
      ...toPerson(row),
      timezone: row.timezone,
      twoFactorEnabled: row.twoFactorEnabled === true,
      activeSessions,
    },
    bookings: {
      total: sum(bookingCounts),
      byStatus: bookingCounts,
      recent: bookings.recent.map((b) => ({
        ...b,
        start: b.start.toISOString(),
        end: b.end.toISOString(),
      })),
    },
    quotes: {
      total: sum(quoteCounts),
      byStatus: quoteCounts,
      recent: quotes.recent.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
    },
  }
}

/** The person, locked for the rest of the transaction; 404 when there is none. */
async function lockedPerson(tx: Tx, id: string) {
  if (!(await lockPerson(tx, id))) throw personNotFound()
  const row = await findPerson(tx, id)
  if (!row) throw personNotFound()
  return row
}

/** Refuses a change to `target` that would leave no admin who can act. */
async function keepAnAdmin(tx: Tx, target: string) {
  const admins = await lockActiveAdmins(tx)
  if (admins.includes(target) && admins.every((id) => id === target)) throw lastAdmin()
}

async function audit(
  tx: Tx,
  actor: CurrentUser,
  action: string,
  personId: string,
  data: Record<string, unknown> = {},
) {
  await writeAudit(tx, {
    actorId: actor.id,
    action: `user.${action}`,
    entity: 'user',
    entityId: personId,
    data,
  })
}

/** A person as the people screen shows them. */
export async function readPerson(db: Db | Tx, id: string) {
  const row = await findPerson(db, id)
  if (!row) throw personNotFound()
  return toPerson(row)
}

export async function changeRole(
  deps: PeopleDeps,
  { actor, headers }: Acting,
  { id, role }: { id: string; role: Role },
): Promise<Person> {
  return inAuthTransaction(deps, async (tx) => {
    // Admins first, then the person: the same lock order as a ban.
    if (role !== 'admin') await keepAnAdmin(tx, id)
    const row = await lockedPerson(tx, id)
    if (row.role === role) return toPerson(row)
    await deps.auth.api.setRole({ body: { userId: id, role }, headers })
    // A granted request is settled (Better Auth's after-hook does it too, after commit).
    if (role !== 'customer') await setRequestedRole(tx, id, null)
    await audit(tx, actor, 'role_changed', id, { from: row.role, to: role })
    return readPerson(tx, id)
  })
}

export async function decideOperatorRequest(
  deps: PeopleDeps,
  { actor, headers }: Acting,
  { id, decision, message }: { id: string } & OperatorRequestDecision,
): Promise<Person> {
  return inAuthTransaction(deps, async (tx) => {
    const row = await lockedPerson(tx, id)
    if (row.requestedRole !== 'operator') throw noPendingRequest()
    await setRequestedRole(tx, id, null)
    // An admin who asked (it cannot happen through sign-up) keeps the higher role.
    const grant = decision === 'approve' && row.role === 'customer'
    if (grant) await deps.auth.api.setRole({ body: { userId: id, role: 'operator' }, headers })
    await audit(
      tx,
      actor,
      `operator_request_${decision === 'approve' ? 'approved' : 'declined'}`,
      id,
      {
        from: row.role,
        to: grant ? 'operator' : row.role,
        ...(message ? { message } : {}),
      },
    )
    await deps.events.publish(tx, {
      type: 'person.operator_request_decided',
      personId: id,
      decision,
      message,
    })
    return readPerson(tx, id)
  })
}

export async function banPerson(
  deps: PeopleDeps,
  { actor, headers }: Acting,
  { id, reason, expiresAt, now }: { id: string; now: Date } & BanPerson,
): Promise<Person> {
  const expiresInSeconds = expiresAt
    ? Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000)
    : undefined
  if (expiresInSeconds !== undefined && expiresInSeconds <= 0) {
    throw banEndPassed()
  }
  return inAuthTransaction(deps, async (tx) => {
    await keepAnAdmin(tx, id)
    const row = await lockedPerson(tx, id)
    if (id === actor.id) throw cannotBanSelf()
    // Better Auth's ban also ends every session of the person.
    await deps.auth.api.banUser({
      body: {
        userId: id,
        banReason: reason,
        ...(expiresInSeconds ? { banExpiresIn: expiresInSeconds } : {}),
      },
      headers,
    })
    await audit(tx, actor, 'banned', id, {
      reason,
      expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
      ...(row.banned ? { previousReason: row.banReason } : {}),
    })
    return readPerson(tx, id)
  })
}

export async function unbanPerson(
  deps: PeopleDeps,
  { actor, headers }: Acting,
  { id }: { id: string },
): Promise<Person> {
  return inAuthTransaction(deps, async (tx) => {
    const row = await lockedPerson(tx, id)
    if (!row.banned) throw notBanned()
    await deps.auth.api.unbanUser({ body: { userId: id }, headers })
    await audit(tx, actor, 'unbanned', id, { reason: row.banReason })
    return readPerson(tx, id)
  })
}

export async function revokeSessions(
  deps: PeopleDeps,
  { actor, headers }: Acting,
  { id }: { id: string },
): Promise<{ person: Person; revoked: number }> {
  return inAuthTransaction(deps, async (tx) => {
    await lockedPerson(tx, id)
    const revoked = await countActiveSessions(tx, id)
    await deps.auth.api.revokeUserSessions({ body: { userId: id }, headers })
    await audit(tx, actor, 'sessions_revoked', id, { sessions: revoked })
    return { person: await readPerson(tx, id), revoked }
  })
}

export async function createPerson(
  deps: PeopleDeps,
  { actor, headers }: Acting,
  input: CreatePerson,
): Promise<Person> {
  return inAuthTransaction(deps, async (tx) => {
    if (await emailInUse(tx, input.email)) throw emailTaken()
    const { user } = await deps.auth.api.createUser({
      body: { email: input.email, password: input.password, name: input.name, role: input.role },
      headers,
    })
    // Better Auth's after-hook makes the profile after commit; make it with the user instead.
    await ensureProfile(tx, { id: user.id, fullName: input.name })
    await audit(tx, actor, 'created', user.id, { role: input.role, email: user.email })
    return readPerson(tx, user.id)
  })
}
