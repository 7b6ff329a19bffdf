import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { businessSettings } from './settings.table.ts'

export type BusinessSettingsRow = typeof businessSettings.$inferSelect

export async function findSettings(db: Db | Tx): Promise<BusinessSettingsRow | undefined> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1))
  return row
}

export async function updateSettingsRow(
  tx: Tx,
  values: Partial<Omit<typeof businessSettings.$inferInsert, 'id' | 'updatedAt'>>,
) {
  await tx
    .update(businessSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businessSettings.id, 1))
}
