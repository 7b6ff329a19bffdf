/**
 * What handing PGlite a statement's protocol messages in one call saves (docs/decisions/024):
 * the same work on two in-memory PGlite databases, one behind our connection
 * (`PgliteConnection`, through `openPglite`) and one behind PGlite's own node-postgres adapter
 * (`createPgConfig`, one call per message), taken in turns so that the machine's drift falls on
 * both alike. Prints the median time of each piece of work on each, and their ratio.
 * Run from the repository root: npx tsx bench/pglite-connection.bench.ts [--iterations 3000]
 */
import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { type Db, openPglite, pgliteExtensions } from '../apps/server/src/db/client.ts'
import { tuneGarbageCollector } from '../apps/server/src/lib/garbage-collection.ts'
import { benchArgs, machine, percentile, round } from './bench-run.ts'

const { iterations } = benchArgs({ iterations: 3000 })
const warmup = Math.floor(iterations / 10)

// Both connections run with the collector as the server's entry sets it.
tuneGarbageCollector()
const ours = await openPglite({})
const theirsClient = await PGlite.create('memory://', { extensions: pgliteExtensions })
const config = createPgConfig(theirsClient)
// The one patch the adapter needs to run our statements: node-postgres passes a query's type
// parsers where the Parse message's parameter types go.
const parse = config.connection.parse.bind(config.connection)
config.connection.parse = (query: { types?: unknown }) =>
  parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined })
const theirsPool = new pg.Pool({ ...config, max: 1, idleTimeoutMillis: 0 })
const databases = {
  connection: ours.db,
  adapter: drizzle({ client: theirsPool }) as unknown as Db,
}
for (const db of Object.values(databases)) {
  await db.execute(sql`create table bench (id serial primary key, n int not null, note text)`)
}

const work: Record<string, (db: Db) => Promise<unknown>> = {
  // A statement run by name, as every booking's and slot list's reads are.
  'select by name': (db) =>
    db
      .select({ n: sql<number>`${sql.placeholder('n')}::int + 1` })
      .from(sql`(select 1) as one`)
      .prepare('bench_plus_one')
      .execute({ n: 1 }),
  // BEGIN, a read and two writes (parsed each time), COMMIT.
  'transaction of three': (db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select count(*) from bench where n = ${1}`)
      await tx.execute(sql`insert into bench (n, note) values (${2}, ${'two'})`)
      await tx.execute(sql`insert into bench (n, note) values (${3}, ${'three'})`)
    }),
}

const results: Record<string, unknown> = { ...machine(), iterations }
for (const [name, run] of Object.entries(work)) {
  const times: Record<string, number[]> = { connection: [], adapter: [] }
  for (let i = 0; i < iterations + warmup; i++) {
    for (const [kind, db] of Object.entries(databases)) {
      const started = performance.now()
      await run(db)
      if (i >= warmup) times[kind]?.push(performance.now() - started)
    }
  }
  const connection = percentile(times.connection as number[], 50)
  const adapter = percentile(times.adapter as number[], 50)
  results[name] = {
    connectionMedianMs: round(connection, 3),
    adapterMedianMs: round(adapter, 3),
    ratio: round(connection / adapter),
  }
  console.log(JSON.stringify({ [name]: results[name] }))
}
await ours.close()
await theirsPool.end()
await theirsClient.close()
console.log(JSON.stringify(results, null, 2))
