import { isRoleValue, type Role } from '@reserva/shared'
import { and, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, users } from '../auth/auth.table.ts'
import { bannedAt } from '../auth/roles.ts'

export type SocketAccess = { ok: true; role: Role } | { ok: false; reason: 'banned' | 'signed_out' }

/** How many sockets one pair of statements of `socketsAccess` reads at most. */
const socketsPerRead = 500

/**
 * May the holders of these sockets (a token's user and session each) still receive live
 * updates? By session id. Read at each `auth`, whenever Better Auth says a user's sessions or
 * account changed, after the LISTEN connection came back and every so often: a token stays valid
 * for its 15 minutes after a sign-out or a ban, the socket must not. Two statements for up to
 * `socketsPerRead` sockets, so that re-checking every socket of a process stays cheap.
 */
export async function socketsAccess(
  db: Db,
  { sockets, now }: { sockets: { userId: string; sessionId: string }[]; now: Date },
): Promise<Map<string, SocketAccess>> {
  const answers = new Map<string, SocketAccess>()
  for (let from = 0; from < sockets.length; from += socketsPerRead) {
    const chunk = sockets.slice(from, from + socketsPerRead)
    const people = await db
      .select({
        id: users.id,
        role: users.role,
        banned: users.banned,
        banExpires: users.banExpires,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(chunk.map((socket) => socket.userId))]))
    const live = await db
      .select({ id: sessions.id, userId: sessions.userId })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, [...new Set(chunk.map((socket) => socket.sessionId))]),
          gt(sessions.expiresAt, now),
        ),
      )
    const userById = new Map(people.map((user) => [user.id, user]))
    const ownerOf = new Map(live.map((session) => [session.id, session.userId]))
    for (const { userId, sessionId } of chunk) {
      const user = userById.get(userId)
      let access: SocketAccess
      if (!user) access = { ok: false, reason: 'signed_out' }
      else if (bannedAt(user, now)) access = { ok: false, reason: 'banned' }
      else if (ownerOf.get(sessionId) !== userId) access = { ok: false, reason: 'signed_out' }
      else access = { ok: true, role: isRoleValue(user.role) ? user.role : 'customer' }
      answers.set(sessionId, access)
    }
  }
  return answers
}

/** `socketsAccess` for one socket. */
export async function socketAccess(
  db: Db,
  { userId, sessionId, now }: { userId: string; sessionId: string; now: Date },
): Promise<SocketAccess> {
  const answers = await socketsAccess(db, { sockets: [{ userId, sessionId }], now })
  return answers.get(sessionId) ?? { ok: false, reason: 'signed_out' }
}
