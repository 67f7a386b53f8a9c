import { globSync, readFileSync } from 'node:fs'
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

/**
 * A test that waits for work done in the background (a mail sent, a log line written) polls for its
 * result; on a busy machine that work can take seconds, so polls wait up to 15 s instead of
 * Vitest's 1 s. A poll that succeeds returns at once, so only a failing test waits the whole time.
 */
const patientPolls = { poll: { timeout: 15_000 } }

type ProjectSettings = NonNullable<TestProjectInlineConfiguration['test']> & { name: string; include: string[] }

/**
 * The files of a project share their worker's modules (isolate: false): importing every module
 * again for each file was about half of the unit, component and API suites' CPU time. Files that
 * replace a module (vi.mock) run apart, isolated, in `<name>:mocks`, so a replacement never reaches
 * another file. (The server suites spend their time in the servers they start: they stay isolated.)
 */
function sharedModuleProjects(settings: ProjectSettings): TestProjectInlineConfiguration[] {
  const exclude = settings.exclude ?? configDefaults.exclude
  const replacingModules = settings.include
    .flatMap((pattern) => globSync(pattern, { exclude }))
    .filter((file) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')))
  const shared = { test: { ...settings, exclude: [...exclude, ...replacingModules], isolate: false } }
  const isolated = { test: { ...settings, name: `${settings.name}:mocks`, include: replacingModules } }
  return replacingModules.length > 0 ? [shared, isolated] : [shared]
}

const apiProjects = (name: string, env: Record<string, string>) =>
  sharedModuleProjects({
    name,
    include: ['tests/integration/api/**/*.test.ts'],
    exclude: [...configDefaults.exclude, env.TEST_DATABASE === 'postgres' ? API_PGLITE_ONLY : API_POSTGRES_ONLY],
    env,
    expect: patientPolls,
    globalSetup: [`tests/integration/api/support/${env.TEST_DATABASE}-global-setup.ts`],
    // The limits catch a stuck test, not a slow machine: in npm test's merged stage, beside the
    // browser suite on two cores, a test runs several times slower than alone (a 25 s file took 140 s).
    testTimeout: 300_000,
    hookTimeout: 300_000,
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
      ...sharedModuleProjects({ name: 'unit', include: ['tests/unit/**/*.test.ts'] }),
      // The form controls rendered into a DOM of their own (happy-dom): what they do on their own,
      // without a browser or a server.
      ...sharedModuleProjects({
        name: 'components',
        include: ['tests/components/**/*.test.tsx'],
        environment: 'happy-dom',
        setupFiles: ['tests/components/setup.ts'],
      }),
      {
        test: {
          name: 'server',
          include: ['tests/integration/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, POSTGRES_ONLY],
          globalSetup: [BUILD_SITE_FIRST],
          expect: patientPolls,
          // As for the API suite: a limit for a stuck test, with room for a busy machine.
          testTimeout: 180_000,
        },
      },
      ...apiProjects('api:pglite', { TEST_DATABASE: 'pglite' }),
      ...(postgresUrl
        ? [
            ...apiProjects('api:postgres', { TEST_DATABASE: 'postgres', TEST_DATABASE_URL: postgresUrl }),
            // The production server against a PostgreSQL server that a test can take away (database outages).
            {
              test: {
                name: 'server:postgres',
                include: [POSTGRES_ONLY],
                env: { TEST_DATABASE_URL: postgresUrl },
                globalSetup: [BUILD_SITE_FIRST],
                expect: patientPolls,
                testTimeout: 180_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
    ],
  },
})
