import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { users } from '../modules/auth/auth.table.ts'
import { createTestDatabase } from '../testing/test-db.ts'
import type { Database } from './client.ts'
import { sqlState } from './errors.ts'

const migration = fs.readFileSync(
  path.join(import.meta.dirname, '../../drizzle/0017_account_bounds.sql'),
  'utf8',
)
const constraints = [
  'users_role',
  'users_name_length',
  'users_email_length',
  'users_image_length',
  'users_phone_number_length',
  'users_ban_reason_length',
]

describe('migration 0017: the bounds of an account, on a database that already holds anything', () => {
  let database: Database
  afterEach(() => database?.close())

  it('brings stored values within the bounds, then adds the checks, which refuse new ones', async () => {
    database = await createTestDatabase()
    const { db } = database
    // The database as an older server left it: no checks, and values they would refuse.
    for (const name of constraints)
      await db.execute(sql.raw(`alter table users drop constraint ${name}`))
    const long = (n: number) => 'x'.repeat(n)
    const rows = [
      { id: 'hidden-admin', role: 'admin,operator' },
      { id: 'long-name', name: long(900) },
      { id: 'script-image', image: 'javascript:alert(1)' },
      { id: 'long-image', image: `https://img.example/${long(3000)}` },
      { id: 'own-image', image: 'http://localhost:3000/api/v1/storage/object/avatars/a.png' },
      { id: 'long-phone', phoneNumber: `+44${long(30)}`, phoneNumberVerified: true },
      { id: 'long-ban', banned: true, banReason: long(900) },
      { id: 'long-email', email: `${long(300)}@example.test` },
      { id: 'operator', role: 'operator' },
    ]
    for (const row of rows)
      await db.insert(users).values({ name: 'Tara', email: `${row.id}@example.test`, ...row })

    for (const statement of migration.split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement))

    const byId = Object.fromEntries((await db.select().from(users)).map((u) => [u.id, u] as const))
    expect(byId['hidden-admin']?.role).toBe('customer')
    expect(byId.operator?.role).toBe('operator')
    expect(byId['long-name']?.name).toBe(long(120))
    expect(byId['script-image']?.image).toBeNull()
    expect(byId['long-image']?.image).toBeNull()
    expect(byId['own-image']?.image).toBe(
      'http://localhost:3000/api/v1/storage/object/avatars/a.png',
    )
    expect(byId['long-phone']).toMatchObject({ phoneNumber: null, phoneNumberVerified: null })
    expect(byId['long-ban']?.banReason).toBe(long(500))
    // An address is kept as it is: the bound holds for new values.
    expect(byId['long-email']?.email).toBe(`${long(300)}@example.test`)

    const refused = async (set: Partial<typeof users.$inferInsert>) =>
      sqlState(
        await db
          .update(users)
          .set(set)
          .where(eq(users.id, 'operator'))
          .catch((e: unknown) => e),
      )
    expect(await refused({ role: 'admin,operator' })).toBe('23514')
    expect(await refused({ name: long(121) })).toBe('23514')
    expect(await refused({ email: `${long(300)}@example.test` })).toBe('23514')
    expect(await refused({ image: `https://img.example/${long(3000)}` })).toBe('23514')
    expect(await refused({ phoneNumber: `+44${long(30)}` })).toBe('23514')
    expect(await refused({ banReason: long(501) })).toBe('23514')
  })
})
