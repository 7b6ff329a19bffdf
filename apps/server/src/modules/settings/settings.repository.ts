import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { transactionMemo } from '../../db/transaction-memo.ts'
import { businessSettings } from './settings.table.ts'

export type BusinessSettingsRow = typeof businessSettings.$inferSelect

/** Read once per transaction: a booking's re-check, its status rules and its mail all want it. */
const read = transactionMemo<BusinessSettingsRow>()

export async function findSettings(db: Db | Tx): Promise<BusinessSettingsRow | undefined> {
  const held = read.get(db, 'settings')
  if (held) return held
  const [row] = await db.select().from(businessSettings).where(eq(businessSettings.id, 1))
  if (row) read.set(db, 'settings', row)
  return row
}

/** Settings read along with something else (availability.repository.ts), kept for `tx` too. */
export const rememberSettings = (tx: Db | Tx, row: BusinessSettingsRow) =>
  read.set(tx, 'settings', row)

export async function updateSettingsRow(
  tx: Tx,
  values: Partial<Omit<typeof businessSettings.$inferInsert, 'id' | 'updatedAt'>>,
) {
  read.forget(tx, 'settings')
  await tx
    .update(businessSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(businessSettings.id, 1))
}

/**
 * Demo mode belongs to the install, not to the admin: set at start (auth/demo-accounts.ts),
 * outside the settings form, its audit and its `updatedAt`.
 */
export async function setDemoMode(db: Db | Tx, on: boolean) {
  read.forget(db, 'settings')
  await db.update(businessSettings).set({ demoMode: on }).where(eq(businessSettings.id, 1))
}
