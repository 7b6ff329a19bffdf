import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { prepareDatabase } from './bootstrap.ts'
import {
  type Database,
  type Journal,
  loadPglite,
  migrationsFolder,
  openPglite,
  openPostgres,
} from './db/client.ts'
import { resources, services, workingHours } from './db/schema.ts'
import { findSettings } from './modules/settings/settings.repository.ts'
import { createPostgresDatabase, createTestDatabase, testDbKind } from './testing/test-db.ts'

const logger = pino({ level: 'silent' })

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

async function extensionNames(database: Database) {
  const result = await database.db.execute(sql`select extname from pg_extension order by extname`)
  return rowsOf<{ extname: string }>(result).map((row) => row.extname)
}

/** Runs `migrate` on a copy of the migrations folder that holds those before `tag` only. */
async function migrationsBefore(tag: string, migrate: (folder: string) => Promise<void>) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-migrations-'))
  try {
    fs.cpSync(migrationsFolder, folder, { recursive: true })
    const journalFile = path.join(folder, 'meta/_journal.json')
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal
    journal.entries = journal.entries.filter((entry) => entry.tag < tag)
    fs.writeFileSync(journalFile, JSON.stringify(journal))
    await migrate(folder)
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

/** Every uuid column's default still makes a uuid: each calls PostgreSQL's own function. */
async function expectUuidDefaults(database: Database) {
  const defaults = rowsOf<{ expression: string }>(
    await database.db.execute(sql`
      select distinct pg_get_expr(adbin, adrelid) as expression
      from pg_attrdef join pg_attribute on attrelid = adrelid and attnum = adnum
      where atttypid = 'uuid'::regtype`),
  )
  expect(defaults.map((row) => row.expression)).toEqual(['gen_random_uuid()'])
  const made = rowsOf<{ id: string }>(
    await database.db.execute(sql`select gen_random_uuid() as id`),
  )
  expect(made[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/)
}

describe('preparing the database at start', () => {
  let database: Database
  afterEach(() => database?.close())

  it("has the extensions the schema relies on, and not pgcrypto: gen_random_uuid() is PostgreSQL's own", async () => {
    database = await createTestDatabase()
    await database.migrate()
    expect(await extensionNames(database)).toEqual(['btree_gist', 'citext', 'pg_trgm', 'plpgsql'])
    await expectUuidDefaults(database)
  })

  it.runIf(testDbKind === 'postgres')(
    'drops the pgcrypto an older version created, keeping every uuid default',
    async () => {
      const { url, drop } = await createPostgresDatabase({ empty: true })
      const opened = await openPostgres({ url, max: 2 })
      database = { ...opened, close: () => opened.close().then(drop) }
      await database.db.execute(sql`create extension pgcrypto`)
      await migrationsBefore('0035', (folder) => opened.migrate(folder))
      expect(await extensionNames(database)).toContain('pgcrypto')
      await database.migrate()
      expect(await extensionNames(database)).not.toContain('pgcrypto')
      await expectUuidDefaults(database)
    },
  )

  it.runIf(testDbKind === 'pglite')(
    'opens an embedded database an older version made with pgcrypto, without loading it, and drops it',
    async () => {
      // The database as the version before migration 0035 left it: pgcrypto created first, then
      // every table.
      const { PGlite, extensions } = await loadPglite()
      const older = await PGlite.create({ extensions: { ...extensions, pgcrypto } })
      await older.exec('create extension pgcrypto')
      await migrationsBefore('0035', (folder) =>
        migratePglite(drizzlePglite({ client: older }), { migrationsFolder: folder }),
      )
      const dump = await older.dumpDataDir('none')
      await older.close()

      database = await openPglite({ loadDataDir: dump })
      expect(await extensionNames(database)).toContain('pgcrypto')
      await database.migrate()
      expect(await extensionNames(database)).not.toContain('pgcrypto')
      await expectUuidDefaults(database)
    },
  )

  it('on a later start, runs only a migration the database lacks, and checks with one query when it lacks none', async () => {
    database = await createTestDatabase()
    // A migrations folder with one migration newer than every one the database has.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-migrations-'))
    const when = Date.now()
    fs.mkdirSync(path.join(folder, 'meta'))
    fs.writeFileSync(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, version: '7', when, tag: '9000_later', breakpoints: true }],
      }),
    )
    const migration = path.join(folder, '9000_later.sql')
    fs.writeFileSync(migration, 'CREATE TABLE later_feature (id integer primary key);')
    try {
      await database.migrate(folder)
      const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows
      expect(rows(await database.db.execute(sql`select * from later_feature`))).toEqual([])
      const applied = rows(
        await database.db.execute(
          sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
        ),
      )
      expect(Number(applied[0]?.newest)).toBe(when)

      // Up to date: the files are not even read (drizzle's migrator would fail on the missing one).
      fs.rmSync(migration)
      await expect(database.migrate(folder)).resolves.toBeUndefined()
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })

  it('refuses a database that a newer version migrated, and leaves it as it was', async () => {
    database = await createTestDatabase()
    await database.migrate()
    const later = Date.parse('2099-01-01T00:00:00Z')
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('later', ${later})`,
    )
    await expect(database.migrate()).rejects.toThrow(
      /migrated by a newer version of Reserva \(its newest migration is from 2099-01-01/,
    )
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations where hash = 'later'`,
    )) as unknown as { rows: { n: number }[] }
    expect(rows[0]?.n).toBe(1)
  })

  it.runIf(testDbKind === 'pglite')(
    'opens the embedded database with an 8 MB buffer pool, not the 128 MB it zeroes at every start, and shared memory for one backend',
    async () => {
      database = await createTestDatabase()
      const settings = rowsOf<{ name: string; setting: string }>(
        await database.db.execute(sql`
          select name, current_setting(name) as setting from unnest(array[
            'shared_buffers', 'max_connections', 'autovacuum_max_workers', 'max_wal_senders'
          ]) as name`),
      )
      expect(Object.fromEntries(settings.map((row) => [row.name, row.setting]))).toEqual({
        shared_buffers: '8MB',
        max_connections: '2',
        autovacuum_max_workers: '1',
        max_wal_senders: '0',
      })
    },
  )

  it.runIf(testDbKind === 'pglite')(
    'starts a WAL file without writing 16 MB of zeros first, and reads the log back after a reopen',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-wal-'))
      try {
        database = await openPglite({ dataDir })
        const db = database.db
        await db.execute(sql`create table notes (body text)`)
        await db.execute(sql`insert into notes values ('before the switch')`)
        // The next record goes into a new WAL file, made now.
        await db.execute(sql`select pg_switch_wal()`)
        await db.execute(sql`insert into notes values ('in the new file')`)
        const walDir = path.join(dataDir, 'pglite', 'pg_wal')
        const files = fs.readdirSync(walDir).filter((name) => /^[0-9A-F]{24}$/.test(name))
        const newest = fs.statSync(path.join(walDir, files.sort().at(-1) as string))
        expect(newest.size).toBe(16 * 1024 * 1024)
        // Only the pages written hold disk blocks; with wal_init_zero they all would.
        expect(newest.blocks * 512).toBeLessThan(1024 * 1024)
        await database.close()

        database = await openPglite({ dataDir })
        const { rows } = (await database.db.execute(
          sql`select body from notes order by body`,
        )) as unknown as { rows: { body: string }[] }
        expect(rows.map((r) => r.body)).toEqual(['before the switch', 'in the new file'])
      } finally {
        await database?.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )

  it('seeds the demo business into a fresh database when asked: services, resources, hours', async () => {
    database = await createTestDatabase()
    expect(await prepareDatabase({ database, demo: true, logger })).toEqual({ seededDemo: true })
    const db = database.db
    expect((await findSettings(db))?.name).toBe('Spoke & Chain')
    const catalogue = await db.select().from(services)
    expect(catalogue.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Safety check', 'Full service', 'Maintenance class', 'Custom build']),
    )
    expect(catalogue.find((s) => s.name === 'Maintenance class')?.capacity).toBe(8)
    expect(catalogue.find((s) => s.name === 'Custom build')).toMatchObject({
      pricing: 'quote',
      priceMinor: null,
    })
    expect(await db.select().from(resources)).toHaveLength(4)
    expect((await db.select().from(workingHours)).length).toBeGreaterThan(20)
  })

  it('never seeds twice: a second start on existing data changes nothing', async () => {
    database = await createTestDatabase()
    await prepareDatabase({ database, demo: true, logger })
    expect(await prepareDatabase({ database, demo: true, logger })).toEqual({ seededDemo: false })
    expect(await database.db.select().from(services)).toHaveLength(5)
  })

  it('leaves demo data out when DEMO=0, and starts the business with defaults', async () => {
    database = await createTestDatabase()
    expect(await prepareDatabase({ database, demo: false, logger })).toEqual({ seededDemo: false })
    expect((await findSettings(database.db))?.name).toBe('Reserva')
    expect(await database.db.select().from(services)).toHaveLength(0)
  })

  it('decides by the kind of database when DEMO is unset: demo data only on the embedded one', async () => {
    database = await createTestDatabase()
    const { seededDemo } = await prepareDatabase({ database, demo: undefined, logger })
    expect(seededDemo).toBe(testDbKind === 'pglite')
  })

  it('refuses rows the rules forbid, in the database itself', async () => {
    database = await createTestDatabase()
    await prepareDatabase({ database, demo: false, logger })
    await expect(
      database.db
        .insert(services)
        .values({ name: 'Free lunch', durationMinutes: 0, priceMinor: 0 }),
    ).rejects.toMatchObject({ cause: { code: '23514' } })
    await expect(
      database.db.execute(sql`insert into business_settings (id, name) values (2, 'Second')`),
    ).rejects.toMatchObject({ cause: { code: '23514' } })
  })
})
