import { Socket } from 'node:net'
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// Tests get their own config: the TanStack Start plugin is for the site's build, not for tests.

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test'

/** True when something accepts connections at host:port within the timeout. */
function isListening(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket()
    const done = (result: boolean) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('error', () => done(false))
    socket.connect(port, host, () => done(true))
  })
}

// The API suite runs on PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set or a
// server answers on the local default port. Each test file gets its own fresh database.
const postgresUrl = process.env.TEST_DATABASE_URL || ((await isListening('127.0.0.1', 5432)) ? LOCAL_POSTGRES : undefined)

/** Server tests that need a PostgreSQL server; they run where the API suite's PostgreSQL project does. */
const POSTGRES_ONLY = 'tests/integration/server/**/*.postgres.test.ts'

/** The server tests start the production server: its build is made once, before any of them (a stale build would be made by each). */
const BUILD_SITE_FIRST = 'tests/support/build-site.global-setup.ts'

/** API tests that mean something only on a PostgreSQL server (e.g. two connections racing). */
const API_POSTGRES_ONLY = 'tests/integration/api/**/*.postgres.test.ts'

/** API tests of the embedded database's own files (backups): nothing to run against a server. */
const API_PGLITE_ONLY = 'tests/integration/api/**/*.pglite.test.ts'

const apiProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['tests/integration/api/**/*.test.ts'],
    exclude: [...configDefaults.exclude, env.TEST_DATABASE === 'postgres' ? API_PGLITE_ONLY : API_POSTGRES_ONLY],
    env,
    globalSetup: [`tests/integration/api/support/${env.TEST_DATABASE}-global-setup.ts`],
    // A fresh PGlite runs initdb (seconds); generous limits keep a busy machine from failing the run.
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
})

export default defineConfig({
  test: {
    // Most test files wait on something (PostgreSQL, a started server, password hashing threads), so
    // more files than cores run at once keep the cores busy; Vitest's default is one fewer than the cores.
    maxWorkers: Math.max(4, availableParallelism() * 2),
    // Worker threads rather than child processes: measured on the API suite, the same files take about
    // 40 % less CPU (no process per file to start, less memory copied between them).
    pool: 'threads',
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The form controls rendered into a DOM of their own (happy-dom): what they do on their own,
      // without a browser or a server.
      {
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/integration/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, POSTGRES_ONLY],
          globalSetup: [BUILD_SITE_FIRST],
          testTimeout: 60_000,
        },
      },
      apiProject('api:pglite', { TEST_DATABASE: 'pglite' }),
      ...(postgresUrl
        ? [
            apiProject('api:postgres', { TEST_DATABASE: 'postgres', TEST_DATABASE_URL: postgresUrl }),
            // The production server against a PostgreSQL server that a test can take away (database outages).
            {
              test: {
                name: 'server:postgres',
                include: [POSTGRES_ONLY],
                env: { TEST_DATABASE_URL: postgresUrl },
                globalSetup: [BUILD_SITE_FIRST],
                testTimeout: 60_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
    ],
  },
})
