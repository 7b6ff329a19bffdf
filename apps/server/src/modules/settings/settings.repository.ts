import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { businessSettings } from './settings.table.ts'

export type BusinessSettingsRow = typeof businessSettings.$inferSelect

export async function findSettings(db: Db): Promise<BusinessSettingsRow | undefined> {
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1))
  return row
}
