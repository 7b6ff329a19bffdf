import fs from 'node:fs'
import path from 'node:path'
import type { Logger } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { serverRoot } from '../paths.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { copyPgliteTemplate } from './pglite-template.ts'
import { transactionsOnConnections } from './prepared.ts'
import * as schema from './schema.ts'
import {
  type DatabaseUsage,
  statementTimes,
  type TimedPGlite,
  timedPGliteClass,
  timedPgClient,
} from './usage.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const migrationsFolder = path.join(serverRoot, 'drizzle')
/**
 * PGlite, the extensions the schema needs and Drizzle's driver for it, loaded when an embedded
 * database is opened: a server on PostgreSQL never holds PGlite's code (the server's bundle keeps
 * what is imported here in a chunk of its own, build.mjs).
 */
export async function loadPglite() {
  const [{ PGlite }, { btree_gist }, { citext }, { pg_trgm }, { drizzle }, { migrate }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/btree_gist'),
      import('@electric-sql/pglite/contrib/citext'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ])
  return { PGlite, extensions: { btree_gist, citext, pg_trgm }, drizzle, migrate }
}
/**
 * PGlite runs PostgreSQL's single-user mode: one backend, no autovacuum workers and no replication
 * senders, though PostgreSQL sizes its shared memory (process slots, lock tables) for the defaults:
 * 100 connections, 3 autovacuum workers and 10 senders. Sized for what runs, it is smaller.
 */
const pgliteOneBackend = [
  '-c',
  'max_connections=2',
  '-c',
  'autovacuum_max_workers=1',
  '-c',
  'max_wal_senders=0',
]
/**
 * initdb gives PGlite PostgreSQL's default buffer pool, 128 MB, which it allocates and zeroes on
 * every open: about a fifth of the time to open an existing directory, and 120 MB of memory. A
 * small business's data fits in far less, and the operating system caches the files as well: the
 * pool costs its size in resident memory for as long as the server runs, and PGlite's memory does
 * not shrink, so it is kept small enough for a small server (bench/memory.bench.mjs).
 *
 * random_page_cost: PGlite's pages are in that pool or the operating system's cache, where a
 * random read costs about what a sequential one does (PostgreSQL's advice for such data is 1.1;
 * the default, 4, assumes a spinning disk). With 4 the planner reads every person with `ilike`
 * rather than use the trigram indexes (migration 0012) once a search has a dozen characters,
 * and in WebAssembly that scan costs 10 ms of CPU on 5,000 people where the indexes cost 1–2
 * (bench/lists.bench.ts).
 *
 * wal_init_zero: PostgreSQL writes 16 MB of zeros into each new WAL file before using it. PGlite
 * has no background writer, so the commit that fills a file waits for that, about every 2,700
 * bookings, the slowest PGlite call in a paced run once warm. Off, it writes the file's last byte
 * only, as PostgreSQL offers for file systems that gain nothing from the zeros. The file's
 * unwritten rest still reads as zeros (a sparse file), so recovery finds the end of the log as
 * before.
 */
const pgliteSettings = [
  '-c',
  'shared_buffers=8MB',
  ...pgliteOneBackend,
  '-c',
  'random_page_cost=1.1',
  '-c',
  'wal_init_zero=off',
]

export interface Database {
  kind: 'pglite' | 'postgres'
  db: Db
  /** PostgreSQL's connection string, for a connection of its own (the realtime LISTEN). */
  url?: string
  /** Runs every pending migration; the same SQL files on both kinds. `folder` is for tests. */
  migrate(folder?: string): Promise<void>
  /** True when the database answers a read of one of its tables within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>
  /** Its connections' use and its statements' times, for /metrics. */
  usage: DatabaseUsage
  close(): Promise<void>
}

/** A migrations folder's list (drizzle-kit's journal): each migration's file name and time. */
export type Journal = { entries: { idx: number; when: number; tag: string }[] }

export const readJournal = (folder = migrationsFolder): Journal =>
  JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal

/**
 * The database holds a migration this version's folder does not: a newer Reserva wrote it, and an
 * older one would serve (and write) tables it does not know.
 */
export class DatabaseNewerError extends Error {
  constructor(applied: number, known: number) {
    super(
      `The database was migrated by a newer version of Reserva (its newest migration is from ` +
        `${new Date(applied).toISOString()}; this version knows migrations up to ` +
        `${new Date(known).toISOString()}). Start that version or a newer one, or restore a ` +
        'backup made by this one.',
    )
    this.name = 'DatabaseNewerError'
  }
}

/**
 * Runs drizzle's migrator only when the folder's journal has a migration newer than the newest
 * the database recorded, which is the test drizzle applies per migration too; refuses a database
 * whose newest is newer than the folder's. A start with nothing
 * to do then costs one query, instead of the migrator reading and hashing every file and running
 * two DDL statements and an empty transaction.
 */
