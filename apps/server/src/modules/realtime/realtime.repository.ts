import { isRoleValue, type Role } from '@reserva/shared'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, users } from '../auth/auth.table.ts'

export type SocketAccess = { ok: true; role: Role } | { ok: false; reason: 'banned' | 'signed_out' }

/**
 * May the holder of a token for `sessionId` still receive live updates? Read at each `auth` and
 * whenever Better Auth says the user's sessions or account changed: a token stays valid for its
 * 15 minutes after a sign-out or a ban, the socket must not.
 */
export async function socketAccess(
  db: Db,
  { userId, sessionId, now }: { userId: string; sessionId: string; now: Date },
): Promise<SocketAccess> {
  const [user] = await db
    .select({ role: users.role, banned: users.banned, banExpires: users.banExpires })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) return { ok: false, reason: 'signed_out' }
  if (user.banned && (!user.banExpires || user.banExpires > now)) {
    return { ok: false, reason: 'banned' }
  }
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)),
    )
  if (!session) return { ok: false, reason: 'signed_out' }
  return { ok: true, role: isRoleValue(user.role) ? user.role : 'customer' }
}
