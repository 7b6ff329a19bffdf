import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts'

/**
 * Runs `work` on a fresh database: PGlite in a temporary data directory, or a database created on
 * the PostgreSQL server that BENCH_DATABASE_URL (or TEST_DATABASE_URL) names, with a pool of `max`
 * connections. Either is removed afterwards.
 */
export async function withDatabase<T>(
  { kind, max }: { kind: 'pglite' | 'postgres'; max: number },
  work: (db: Database) => Promise<T>,
) {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-bench-'))
    const db = await openPglite({ dataDir: dir })
    try {
      return await work(db)
    } finally {
      await db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!admin) throw new Error('set BENCH_DATABASE_URL or TEST_DATABASE_URL')
  const name = `reserva_bench_${crypto.randomBytes(4).toString('hex')}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  const db = await openPostgres({ url: url.toString(), max })
  try {
    return await work(db)
  } finally {
    await db.close()
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
}

/**
 * The kinds of database to bench: those of `names` (comma-separated, from `--databases`) that
 * can run here; PostgreSQL only when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
 */
export const benchKinds = (names: string) =>
  (
    [
      'pglite',
      ...((process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)
        ? (['postgres'] as const)
        : []),
    ] as const
  ).filter((kind) => names.split(',').includes(kind))
