import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Database, openPglite } from './client.ts'

/** Drizzle's error for a failed query, with the database's own as its cause. */
const failed = (reason: RegExp) => ({ cause: { message: expect.stringMatching(reason) } })

/** The type bytes of the protocol messages in `batch` (each: a type byte, then its length). */
function messageKinds(batch: Uint8Array) {
  const view = new DataView(batch.buffer, batch.byteOffset, batch.byteLength)
  const kinds: string[] = []
  for (let at = 0; at < batch.length; at += 1 + view.getInt32(at + 1)) {
    kinds.push(String.fromCharCode(view.getUint8(at)))
  }
  return kinds
}

// Issue #11 item 4 (docs/decisions/024): the messages of a statement reach PGlite in one call.
describe("PGlite's node-postgres connection", () => {
  let database: Database
  const calls = vi.spyOn(PGlite.prototype, 'execProtocolRawStream')
  const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

  beforeAll(async () => {
    database = await openPglite({})
    await database.db.execute(sql`create table numbers (n int not null unique)`)
    calls.mockClear()
  })
  afterEach(() => {
    calls.mockClear()
  })
  afterAll(() => database?.close())

  it('sends a statement with parameters in one call, the first time and by name afterwards', async () => {
    const byName = database.db
      .select({ n: sql<number>`${sql.placeholder('n')}::int + 1`.as('n') })
      .from(sql`(select 1) as one`)
      .prepare('plus_one')
    expect(await byName.execute({ n: 1 })).toEqual([{ n: 2 }])
    // Parse, Bind, Describe, Execute and Sync in one call; then Bind to Sync in one.
    expect(calls).toHaveBeenCalledTimes(1)
    expect(await byName.execute({ n: 41 })).toEqual([{ n: 42 }])
    expect(calls).toHaveBeenCalledTimes(2)
    // Four messages by name: Bind, Describe, Execute, Sync.
    expect(messageKinds(calls.mock.calls[1]?.[0] as Uint8Array)).toEqual(['B', 'D', 'E', 'S'])
  })

  it('runs a transaction in one call per statement, BEGIN with the first, and rolls one back', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into numbers values (${1})`)
      await tx.execute(sql`insert into numbers values (${2})`)
    })
    // BEGIN with the first insert (`pipelineBegin`, docs/decisions/030), the second, COMMIT.
    expect(calls).toHaveBeenCalledTimes(3)
    expect(messageKinds(calls.mock.calls[0]?.[0] as Uint8Array).join('')).toBe('QPBDES')
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into numbers values (${3})`)
        await tx.execute(sql`insert into numbers values (${1})`)
      }),
    ).rejects.toMatchObject(failed(/duplicate key/))
    expect(rows(await database.db.execute(sql`select n from numbers order by n`))).toEqual([
      { n: 1 },
      { n: 2 },
    ])
  })

  it("answers a failed statement with PostgreSQL's error, and the next one as usual", async () => {
    await expect(database.db.execute(sql`select 1 / ${0}::int as n`)).rejects.toMatchObject(
      failed(/division by zero/),
    )
    // The failed statement made PostgreSQL skip to the Sync of its call: nothing was left over.
    expect(rows(await database.db.execute(sql`select ${7}::int as n`))).toEqual([{ n: 7 }])
    // A syntax error, found at Parse.
    await expect(database.db.execute(sql`selec ${1}`)).rejects.toMatchObject(failed(/syntax error/))
    expect(rows(await database.db.execute(sql`select count(*)::int as n from numbers`))).toEqual([
      { n: 2 },
    ])
  })

  it('sends what a transaction asks for in one turn in one call, and answers each', async () => {
    const answers = await database.db.transaction(async (tx) => {
      const [first] = await Promise.all([
        tx.execute(sql`select ${10}::int as n`),
        tx.execute(sql`insert into numbers values (${10}) returning n`),
      ])
      // A write at commit (`writeAtCommit`): sent with the COMMIT, not awaited first.
      const late = Promise.resolve(tx.execute(sql`delete from numbers where n = ${10} returning n`))
      late.catch(() => {})
      return [first, late]
    })
    // BEGIN and both statements; then the delete with the COMMIT.
    expect(calls).toHaveBeenCalledTimes(2)
    expect(messageKinds(calls.mock.calls[0]?.[0] as Uint8Array).join('')).toBe('QPBDESPBDES')
    expect(messageKinds(calls.mock.calls[1]?.[0] as Uint8Array).join('')).toBe('PBDESQ')
    expect(rows(answers[0])).toEqual([{ n: 10 }])
    expect(rows(await answers[1])).toEqual([{ n: 10 }])
    expect(rows(await database.db.execute(sql`select count(*)::int as n from numbers`))).toEqual([
      { n: 2 },
    ])
  })

  it('answers statements sent at once each with its own rows, in order', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => database.db.execute(sql`select ${i}::int as n`)),
    )
    expect(answers.map((answer) => rows(answer)[0]?.n)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    )
  })
})
