import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe } from 'vitest'
import { processTestTimeout } from './spawn-server.ts'
import { testDbKind } from './test-db.ts'

/**
 * A `describe` of tests that start server processes on the embedded database: once per run is
 * enough, so not again on PostgreSQL. Each test may take `processTestTimeout`.
 */
export const describeProcesses = (name: string, tests: () => void) =>
  describe.runIf(testDbKind === 'pglite')(name, { timeout: processTestTimeout }, tests)

/** A fresh, empty data directory for a server process (`reserva-<name>-…` in the temp folder). */
export const freshDataDir = (name: string) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `reserva-${name}-`))
