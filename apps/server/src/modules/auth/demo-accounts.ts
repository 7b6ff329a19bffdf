import type { Role } from '@reserva/shared'
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { findSettings, setDemoMode } from '../settings/settings.repository.ts'
import { accounts, users } from './auth.table.ts'
import type { Auth } from './auth.ts'

export interface DemoAccount {
  role: Role
  name: string
  email: string
  password: string
}

/**
 * A demo install's accounts. Their passwords are published (here), so they are shown only to the
 * machine Reserva runs on, only while the demo is untouched, and never in production.
 */
export const demoAccounts: DemoAccount[] = [
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
  const settings = await findSettings(db)
  const on = demo ?? (seededDemo || settings?.demoMode === true)
  if (!on) {
    await db.delete(users).where(inArray(users.email, demoEmails))
    await setDemoMode(db, false)
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
  // A write only when it changes something: a restart of a demo install leaves the row alone.
  if (settings?.demoMode !== true) await setDemoMode(db, true)
  return true
}

export async function isDemoMode(db: Db): Promise<boolean> {
  return (await findSettings(db))?.demoMode === true
}

/**
 * Whether a stored hash is of a demo password, by `${email} ${hash}`: the answer to a pure
 * question, so one process keeps it for all (the start notice's check serves the sign-in screen's).
 */
const verdicts = new Map<string, boolean>()

/**
 * The demo accounts whose passwords may be shown: all of them while the demo is untouched, else
 * none. Untouched means demo mode is on and every demo account still exists with its demo role,
 * is not banned, and still has the published password. Once anyone changes one of those
 * passwords (or bans or re-roles a demo account), the install has an owner: stop advertising.
 *
 * Checking a hash against a password costs a scrypt run (on libuv's threads, so the three run
 * side by side); each (account, stored hash) pair is checked once and the verdict kept, so a
 * request costs two small queries.
 */
export function untouchedDemoAccounts({ db, auth }: { db: Db; auth: Auth }) {
  return async (): Promise<DemoAccount[]> => {
    if (!(await isDemoMode(db))) return []
    const rows = await db
      .select({
        email: users.email,
        role: users.role,
        banned: users.banned,
        hash: accounts.password,
      })
      .from(users)
      .innerJoin(
        accounts,
        and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')),
      )
      .where(inArray(users.email, demoEmails))
    const { password } = await auth.$context
    const untouched = await Promise.all(
      demoAccounts.map(async (account) => {
        const row = rows.find((r) => r.email === account.email)
        if (!row?.hash || row.role !== account.role || row.banned) return false
        const key = `${account.email} ${row.hash}`
        let same = verdicts.get(key)
        if (same === undefined) {
          same = await password.verify({ hash: row.hash, password: account.password })
          // Every changed password adds one; a few thousand changes would be needed to matter.
          if (verdicts.size > 1000) verdicts.clear()
          verdicts.set(key, same)
        }
        return same
      }),
    )
    return untouched.every(Boolean) ? demoAccounts : []
  }
}

/** Whether someone other than the demo admin can run the install. */
async function hasOwnAdmin(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), notInArray(users.email, demoEmails)))
    .limit(1)
  return row !== undefined
}

/**
 * What the terminal says at start about accounts: the demo passwords on a local trial; in
 * production never a password, a warning while demo accounts exist, and how to make the first
 * admin when there is none.
 */
export async function startNotice({
  db,
  demoOn,
  production,
  publicUrl,
  showable,
}: {
  db: Db
  demoOn: boolean
  production: boolean
  publicUrl: string
  /** The demo accounts whose passwords may be shown (untouchedDemoAccounts). */
  showable: DemoAccount[]
}): Promise<string> {
  const parts: string[] = []
  if (demoOn && !production && showable.length > 0) {
    const list = showable.map((a) => `  ${a.role.padEnd(9)} ${a.email}  ${a.password}`)
    parts.push(
      `Demo accounts (sign in at ${publicUrl}/signin; the sign-in screen shows them on this computer only, until one of their passwords is changed):\n${list.join('\n')}`,
    )
  }
  if (demoOn && production) {
    parts.push(
      `Demo accounts exist (${demoEmails.join(', ')}) and their passwords are published with Reserva's source code; a production install does not show them. Change their passwords, or make your own admin and restart with DEMO=0 to remove them.`,
    )
  }
  if ((production || !demoOn) && !(await hasOwnAdmin(db))) {
    parts.push(
      "No admin yet. Create the first one with:\n  npm run admin:create -- --email you@example.com --password 'a-long-Passw0rd'",
    )
  }
  return parts.length > 0 ? `\n${parts.join('\n\n')}\n\n` : ''
}
