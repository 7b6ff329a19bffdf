import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dumpDatabase,
  emptyDatabase,
  loadDatabase,
  migrateTo,
  tablesInLoadOrder,
} from '../modules/backup/backup.database.ts'
import { signUpAs } from '../testing/auth-helpers.ts'
import { createTestApp, readJson } from '../testing/create-test-app.ts'
import { findIntegrityViolations } from '../testing/integrity-checks.ts'
import { createPostgresDatabase, createTestDatabase, testDbKind } from '../testing/test-db.ts'
import { type Database, type Db, openPglite, openPostgres, readJournal } from './client.ts'
import { seedDemoActivity } from './demo-activity.ts'
import { rawRows } from './raw-rows.ts'
import { seedDemoBusiness } from './seed.ts'

/** Every row of every table, as JSON objects keyed by column, by table. */
async function rowsByTable(db: Db) {
  const tables: Record<string, Record<string, unknown>[]> = {}
  for (const table of await tablesInLoadOrder(db)) {
    tables[table] = (
      await rawRows<{ row: Record<string, unknown> }>(
        db,
        sql.raw(`select to_jsonb(t) as row from "${table}" t`),
      )
    ).map((r) => r.row)
  }
  return tables
}

/** A row's identity: its id, or (a table without one) the whole row. */
const keyOf = (row: Record<string, unknown>) => ('id' in row ? String(row.id) : JSON.stringify(row))

/**
 * What an upgrade lost: rows gone, columns gone, values changed, comparing each table `before`
 * (at an older level) with the same table `after` (at the head). A column that no longer exists
 * with data in it is lost data as much as a deleted row.
 */
function dataLost(
  before: Record<string, Record<string, unknown>[]>,
  after: Record<string, Record<string, unknown>[]>,
): string[] {
  const lost: string[] = []
  for (const [table, rows] of Object.entries(before)) {
    const now = new Map((after[table] ?? []).map((row) => [keyOf(row), row]))
    if (!(table in after) && rows.length > 0) lost.push(`${table}: the table is gone`)
    for (const row of rows) {
      const kept = now.get(keyOf(row))
      if (!kept) {
        lost.push(`${table} ${keyOf(row)}: the row is gone`)
        continue
      }
      for (const [column, value] of Object.entries(row)) {
        if (!(column in kept)) lost.push(`${table}.${column}: the column is gone`)
        else if (JSON.stringify(kept[column]) !== JSON.stringify(value))
          lost.push(
            `${table}.${column} of ${keyOf(row)}: ${JSON.stringify(value)} became ${JSON.stringify(kept[column])}`,
          )
      }
    }
  }
  return [...new Set(lost)]
}

/**
 * The tables of the database's level that today's rows (the dump) can fill: every column it then
 * required is one the rows still have (a row read from JSON gives a missing column null, not its
 * default). A table whose older column is gone since
 * (one the statistics derive, say) cannot be filled as it was, and starts empty.
 */
