import { and, count, desc, eq, gte, like, lt, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { apiKeys } from '../api-keys/api-keys.table.ts'
import { ssoProviders, users } from '../auth/auth.table.ts'
import { businessClosures } from '../availability/availability.table.ts'
import { bookings } from '../bookings/bookings.table.ts'
import { resources, services } from '../catalogue/catalogue.table.ts'
import { quotes } from '../quotes/quotes.table.ts'
import { webhookEndpoints } from '../webhooks/webhooks.table.ts'
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

/**
 * The record's name as people know it, read when the entry is: a booking's or quote's
 * reference, a person's name, a service's or resource's name, an API key's name, a provider's
 * domain, a closure's days, a webhook's URL (the last three kept in the entry once removed); null when the record is gone or has
 * no name (the settings). Ids are
 * compared as text: a user's id is not a uuid.
 */
const subjectLabel = sql<string | null>`case ${auditLog.entity}
  when 'booking' then (select ${bookings.reference} from ${bookings} where ${bookings.id}::text = ${auditLog.entityId})
  when 'quote' then (select ${quotes.reference} from ${quotes} where ${quotes.id}::text = ${auditLog.entityId})
  when 'user' then (select coalesce(nullif(${users.name}, ''), ${users.email}) from ${users} where ${users.id} = ${auditLog.entityId})
  when 'service' then (select ${services.name} from ${services} where ${services.id}::text = ${auditLog.entityId})
  when 'resource' then (select ${resources.name} from ${resources} where ${resources.id}::text = ${auditLog.entityId})
  when 'api_key' then (select ${apiKeys.name} from ${apiKeys} where ${apiKeys.id}::text = ${auditLog.entityId})
  when 'sso_provider' then coalesce((select ${ssoProviders.domain} from ${ssoProviders} where ${ssoProviders.providerId} = ${auditLog.entityId}), ${auditLog.data}->>'domain')
  when 'closure' then coalesce((select ${businessClosures.firstDay} || ' – ' || ${businessClosures.lastDay} from ${businessClosures} where ${businessClosures.id}::text = ${auditLog.entityId}), (${auditLog.data}->>'firstDay') || ' – ' || (${auditLog.data}->>'lastDay'))
  when 'storage_bucket' then ${auditLog.entityId}
  when 'webhook' then coalesce((select ${webhookEndpoints.url} from ${webhookEndpoints} where ${webhookEndpoints.id}::text = ${auditLog.entityId}), ${auditLog.data}->>'url')
end`

/** Entries newest first, `limit` of them after `after`, with who acted and the record's name. */
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
      subject: subjectLabel,
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
