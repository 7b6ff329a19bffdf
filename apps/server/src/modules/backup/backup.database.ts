import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { finished } from 'node:stream/promises'
import { sql } from 'drizzle-orm'
import { type Database, type Db, migrationsFolder, readJournal, type Tx } from '../../db/client.ts'
import { rawRows } from '../../db/raw-rows.ts'

/**
 * The database part of a backup: every table of the `public` schema as JSON lines, one row per
 * line as PostgreSQL's `to_jsonb` writes it, and the migration level the rows belong to. Plain
 * SQL that PGlite and PostgreSQL answer alike, so an archive made on one loads into the other.
 */

export type MigrationLevel = { count: number; newest: number; tag: string }

export type TableDump = { table: string; rows: number; file: string }

/** Rows fetched per read: bounds the memory a dump holds, whatever a table's size. */
const pageSize = 2000
/** Rows sent per insert when loading. */
const loadBatch = 500

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The newest migration the database has applied, named by the journal of this version's code. */
export async function migrationLevel(db: Db | Tx): Promise<MigrationLevel> {
  const [row] = await rawRows<{ count: number; newest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )
  const newest = Number(row?.newest ?? 0)
  const entry = readJournal().entries.find((e) => e.when === newest)
  return { count: row?.count ?? 0, newest, tag: entry?.tag ?? 'unknown' }
}

/** The tables of `public`, parents before the tables whose foreign keys point at them. */
export async function tablesInLoadOrder(db: Db | Tx): Promise<string[]> {
  const tables = (
    await rawRows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((r) => r.name)
  const edges = await rawRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
          join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
         where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  )
  const parents = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const { child, parent } of edges) parents.get(child)?.add(parent)
  const ordered: string[] = []
  const placed = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)),
    )
    if (ready.length === 0) throw new Error('The tables’ foreign keys form a cycle')
    for (const t of ready) {
      ordered.push(t)
      placed.add(t)
    }
  }
  return ordered
}

/**
 * Writes every table's rows into `dir` as `<table>.jsonl`, from one repeatable-read snapshot: a
 * consistent state even while the server goes on writing (on PGlite, whose one connection the
 * snapshot holds, the server's queries wait for the dump instead). Rows are read a page at a time
 * in the order they are stored, which the snapshot keeps still.
 */
export async function dumpDatabase(
  db: Db,
  dir: string,
): Promise<{ level: MigrationLevel; tables: TableDump[] }> {
  fs.mkdirSync(dir, { recursive: true })
  return db.transaction(
    async (tx) => {
      const level = await migrationLevel(tx)
      const tables: TableDump[] = []
      for (const table of await tablesInLoadOrder(tx)) {
        const file = path.join(dir, `${table}.jsonl`)
        const out = fs.createWriteStream(file, { mode: 0o600 })
        let rows = 0
        let after = '(0,0)'
        for (;;) {
          const page = await rawRows<{ at: string; row: string }>(
            tx,
            sql.raw(
              `select t.ctid::text as at, to_jsonb(t)::text as row from ${quoted(table)} t
                where t.ctid > '${after}'::tid order by t.ctid limit ${pageSize}`,
            ),
          )
          for (const { row } of page) {
            if (!out.write(`${row}\n`)) await once(out, 'drain')
          }
          rows += page.length
          const last = page.at(-1)
          if (!last || page.length < pageSize) break
          after = last.at
        }
        out.end()
        await finished(out)
        tables.push({ table, rows, file: path.basename(file) })
      }
      return { level, tables }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** True when the database has no table of ours yet (neither the app's nor the migrations'). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  )
  return row?.n === 0
}

/** Drops everything of ours from a PostgreSQL database, for a restore with `--force`. */
export async function emptyDatabase(db: Db) {
  await db.execute(sql`drop schema if exists drizzle cascade`)
  await db.execute(sql`drop schema if exists public cascade`)
  await db.execute(sql`create schema public`)
}

/**
 * Migrates an empty database to `level` exactly: the migrations up to it, from a folder holding
 * only those, so that an archive's rows meet the tables they were read from. Refuses a level this
 * version does not know (an archive from a newer Reserva).
 */
export async function migrateTo(database: Database, level: MigrationLevel, scratch: string) {
  const journal = readJournal()
  const upTo = journal.entries.findIndex((e) => e.when === level.newest)
  if (upTo < 0) {
    throw new Error(
      `The backup was made at migration ${level.tag}, which this version of Reserva does not know: restore it with that version or a newer one.`,
    )
  }
  const folder = path.join(scratch, 'migrations')
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true })
  const entries = journal.entries.slice(0, upTo + 1)
  for (const entry of entries) {
    fs.copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    )
  }
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  await database.migrate(folder)
}

/** Reads a JSON-lines file a batch of lines at a time. */
async function* batches(file: string, size: number) {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })
  let batch: string[] = []
  for await (const line of lines) {
    if (line === '') continue
    batch.push(line)
    if (batch.length === size) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}

/**
 * Loads the dumped tables into a database migrated to the dump's level, in one transaction: all
 * of it or nothing. The rows the migrations wrote (default settings) make way for the archive's;
 * the tables' own triggers (statistics kept up to date on each write) stay off while the rows
 * arrive, since the archive holds what they computed. Answers each table's rows as loaded.
 */
export async function loadDatabase(
  db: Db,
  dir: string,
  tables: { table: string; rows: number }[],
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const order = await tablesInLoadOrder(tx)
    const known = new Set(order)
    const unknown = tables.find((t) => !known.has(t.table))
    if (unknown) throw new Error(`The backup has a table this database lacks: ${unknown.table}`)
    // A level before the first table (the extensions) has nothing to empty.
    if (order.length > 0) await tx.execute(sql.raw(`truncate ${order.map(quoted).join(', ')}`))
    for (const table of order)
      await tx.execute(sql.raw(`alter table ${quoted(table)} disable trigger user`))
    const loaded: Record<string, number> = {}
    const given = new Map(tables.map((t) => [t.table, t]))
    for (const table of order) {
      loaded[table] = 0
      if (!given.has(table)) continue
      for await (const batch of batches(path.join(dir, `${table}.jsonl`), loadBatch)) {
        await tx.execute(
          sql`insert into ${sql.raw(quoted(table))} select * from jsonb_populate_recordset(null::${sql.raw(quoted(table))}, ${`[${batch.join(',')}]`}::jsonb)`,
        )
        loaded[table] += batch.length
      }
    }
    for (const table of order)
      await tx.execute(sql.raw(`alter table ${quoted(table)} enable trigger user`))
    for (const { table, rows } of tables) {
      if (loaded[table] !== rows) {
        throw new Error(
          `The backup's ${table} holds ${loaded[table]} rows, its manifest says ${rows}`,
        )
      }
    }
    return loaded
  })
}
