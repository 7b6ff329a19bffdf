import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { businessSettings } from '../settings/settings.table.ts'
import { users } from './auth.table.ts'
import type { Auth } from './auth.ts'
import type { Role } from './roles.ts'

/** Shown at start and on the sign-in screen of a demo install; never present when DEMO=0. */
export const demoAccounts: { role: Role; name: string; email: string; password: string }[] = [
  {
    role: 'admin',
    name: 'Ada Admin',
    email: 'admin@demo.reserva.test',
    password: 'Demo-Admin-2026',
  },
  {
    role: 'operator',
    name: 'Otto Operator',
    email: 'operator@demo.reserva.test',
    password: 'Demo-Operator-2026',
  },
  {
    role: 'customer',
    name: 'Cora Customer',
    email: 'customer@demo.reserva.test',
    password: 'Demo-Customer-2026',
  },
]

const demoEmails = demoAccounts.map((a) => a.email)

/**
 * Demo mode is on for a database that was just given the demo business, or with DEMO=1, and stays
 * on across restarts; DEMO=0 turns it off and deletes the demo accounts. Returns whether it is on.
 */
export async function syncDemoAccounts({
  auth,
  db,
  demo,
  seededDemo,
}: {
  auth: Auth
  db: Db
  demo: boolean | undefined
  seededDemo: boolean
}): Promise<boolean> {
  const [settings] = await db.select({ demoMode: businessSettings.demoMode }).from(businessSettings)
  const on = demo ?? (seededDemo || settings?.demoMode === true)
  if (!on) {
    await db.delete(users).where(inArray(users.email, demoEmails))
    await db.update(businessSettings).set({ demoMode: false })
    return false
  }
  const existing = new Set(
    (
      await db.select({ email: users.email }).from(users).where(inArray(users.email, demoEmails))
    ).map((u) => u.email),
  )
  for (const account of demoAccounts) {
    if (existing.has(account.email)) continue
    const { user } = await auth.api.signUpEmail({
      body: { name: account.name, email: account.email, password: account.password },
    })
    // Sign-up never grants a role; the demo sets it directly, as an admin would.
    await db
      .update(users)
      .set({ role: account.role, emailVerified: true })
      .where(eq(users.id, user.id))
  }
  await db.update(businessSettings).set({ demoMode: true })
  return true
}

export async function isDemoMode(db: Db): Promise<boolean> {
  const [row] = await db.select({ demoMode: businessSettings.demoMode }).from(businessSettings)
  return row?.demoMode === true
}
