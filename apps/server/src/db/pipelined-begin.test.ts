import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSocketWrites } from '../testing/socket-writes.ts'
import { createTestDatabase, testDbKind } from '../testing/test-db.ts'
import type { Database } from './client.ts'
import { transactionWithLateWrites, writeAtCommit } from './write-at-commit.ts'

// Issue #11 item 4 (pipelined-begin.ts): BEGIN leaves with the transaction's first statement.
describe.runIf(testDbKind === 'postgres')('a transaction on PostgreSQL', () => {
  let database: Database
  let pool: pg.Pool
  const count = async () =>
    Number(
      (
        (await database.db.execute(sql`select count(*) as n from pipelined`)) as unknown as {
          rows: { n: string }[]
        }
      ).rows[0]?.n,
    )

  beforeAll(async () => {
    database = await createTestDatabase()
    pool = (database.db as unknown as { $client: pg.Pool }).$client
    await database.db.execute(sql`create table pipelined (n int not null)`)
  })
  afterAll(() => database?.close())

  it('sends BEGIN in the same write as its first statement, and runs that statement inside it', async () => {
    const before = await count()
    const recorded = recordSocketWrites(pool)
    const inside = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pipelined values (1)`)
      const { rows } = (await tx.execute(
        sql`select pg_current_xact_id_if_assigned() is not null as inside`,
      )) as unknown as { rows: { inside: boolean }[] }
      return rows[0]?.inside
    })
    recorded.stop()
    const [writes] = recorded.connections()
    expect(inside).toBe(true)
    // BEGIN with the insert, then the select, then COMMIT: three writes, not four.
    expect(writes).toHaveLength(3)
    expect(writes?.[0]).toContain('begin')
    expect(writes?.[0]).toContain('insert into pipelined')
    expect(writes?.[2]).toContain('commit')
    expect(await count()).toBe(before + 1)
  })

  it('sends a write checked at commit in the same write as the COMMIT', async () => {
    const recorded = recordSocketWrites(pool)
    await transactionWithLateWrites(database.db, async (tx) => {
      await tx.execute(sql`insert into pipelined values (10)`)
      await writeAtCommit(tx, tx.execute(sql`insert into pipelined values (11)`))
    })
    recorded.stop()
    const [writes] = recorded.connections()
    expect(writes).toHaveLength(2)
    expect(writes?.[1]).toContain('insert into pipelined values')
    expect(writes?.[1]).toContain('commit')
  })

  it('rolls the first statement back with the rest when the transaction fails', async () => {
    const before = await count()
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipelined values (2)`)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    // A statement that fails inside the transaction: the insert before it is undone as well.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipelined values (3)`)
        await tx.execute(sql`insert into pipelined values (null)`)
      }),
    ).rejects.toThrow()
    expect(await count()).toBe(before)
  })

  it('fails the transaction when its connection breaks as BEGIN is sent', async () => {
    const before = await count()
    pool.once('acquire', (client) => {
      ;(
        client as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy()
    })
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into pipelined values (4)`)
      }),
    ).rejects.toThrow()
    expect(await count()).toBe(before)
    // The pool goes on with a new connection.
    await database.db.transaction((tx) => tx.execute(sql`insert into pipelined values (5)`))
    expect(await count()).toBe(before + 1)
  })
})
