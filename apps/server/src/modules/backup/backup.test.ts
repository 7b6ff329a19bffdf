import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { type Database, type Db, openPglite, openPostgres, readJournal } from '../../db/client.ts'
import { seedDemoActivity } from '../../db/demo-activity.ts'
import { rawRows } from '../../db/raw-rows.ts'
import { seedDemoBusiness } from '../../db/seed.ts'
import { databaseUrl, withAdmin } from '../../testing/postgres-admin.ts'
import { createTestDatabase, testDbKind } from '../../testing/test-db.ts'
import { loadDatabase, migrateTo, migrationLevel, tablesInLoadOrder } from './backup.database.ts'
import { type Installation, readArchive, restoreBackup, takeBackup } from './backup.service.ts'

const now = new Date('2026-12-02T09:00:00.000Z')
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-backup-test-'))
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Every table's rows, each as PostgreSQL writes it as JSON, sorted: equal sets compare equal. */
async function allRows(db: Db) {
  const tables: Record<string, string[]> = {}
  for (const table of await tablesInLoadOrder(db)) {
    const { rows } = (await db.execute(
      sql.raw(`select to_jsonb(t)::text as row from "${table}" t`),
    )) as unknown as { rows: { row: string }[] }
    tables[table] = rows.map((r) => r.row).sort()
  }
  return tables
}

/** The source: a demo business with its bookings and quotes, a stored file and a secret. */
async function demoInstallation() {
  const database = await createTestDatabase()
  cleanups.push(() => database.close())
  await seedDemoBusiness(database.db)
  await seedDemoActivity(database.db, { now })
  const dataDir = tempDir()
  const file = path.join(dataDir, 'storage', 'quote-attachments', 'a', 'photo.jpg')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const bytes = crypto.randomBytes(70_000)
  fs.writeFileSync(file, bytes)
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'the-secret')
  const installation: Installation = { dataDir, storageDriver: 'local', authSecretFromEnv: false }
  return { database, installation, bytes }
}

/** An empty PostgreSQL database of its own, when the run has a PostgreSQL server. */
async function emptyPostgres(): Promise<string | undefined> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return undefined
  const name = `reserva_restore_${crypto.randomBytes(4).toString('hex')}`
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`))
  cleanups.push(async () => {
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`))
  })
  return databaseUrl(adminUrl, name)
}

async function opened(open: Promise<Database>) {
  const database = await open
  cleanups.push(() => database.close())
  return database
}

