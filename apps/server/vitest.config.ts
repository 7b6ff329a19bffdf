import { defineConfig } from 'vitest/config'

const common = {
  include: ['src/**/*.test.ts'],
  setupFiles: ['src/testing/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

// The same suite runs on PGlite always, and on a real PostgreSQL server when TEST_DATABASE_URL
// names one (each run creates and drops its own databases there).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'server:pglite',
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['src/testing/global-setup.build.ts', 'src/testing/global-setup.pglite.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...common,
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
