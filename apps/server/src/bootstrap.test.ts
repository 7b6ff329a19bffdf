import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { prepareDatabase } from './bootstrap.ts'
import { type Database, openPglite } from './db/client.ts'
import { resources, services, workingHours } from './db/schema.ts'
import { findSettings } from './modules/settings/settings.repository.ts'
import { createTestDatabase, testDbKind } from './testing/test-db.ts'

const logger = pino({ level: 'silent' })

describe('preparing the database at start', () => {
  let database: Database
  afterEach(() => database?.close())

  it('has the extensions the schema relies on: btree_gist, citext, pgcrypto', async () => {
    database = await createTestDatabase()
    await database.migrate()
    // Both drivers answer raw SQL with { rows }.
    const { rows } = (await database.db.execute(
      sql`select extname from pg_extension order by extname`,
    )) as unknown as { rows: { extname: string }[] }
    expect(rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(['btree_gist', 'citext', 'pgcrypto']),
    )
  })

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
    'opens the embedded database with a 16 MB buffer pool, not the 128 MB it zeroes at every start',
    async () => {
      database = await createTestDatabase()
      const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[]
      }
      expect(rows[0]?.shared_buffers).toBe('16MB')
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