async function migrateIfBehind(db: Db, folder: string, migrate: () => Promise<void>) {
  const journal = readJournal(folder)
  const newestInFolder = Math.max(...journal.entries.map((entry) => entry.when))
  // Fails on a fresh database (no drizzle schema yet): then it is behind by definition.
  const newestApplied = await db
    .execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
    .then(
      (result) => Number((result as unknown as { rows: { newest: unknown }[] }).rows[0]?.newest),
      () => Number.NaN,
    )
  if (newestApplied > newestInFolder) throw new DatabaseNewerError(newestApplied, newestInFolder)
  if (newestApplied === newestInFolder) return
  await migrate()
}

async function pingWith(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    // A real table: a database recreated empty (or never migrated) answers `select 1` as well.
    const read = db.select({ one: sql`1` }).from(schema.businessSettings).limit(1)
    return await Promise.race([read.then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The embedded database. With `dataDir` it lives in `<dataDir>/pglite` and this process takes an
 * exclusive lock on `dataDir`; without it, it lives in memory (tests), optionally started from a
 * dump made by `dumpDataDir`.
 */
export async function openPglite({
  dataDir,
  loadDataDir,
  logger,
  fromTemplate = true,
}: {
  dataDir?: string
  loadDataDir?: Blob
  /**
   * False: a new database runs initdb rather than copying the build's template, which is migrated
   * to the head already (a restore of an older backup migrates to the backup's level instead).
   */
  fromTemplate?: boolean
  /** Drizzle's query log: each statement as it is sent (tests count a booking's statements). */
  logger?: Logger
}): Promise<Database> {
  const { PGlite, extensions, drizzle, migrate } = await loadPglite()
  const lock = dataDir ? lockDataDir(dataDir) : undefined
  const clusterDir = dataDir ? path.join(dataDir, 'pglite') : undefined
  const times = statementTimes()
  let client: TimedPGlite
  try {
    // A first start begins from the build's template rather than running initdb.
    if (clusterDir && fromTemplate) copyPgliteTemplate({ clusterDir })
    client = new (timedPGliteClass(PGlite))(
      clusterDir ?? 'memory://',
      {
        extensions,
        startParams: [...PGlite.defaultStartParams, ...pgliteSettings],
        ...(loadDataDir ? { loadDataDir } : {}),
      },
      times,
    )
    await client.waitReady
  } catch (error) {
    lock?.release()
    throw error
  }
  const pglite = drizzle({ client, schema, ...(logger ? { logger } : {}) })
  const db = pglite as unknown as Db
  let closed = false
  return {
    kind: 'pglite',
    db,
    migrate: (folder = migrationsFolder) =>
      migrateIfBehind(db, folder, () => migrate(pglite, { migrationsFolder: folder })),
    ping: (timeoutMs = 2000) => (closed ? Promise.resolve(false) : pingWith(db, timeoutMs)),
    usage: {
      connections: () => {
        const open = closed ? 0 : 1
        return {
          max: 1,
          open,
          idle: open && client.underWay === 0 ? 1 : 0,
          waiting: Math.max(0, client.underWay - 1),
        }
      },
      onStatement: times.listen,
    },
    async close() {
      if (closed) return
      closed = true
      try {
        await client.close()
      } finally {
        lock?.release()
      }
    },
  }
}

export async function openPostgres({
  url,
  max = 10,
  logger,
}: {
  url: string
  max?: number
  logger?: Logger
}): Promise<Database> {
  // Pipeline mode: a query goes out when it is made, not after the previous answer, so that a
  // write whose answer the transaction does not wait for (`writeAtCommit`) travels with the COMMIT.
  const times = statementTimes()
  const pool = new pg.Pool({
    connectionString: url,
    max,
    pipeline: true,
    Client: timedPgClient(times),
  })
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  pool.on('connect', (client) => {
    // Nor one in use: its queries fail with the error, and the pool drops it when it is released.
    // Without this, a connection lost during a transaction was an uncaught 'error' event.
    client.on('error', () => {})
  })
  const db = drizzleNodePg({ client: pool, schema, ...(logger ? { logger } : {}) }) as unknown as Db
  // Each connection's own database, for as long as the pool keeps the connection.
  const connections = new WeakMap<pg.PoolClient, Db>()
  transactionsOnConnections(db, async () => {
    const client = await pool.connect()
    let connection = connections.get(client)
    if (!connection) {
      connection = drizzleNodePg({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db
      connections.set(client, connection)
    }
    return { connection, release: () => client.release() }
  })
  let closed = false
  return {
    kind: 'postgres',
    db,
    url,
    migrate: (folder = migrationsFolder) =>
      migrateIfBehind(db, folder, () =>
        migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder: folder }),
      ),
    ping: (timeoutMs = 2000) => (closed ? Promise.resolve(false) : pingWith(db, timeoutMs)),
    usage: {
      connections: () => ({
        max,
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      onStatement: times.listen,
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}

export function openDatabase({
  databaseUrl,
  dataDir,
}: {
  databaseUrl: string | undefined
  dataDir: string
}): Promise<Database> {
  return databaseUrl ? openPostgres({ url: databaseUrl }) : openPglite({ dataDir })
}
