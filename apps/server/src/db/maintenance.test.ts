import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDbKind } from '../testing/test-db.ts'
import type { Database } from './client.ts'
import { maintainTables } from './maintenance.ts'

// PGlite has no autovacuum; the server's scheduler runs this instead. (On PostgreSQL autovacuum
// does it, and the counts of the pool's other connections reach the view only when those
// connections report them.)
describe.runIf(testDbKind === 'pglite')('table maintenance on the embedded database', () => {
  let database: Database
  const stats = async () =>
    (
      (await database.db.execute(
        sql`select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed,
                   n_live_tup::int as live from pg_stat_user_tables where relname = 'upkeep'`,
      )) as unknown as { rows: { analyzed: boolean; vacuumed: boolean; live: number }[] }
    ).rows[0]

  beforeAll(async () => {
    database = await createTestDatabase()
    await database.db.execute(sql`create table upkeep (n int not null)`)
  })
  afterAll(() => database?.close())

  it('analyzes a table that changed enough, and vacuums one with enough dead rows', async () => {
    await database.db.execute(sql`insert into upkeep select generate_series(1, 1000)`)
    const first = await maintainTables(database.db)
    expect(first.analyzed).toContain('upkeep')
    expect(first.vacuumed).not.toContain('upkeep')
    expect(await stats()).toMatchObject({ analyzed: true, vacuumed: false, live: 1000 })

    // A few changes are not enough.
    await database.db.execute(sql`update upkeep set n = n + 1 where n <= 20`)
    expect((await maintainTables(database.db)).analyzed).not.toContain('upkeep')

    await database.db.execute(sql`delete from upkeep where n <= 600`)
    const second = await maintainTables(database.db)
    expect(second.vacuumed).toContain('upkeep')
    expect(await stats()).toMatchObject({ analyzed: true, vacuumed: true, live: 400 })
  })
})
