import { and, count, desc, eq, gte, like, lt, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { users } from '../auth/auth.table.ts'
import { auditLog } from './audit.table.ts'

type Column = SQL | Placeholder | string

/**
 * An audit entry's insert, its data given as JSON text. `writeAudit` runs it by name; a write that
 * is one statement of its own puts it there as a CTE (the booking's, decision 016).
 */
export const auditEntryInsert = (
  db: Db,
  entry: { actorId: Column; action: Column; entity: Column; entityId: Column; data: Column },
) => db.insert(auditLog).values({ ...entry, data: sql`${entry.data}::jsonb` })

/** The audit entry's insert, built once and run by name: every write of every module makes one. */
const insertEntry = preparedStatement('audit_insert', (db) =>
  auditEntryInsert(db, {
    actorId: sql.placeholder('actorId'),
    action: sql.placeholder('action'),
    entity: sql.placeholder('entity'),
    entityId: sql.placeholder('entityId'),
    data: sql.placeholder('data'),
  }),
)

export async function writeAudit(
  db: Db | Tx,
  entry: {
    actorId: string | null
    action: string
    entity: string
    entityId: string
    data?: Record<string, unknown>
  },
) {
  await insertEntry(db, {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    data: JSON.stringify(entry.data ?? {}),
  })
}

export interface AuditFilter {
  actorId?: string | undefined
  entity?: string | undefined
  entityId?: string | undefined
  /** Exact, or a prefix when it ends in a dot. */
  action?: string | undefined
  from?: string | undefined
  to?: string | undefined
}

/** Where a page ends: the last entry's time (as PostgreSQL writes it, to the microsecond) and id. */
export interface AuditCursor {
  at: string
  id: string
}

function whereOf(filter: AuditFilter, after?: AuditCursor): SQL | undefined {
  const { actorId, entity, entityId, action, from, to } = filter
  return and(
    actorId ? eq(auditLog.actorId, actorId) : undefined,
    entity ? eq(auditLog.entity, entity) : undefined,
    entityId ? eq(auditLog.entityId, entityId) : undefined,
    action
      ? action.endsWith('.')
        ? like(auditLog.action, `${action.replace(/_/g, '\\_')}%`)
        : eq(auditLog.action, action)
      : undefined,
    from ? gte(auditLog.at, new Date(from)) : undefined,
    to ? lt(auditLog.at, new Date(to)) : undefined,
    after
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined,
  )
}

/** Entries newest first, `limit` of them after `after`, with who acted. */
export async function listAudit(
  db: Db,
  { filter, after, limit }: { filter: AuditFilter; after?: AuditCursor; limit: number },
) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      cursorAt: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actorId: auditLog.actorId,
      actorName: users.name,
      actorEmail: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      data: auditLog.data,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(whereOf(filter, after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number]

export async function countAudit(db: Db, filter: AuditFilter) {
  const [row] = await db.select({ n: count() }).from(auditLog).where(whereOf(filter))
  return row?.n ?? 0
}
