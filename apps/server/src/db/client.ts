import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { serverRoot } from '../paths.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { PgliteConnection } from './pglite-connection.ts'
import { copyPgliteTemplate } from './pglite-template.ts'
import { pipelineBegin } from './pipelined-begin.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const migrationsFolder = path.join(serverRoot, 'drizzle')
export const pgliteExtensions = { btree_gist, citext, pg_trgm, pgcrypto }
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
 * (issue #12 item 9, bench/lists.bench.ts).
 *
 * wal_init_zero: PostgreSQL writes 16 MB of zeros into each new WAL file before using it. PGlite
 * has no background writer, so the commit that fills a file waits for that, about every 2,700
 * bookings: 13–18 ms here, the only PGlite call over 8 ms in a paced run once warm. Off, it
 * writes the file's last byte only, as PostgreSQL offers for file systems that gain nothing from
 * the zeros. The file's unwritten rest still reads as zeros (a sparse file), so recovery finds
 * the end of the log as before (bench/RESULTS.md, 2026-11-28 nineteenth session).
 */
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
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
  /** True when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
}

/**
 * Runs drizzle's migrator only when the folder's journal has a migration newer than the newest
 * the database recorded, which is the test drizzle applies per migration too. A start with nothing
 * to do then costs one query, instead of the migrator reading and hashing every file and running
 * two DDL statements and an empty transaction.
 */
async function migrateIfBehind(db: Db, folder: string, migrate: () => Promise<void>) {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  const newestInFolder = Math.max(...journal.entries.map((entry) => entry.when))
  // Fails on a fresh database (no drizzle schema yet): then it is behind by definition.
  const newestApplied = await db
    .execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`)
    .then(
      (result) => Number((result as unknown as { rows: { newest: unknown }[] }).rows[0]?.newest),
      () => Number.NaN,
    )
  if (newestApplied >= newestInFolder) return
  await migrate()
}

async function pingWith(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * PGlite driven by node-postgres, as PostgreSQL is (decision 019): `PgliteConnection` hands
 * node-postgres's protocol messages to the database in process, a statement's in one call
 * (decision 024). Drizzle's pglite driver runs every query as PGlite's `query`, which parses and
 * plans it again each time (it only uses the unnamed statement); through node-postgres a statement
 * sent by name (`preparedStatement`) is parsed and planned once, on PGlite as on PostgreSQL, and
 * the rows are decoded the same way on both.
 * PGlite is one connection, so the pool has one client, kept while idle: the named statements live
 * in PGlite's one session, and a transaction holds the client as it would hold PGlite's own lock.
 * It is pipelined as PostgreSQL's pool is (`pipelineBegin`): a transaction's BEGIN goes with its
 * first statement, and a write at commit with the COMMIT (docs/decisions/030).
 */
function pglitePool(client: PGlite) {
  const pool = new pg.Pool({
    // What PGlite's adapter (`createPgConfig`) gives node-postgres, with our connection.
    user: 'postgres',
    database: 'postgres',
    password: 'dummy',
    host: 'localhost',
    port: 5432,
    connection: new PgliteConnection(client),
    pipeline: true,
    max: 1,
    idleTimeoutMillis: 0,
  } as pg.PoolConfig)
  pool.on('error', () => {})
  pool.on('connect', pipelineBegin)
  // `pool.query` ends its client after any error (a socket may be broken). Here the next client
  // would share the one connection and receive the old client's end as its own; and
  // nothing is broken: PGlite's session answered the error and is ready.
  // The statement goes through node-postgres's callback, not its promise: the promise's callback
  // is a new closure per statement holding the statement and its rows, and with it each
  // statement's rows outlived the young-generation collections, which copied and promoted about
  // 2 MB of dead rows each time (bench/RESULTS.md, 2026-11-28 seventeenth session).
  pool.query = (async (query: string | pg.QueryConfig, values?: unknown[]) => {
    const config = typeof query === 'string' ? { text: query } : query
    const pooled = await pool.connect()
    try {
      return await new Promise<pg.QueryResult>((resolve, reject) =>
        pooled.query(values ? { ...config, values } : config, (error, result) =>
          error ? reject(error) : resolve(result),
        ),
      )
    } finally {
      pooled.release()
    }
  }) as typeof pool.query
  return pool
}

/**
 * The embedded database. With `dataDir` it lives in `<dataDir>/pglite` and this process takes an
 * exclusive lock on `dataDir`; without it, it lives in memory (tests), optionally started from a
 * dump made by `dumpDataDir`.
 */
export async function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string
  loadDataDir?: Blob
}): Promise<Database> {
  const lock = dataDir ? lockDataDir(dataDir) : undefined
  const clusterDir = dataDir ? path.join(dataDir, 'pglite') : undefined
  let client: PGlite
  try {
    // A first start begins from the build's template rather than running initdb.
    if (clusterDir) copyPgliteTemplate({ clusterDir })
    client = await PGlite.create(clusterDir ?? 'memory://', {
      extensions: pgliteExtensions,
      startParams: pgliteStartParams,
      ...(loadDataDir ? { loadDataDir } : {}),
    })
  } catch (error) {
    lock?.release()
    throw error
  }
  const pool = pglitePool(client)
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db
  let closed = false
  return {
    kind: 'pglite',
    db,
    migrate: (folder = migrationsFolder) =>
      migrateIfBehind(db, folder, () =>
        migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder: folder }),
      ),
    ping: (timeoutMs = 2000) => (closed ? Promise.resolve(false) : pingWith(db, timeoutMs)),
    async close() {
      if (closed) return
      closed = true
      try {
        await pool.end()
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
}: {
  url: string
  max?: number
}): Promise<Database> {
  // Pipeline mode: a query goes out when it is made, not after the previous answer, so that a
  // transaction's BEGIN travels with its first statement (`pipelineBegin`).
  const pool = new pg.Pool({ connectionString: url, max, pipeline: true })
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  pool.on('connect', (client) => {
    pipelineBegin(client)
    // Nor one in use: its queries fail with the error, and the pool drops it when it is released.
    // Without this, a connection lost during a transaction was an uncaught 'error' event.
    client.on('error', () => {})
  })
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db
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
