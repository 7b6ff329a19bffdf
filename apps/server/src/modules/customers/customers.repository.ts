import { and, asc, eq, ilike, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../auth/auth.table.ts'
import { profiles } from '../profiles/profiles.table.ts'

/** `text` as a literal inside a LIKE pattern (backslash is Postgres's default escape). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** Customer accounts whose name or e-mail contains `search` (any case), by name. */
export async function searchCustomers(
  db: Db,
  { search, limit }: { search: string; limit: number },
) {
  const pattern = `%${likeLiteral(search)}%`
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      profilePhone: profiles.phone,
      accountPhone: users.phoneNumber,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(users.role, 'customer'),
        search ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.email))
    .limit(limit)
}

/** The account with this e-mail address or phone number (E.164), if any, and its role. */
export async function findByEmailOrPhone(
  db: Db,
  { email, phone }: { email?: string; phone?: string },
) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      accountPhone: users.phoneNumber,
    })
    .from(users)
    .where(
      or(
        email ? eq(users.email, email) : undefined,
        phone ? eq(users.phoneNumber, phone) : undefined,
      ),
    )
    .limit(1)
  return row
}