describe(`backup and restore from ${testDbKind}`, () => {
  it('restores every row, file and the secret into the embedded database and into PostgreSQL', async () => {
    const source = await demoInstallation()
    const archive = path.join(tempDir(), 'backup.tar.gz')
    const manifest = await takeBackup({ ...source, out: archive, now })
    expect(manifest.database.kind).toBe(testDbKind)
    expect(manifest.storage).toMatchObject({ driver: 'local', files: 1, bytes: 70_000 })
    expect(manifest.database.tables.find((t) => t.table === 'bookings')?.rows).toBeGreaterThan(5)
    const expected = await allRows(source.database.db)

    // Into a new embedded database.
    const pgliteDir = tempDir()
    const intoPglite: Installation = {
      dataDir: pgliteDir,
      storageDriver: 'local',
      authSecretFromEnv: false,
    }
    await restoreBackup({ archive, installation: intoPglite })
    const restored = await opened(openPglite({ dataDir: pgliteDir }))
    expect(await allRows(restored.db)).toEqual(expected)
    expect(fs.readFileSync(path.join(pgliteDir, 'storage/quote-attachments/a/photo.jpg'))).toEqual(
      source.bytes,
    )
    expect(fs.readFileSync(path.join(pgliteDir, 'auth-secret'), 'utf8')).toBe('the-secret')
    // A second restore over it is refused, and goes through with force.
    await expect(restoreBackup({ archive, installation: intoPglite })).rejects.toThrow(
      /Refusing to restore over existing data/,
    )

    // Into an empty PostgreSQL database.
    const url = await emptyPostgres()
    if (url) {
      const intoPostgres: Installation = {
        dataDir: tempDir(),
        databaseUrl: url,
        storageDriver: 'local',
        authSecretFromEnv: false,
      }
      await restoreBackup({ archive, installation: intoPostgres })
      const onPostgres = await opened(openPostgres({ url, max: 2 }))
      expect(await allRows(onPostgres.db)).toEqual(expected)
    }
  })

  it('refuses a truncated or altered archive, saying so', async () => {
    const source = await demoInstallation()
    const dir = tempDir()
    const archive = path.join(dir, 'backup.tar.gz')
    await takeBackup({ ...source, out: archive, now })
    const whole = fs.readFileSync(archive)

    const truncated = path.join(dir, 'truncated.tar.gz')
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)))
    await expect(readArchive(truncated, tempDir())).rejects.toThrow(/is not a whole Reserva backup/)

    // An archive whose file was changed after it was made: unpacked, altered, packed again.
    const unpacked = tempDir()
    await readArchive(archive, unpacked)
    fs.appendFileSync(path.join(unpacked, 'database/bookings.jsonl'), '{}\n')
    const { create } = await import('tar')
    const altered = path.join(dir, 'altered.tar.gz')
    await create({ gzip: true, file: altered, cwd: unpacked }, fs.readdirSync(unpacked))
    await expect(readArchive(altered, tempDir())).rejects.toThrow(
      /is damaged: database\/bookings.jsonl does not match its checksum/,
    )
    // A link among the files is not unpacked, so the entry it stands for is missing.
    fs.rmSync(path.join(unpacked, 'database/bookings.jsonl'))
    fs.symlinkSync('/etc/passwd', path.join(unpacked, 'database/bookings.jsonl'))
    const linked = path.join(dir, 'linked.tar.gz')
    await create({ gzip: true, file: linked, cwd: unpacked }, fs.readdirSync(unpacked))
    const linkedInto = tempDir()
    await expect(readArchive(linked, linkedInto)).rejects.toThrow(
      /is incomplete: database\/bookings.jsonl is missing/,
    )
    expect(fs.existsSync(path.join(linkedInto, 'database/bookings.jsonl'))).toBe(false)

    const target: Installation = {
      dataDir: tempDir(),
      storageDriver: 'local',
      authSecretFromEnv: false,
    }
    await expect(restoreBackup({ archive: altered, installation: target })).rejects.toThrow(
      /damaged/,
    )
    expect(fs.existsSync(path.join(target.dataDir, 'pglite'))).toBe(false)
  })

  it('restores an archive an older version made: its rows load at its level, then migrate', async () => {
    const source = await demoInstallation()
    const headArchive = path.join(tempDir(), 'head.tar.gz')
    const head = await takeBackup({ ...source, out: headArchive, now })
    const headDump = tempDir()
    await readArchive(headArchive, headDump)

    // An installation of an older version (four migrations behind), holding the demo's rows
    // as far as its tables have columns for them.
    const journal = readJournal().entries
    const old = journal.at(-5)
    if (!old) throw new Error('too few migrations')
    const olderDir = tempDir()
    const older = await opened(openPglite({ dataDir: olderDir, fromTemplate: false }))
    const level = { count: journal.length - 4, newest: old.when, tag: old.tag }
    await migrateTo(older, level, tempDir())
    expect(await migrationLevel(older.db)).toEqual(level)
    const oldTables = new Set(await tablesInLoadOrder(older.db))
    const carried = head.database.tables.filter((t) => oldTables.has(t.table))
    expect(carried.length).toBeLessThan(head.database.tables.length)
    await loadDatabase(older.db, path.join(headDump, 'database'), carried)
    const oldArchive = path.join(tempDir(), 'older.tar.gz')
    const made = await takeBackup({
      database: older,
      installation: { dataDir: olderDir, storageDriver: 'local', authSecretFromEnv: true },
      out: oldArchive,
      now,
    })
    expect(made.database.migration).toEqual(level)

    const url = testDbKind === 'postgres' ? await emptyPostgres() : undefined
    const target: Installation = {
      dataDir: tempDir(),
      ...(url ? { databaseUrl: url } : {}),
      storageDriver: 'local',
      authSecretFromEnv: true,
    }
    const { loaded } = await restoreBackup({ archive: oldArchive, installation: target })
    const restored = await opened(
      url ? openPostgres({ url, max: 2 }) : openPglite({ dataDir: target.dataDir }),
    )
    expect((await migrationLevel(restored.db)).tag).toBe(journal.at(-1)?.tag)
    // Every row of every table the older version had; the tables it lacked start empty.
    for (const { table, rows } of head.database.tables) {
      expect(loaded[table], table).toBe(oldTables.has(table) ? rows : undefined)
    }
    const ids = (db: Db) =>
      rawRows<{ id: string; status: string }>(
        db,
        sql`select id::text, status from bookings order by id`,
      )
    expect(await ids(restored.db)).toEqual(await ids(source.database.db))
  })
})