async function loadableTables(db: Db, dump: string) {
  const required = await rawRows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
         where table_schema = 'public' and is_nullable = 'NO'`,
  )
  const loadable = new Set(await tablesInLoadOrder(db))
  for (const { table, column } of required) {
    const file = path.join(dump, `${table}.jsonl`)
    const first = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n')[0] : ''
    if (first && !(column in JSON.parse(first))) loadable.delete(table)
  }
  return loadable
}

// Upgrades keep yesterday's data: a database at every earlier migration level, holding the demo
// business and its weeks of bookings and quotes as far as that level's tables have columns for
// them, is migrated to the head; then nothing it held is lost, the integrity checks hold, and the
// app reads it.
describe(`upgrading from every migration level (${testDbKind})`, () => {
  const journal = readJournal().entries
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-upgrades-'))
  const dump = path.join(work, 'demo')
  let target: Database
  let drop: () => Promise<void> = async () => {}
  let demo: { table: string; rows: number }[] = []
  /** What the integrity checks find in the demo itself (seeded rows, not made by the app). */
  let demoViolations: Record<string, unknown[]> = {}

  beforeAll(async () => {
    const source = await createTestDatabase()
    try {
      await seedDemoBusiness(source.db)
      await seedDemoActivity(source.db, { now: new Date('2026-12-02T09:00:00Z') })
      demo = (await dumpDatabase(source.db, dump)).tables
      demoViolations = await findIntegrityViolations(source.db)
    } finally {
      await source.close()
    }
    if (testDbKind === 'postgres') {
      const made = await createPostgresDatabase({ empty: true })
      drop = made.drop
      target = await openPostgres({ url: made.url, max: 4 })
    } else {
      target = await openPglite({ dataDir: path.join(work, 'target'), fromTemplate: false })
    }
  }, 120_000)
  afterAll(async () => {
    await target?.close()
    await drop()
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('finds lost rows, columns and values', () => {
    const before = { t: [{ id: 1, a: 'x', b: 2 }], gone: [{ id: 9 }] }
    expect(dataLost(before, { t: [{ id: 1, a: 'x', b: 2, c: null }], gone: [{ id: 9 }] })).toEqual(
      [],
    )
    expect(dataLost(before, { t: [{ id: 1, a: 'x' }], gone: [{ id: 9 }] })).toEqual([
      't.b: the column is gone',
    ])
    expect(dataLost(before, { t: [{ id: 1, a: 'y', b: 2 }], gone: [] })).toEqual([
      't.a of 1: "x" became "y"',
      'gone 9: the row is gone',
    ])
    expect(dataLost(before, { t: [{ id: 1, a: 'x', b: 2 }] })).toEqual([
      'gone: the table is gone',
      'gone 9: the row is gone',
    ])
  })

  it('keeps every row and value of every earlier level, and the app reads them', async ({
    annotate,
  }) => {
    const report: string[] = []
    const started = performance.now()
    for (let index = 0; index < journal.length - 1; index++) {
      const entry = journal[index] as (typeof journal)[number]
      const level = { count: index + 1, newest: entry.when, tag: entry.tag }
      await emptyDatabase(target.db)
      await migrateTo(target, level, fs.mkdtempSync(path.join(work, 'level-')))
      const tables = await loadableTables(target.db, dump)
      await loadDatabase(
        target.db,
        dump,
        demo.filter((t) => tables.has(t.table)),
      )
      const before = await rowsByTable(target.db)
      await target.migrate()
      const after = await rowsByTable(target.db)
      expect(dataLost(before, after), `from ${entry.tag}`).toEqual([])
      // No violation the demo itself did not have: an upgrade breaks none of the invariants.
      const violations = await findIntegrityViolations(target.db)
      for (const [check, rows] of Object.entries(violations)) {
        const known = new Set((demoViolations[check] ?? []).map((r) => JSON.stringify(r)))
        const added = rows.filter((r) => !known.has(JSON.stringify(r)))
        expect(added, `${check}, from ${entry.tag}`).toEqual([])
      }
      const empty = [...(await tablesInLoadOrder(target.db))].filter(
        (table) => table in before && !tables.has(table),
      )
      report.push(
        `${entry.tag}: ${Object.values(before).reduce((n, rows) => n + rows.length, 0)} rows${empty.length > 0 ? ` (${empty.join(', ')} not fillable)` : ''}`,
      )
    }
    // The app on the last one upgraded: its bookings listed, the business's page served.
    const t = await createTestApp({ database: { ...target, close: async () => {} }, demo: false })
    const admin = await signUpAs(t, 'admin')
    const listed = await t.request('/api/v1/bookings?scope=all&limit=200', {
      headers: { cookie: admin.cookie },
    })
    expect(listed.status).toBe(200)
    expect((await readJson(listed)).bookings.length).toBeGreaterThan(0)
    expect((await t.request('/api/v1/services')).status).toBe(200)
    await annotate(
      `${report.length} levels in ${((performance.now() - started) / 1000).toFixed(1)} s\n${report.join('\n')}`,
    )
  }, 600_000)
})
