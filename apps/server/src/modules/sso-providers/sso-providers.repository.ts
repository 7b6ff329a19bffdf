import { isRoleValue, type SsoProvider } from '@reserva/shared'
import { asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { ssoProviders } from '../auth/auth.table.ts'

type Row = typeof ssoProviders.$inferSelect

/** A provider as admins see it: the stored OIDC configuration without its client secret. */
function toProvider(row: Row): SsoProvider {
  let clientId = ''
  try {
    const config = JSON.parse(row.oidcConfig ?? '{}') as { clientId?: unknown }
    if (typeof config.clientId === 'string') clientId = config.clientId
  } catch {
    // A provider without a readable configuration shows no client id.
  }
  return {
    providerId: row.providerId,
    issuer: row.issuer,
    domain: row.domain,
    role: isRoleValue(row.role) ? row.role : 'customer',
    clientId,
  }
}

export async function listProviders(db: Db | Tx): Promise<SsoProvider[]> {
  const rows = await db.select().from(ssoProviders).orderBy(asc(ssoProviders.domain))
  return rows.map(toProvider)
}

export async function findProvider(db: Db | Tx, providerId: string) {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.providerId, providerId))
  return row ? toProvider(row) : undefined
}

export async function domainInUse(db: Db | Tx, domain: string) {
  const [row] = await db
    .select({ id: ssoProviders.id })
    .from(ssoProviders)
    .where(eq(ssoProviders.domain, domain))
  return row !== undefined
}

export async function deleteProvider(db: Db | Tx, providerId: string) {
  await db.delete(ssoProviders).where(eq(ssoProviders.providerId, providerId))
}
