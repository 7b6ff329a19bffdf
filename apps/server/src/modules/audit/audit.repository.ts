import type { Db, Tx } from '../../db/client.ts'
import { auditLog } from './audit.table.ts'

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
  await db.insert(auditLog).values({ ...entry, data: entry.data ?? {} })
}
