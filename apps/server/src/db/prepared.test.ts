import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDbKind } from '../testing/test-db.ts'
import type { Database } from './client.ts'
import { preparedStatement, transaction } from './prepared.ts'

describe('a prepared statement in a transaction', () => {
  let database: Database
  let builds = 0
  const count = preparedStatement('prepared_test_count', (db) => {
    builds++
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`prepared_rows`)
      .where(sql`tag = ${sql.placeholder('tag')}`)
  })
  const insert = (tag: string) => sql`insert into prepared_rows values (${tag})`

  beforeAll(async () => {
    database = await createTestDatabase()
    await database.db.execute(sql`create table prepared_rows (tag text not null)`)
  })
  afterAll(() => database?.close())

  it('runs inside the transaction, sees its rows and is undone with it', async () => {
    await expect(
      transaction(database.db, async (tx) => {
        await tx.execute(insert('a'))
        expect(await count(tx, { tag: 'a' })).toEqual([{ n: 1 }])
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await count(database.db, { tag: 'a' })).toEqual([{ n: 0 }])
  })

  it('is built once per connection on PostgreSQL, once per transaction on PGlite', async () => {
    builds = 0
    for (let i = 0; i < 6; i++)
      await transaction(database.db, async (tx) => {
        await tx.execute(insert('b'))
        await count(tx, { tag: 'b' })
      })
    // One at a time, the pool hands out its idle connection again, which built it in the test
    // before.
    expect(builds).toBe(testDbKind === 'postgres' ? 0 : 6)
    expect(await count(database.db, { tag: 'b' })).toEqual([{ n: 6 }])
  })
})
