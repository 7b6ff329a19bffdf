import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { loadPglite, migrationsFolder } from '../db/client.ts'

/**
 * Migrates one in-memory PGlite and dumps it: every test file then starts from that dump in about
 * half a second instead of running initdb and the migrations again.
 */
export default async function setup(project: TestProject) {
  const { PGlite, extensions } = await loadPglite()
  const client = await PGlite.create('memory://', { extensions })
  await migrate(drizzle({ client }), { migrationsFolder })
  const dump = await client.dumpDataDir('none')
  await client.close()
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'reserva-pglite-')), 'template.tar')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: { adminUrl: string; template: string; runId: string }
  }
}
