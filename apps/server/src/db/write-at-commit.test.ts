import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../testing/test-db.ts'
import type { Database, Tx } from './client.ts'
import { gatherAtCommit, transactionWithLateWrites, writeAtCommit } from './write-at-commit.ts'

/** Drizzle's error for a failed query, with the database's own as its cause. */
const failed = (reason: RegExp) => ({ cause: { message: expect.stringMatching(reason) } })

// A write whose answer nothing reads goes with the COMMIT (docs/decisions/022).
describe('a write checked at commit', () => {
  let database: Database
  const insert = (tx: Tx, n: number | null) =>
    tx.execute(sql`insert into late_writes values (${n})`)
  const values = async () =>
    (
      (await database.db.execute(sql`select n from late_writes order by n`)) as unknown as {
        rows: { n: number }[]
      }
    ).rows.map((row) => row.n)

  beforeAll(async () => {
    database = await createTestDatabase()
    await database.db.execute(sql`create table late_writes (n int not null unique)`)
  })
  afterAll(() => database?.close())

  it('is committed with the transaction, which does not wait for its answer', async () => {
    let answered = false
    const result = await transactionWithLateWrites(database.db, async (tx) => {
      await insert(tx, 1)
      await writeAtCommit(
        tx,
        insert(tx, 2).then(() => {
          answered = true
        }),
      )
      expect(answered).toBe(false)
      return 'done'
    })
    expect(result).toBe('done')
    expect(answered).toBe(true)
    expect(await values()).toEqual([1, 2])
  })

  it('fails the transaction with its own error when it fails, and nothing of it is written', async () => {
    // The last statement: PostgreSQL answers the COMMIT after it as a ROLLBACK.
    await expect(
      transactionWithLateWrites(database.db, async (tx) => {
        await insert(tx, 3)
        await writeAtCommit(tx, insert(tx, 1))
      }),
    ).rejects.toMatchObject(failed(/duplicate key/))
    // Followed by another statement, which fails because the transaction is aborted.
    await expect(
      transactionWithLateWrites(database.db, async (tx) => {
        await insert(tx, 4)
        await writeAtCommit(tx, insert(tx, null))
        await insert(tx, 5)
      }),
    ).rejects.toMatchObject(failed(/null value/))
    expect(await values()).toEqual([1, 2])
  })

  it('is awaited like any write in a transaction that does not check at commit', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await writeAtCommit(tx, insert(tx, 2))
      }),
    ).rejects.toMatchObject(failed(/duplicate key/))
    await database.db.transaction((tx) => writeAtCommit(tx, insert(tx, 6)))
    expect(await values()).toEqual([1, 2, 6])
  })

  describe('gathered', () => {
    const key = {}
    const insertAll = (tx: Tx, sent: number[][]) => (all: number[]) => {
      sent.push(all)
      return tx.execute(sql`insert into late_writes select unnest(${sql.param(all)}::int[])`)
    }

    it("is one write of every call's items, sent once the work is done", async () => {
      const sent: number[][] = []
      await transactionWithLateWrites(database.db, async (tx) => {
        await gatherAtCommit(tx, key, [10, 11], insertAll(tx, sent))
        await gatherAtCommit(tx, key, [12], insertAll(tx, sent))
        expect(sent).toEqual([])
      })
      expect(sent).toEqual([[10, 11, 12]])
      expect(await values()).toEqual(expect.arrayContaining([10, 11, 12]))
    })

    it('fails the transaction with its error, and nothing of the transaction is written', async () => {
      const sent: number[][] = []
      await expect(
        transactionWithLateWrites(database.db, async (tx) => {
          await insert(tx, 20)
          await gatherAtCommit(tx, key, [21, 10], insertAll(tx, sent))
        }),
      ).rejects.toMatchObject(failed(/duplicate key/))
      expect(await values()).not.toContain(20)
      expect(await values()).not.toContain(21)
    })

    it('is sent and awaited at once in a transaction that does not check at commit', async () => {
      const sent: number[][] = []
      await database.db.transaction(async (tx) => {
        await gatherAtCommit(tx, key, [30], insertAll(tx, sent))
        expect(sent).toEqual([[30]])
        await gatherAtCommit(tx, key, [31], insertAll(tx, sent))
        expect(sent).toEqual([[30], [31]])
      })
      expect(await values()).toEqual(expect.arrayContaining([30, 31]))
    })
  })
})
