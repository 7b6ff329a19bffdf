import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { databaseFreeTests } from './src/testing/database-free-tests.ts'

const common = {
  // One worker runs file after file with the modules it has already loaded: importing the app
  // (Better Auth, Drizzle, PGlite, zod's schemas) anew for each file cost about half the suite's
  // time. Each file builds its own app and database (testing/create-test-app.ts), so nothing a file
  // leaves in a module changes what the next one sees.
  isolate: false,
  setupFiles: ['src/testing/setup.ts'],
  // A test that starts servers, processes or databases of its own takes 20-30 s while the other
  // suites share the machine (scripts/test.mjs), more on a slower one: a limit that only a hang
  // reaches. A wrong answer fails at once whatever the limit.
  testTimeout: 90_000,
  hookTimeout: 120_000,
}
// Tests that reach no database run once; the rest run on PGlite always, and on a real PostgreSQL
// server when TEST_DATABASE_URL names one (each run creates and drops its own databases there).
const databaseFree = databaseFreeTests(path.join(import.meta.dirname, 'src'))
const onDatabase = { ...common, include: ['src/**/*.test.ts'], exclude: databaseFree }

export default defineConfig({
  test: {
    // Two files at a time, on a 2-core machine too (Vitest's default there is one): a file on
    // PGlite and one on PostgreSQL side by side, where the PostgreSQL server's own process does
    // much of the second one's work.
    maxWorkers: 2,
    projects: [
      { test: { ...common, name: 'server:unit', include: databaseFree } },
      {
        test: {
          ...onDatabase,
          name: 'server:pglite',
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['src/testing/global-setup.build.ts', 'src/testing/global-setup.pglite.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...onDatabase,
                name: 'server:postgres',
                env: { TEST_DB_KIND: 'postgres' },
                globalSetup: [
                  'src/testing/global-setup.build.ts',
                  'src/testing/global-setup.postgres.ts',
                ],
              },
            },
          ]
        : []),
    ],
  },
})
