import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '../../../server/node-flags.ts'
import { freePort } from '../../support/site-process.ts'
import { TEST_DATABASE_PREFIX, withDatabaseName } from '../api/support/test-database.ts'

// What an operator sees when the server cannot start: it waits for the database for
// DATABASE_WAIT_SECONDS with a line per attempt, then exits 1 with one line saying why; a port
// already taken is said the same way. Never a stack trace.

const serverUrl = process.env.TEST_DATABASE_URL!
let admin: postgres.Sql
let databaseName: string

beforeAll(async () => {
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  databaseName = `${TEST_DATABASE_PREFIX}${process.pid}_start_${randomBytes(4).toString('hex')}`
  await admin.unsafe(`create database "${databaseName}"`)
})

afterAll(async () => {
  await admin?.unsafe(`drop database if exists "${databaseName}" with (force)`)
  await admin?.end()
})

/** Runs `npm start`'s server to its exit; answers its exit code and output. */
async function startToExit(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-start-'))
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server/start.ts'], {
    cwd: resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), 100_000)
  const [code] = (await once(child, 'exit')) as [number | null]
  clearTimeout(timer)
  rmSync(dataDir, { recursive: true, force: true })
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '')
  const output = [...lines(stdout), ...lines(stderr)]
  // A start that builds first prints Vite's own lines, which are not JSON.
  const levelOf = (line: string) => (line.startsWith('{') ? (JSON.parse(line) as { level?: string }).level : undefined)
  const errors = output.filter((line) => levelOf(line) === 'error')
  return { code, stdout: lines(stdout), stderr: lines(stderr), errors }
}

/** The one error line, read as the JSON log line it is. */
const message = (line: string | undefined) => (JSON.parse(line ?? '{}') as { level?: string; message?: string }).message

const local = new URL(serverUrl)
const cases = [
  {
    what: 'nothing listens at the address',
    url: 'postgres://postgres@127.0.0.1:1/test',
    reason:
      /^The database at 127\.0\.0\.1:1\/test did not answer within 2 s \(DATABASE_WAIT_SECONDS\): connect ECONNREFUSED 127\.0\.0\.1:1$/,
  },
  {
    what: 'the database does not exist',
    url: withDatabaseName(serverUrl, 'no_such_database_here'),
    reason: /did not answer within 2 s \(DATABASE_WAIT_SECONDS\): database "no_such_database_here" does not exist$/,
  },
  {
    what: 'the server refuses the user',
    url: `postgres://nobody_at_all:wrong@${local.host}/test`,
    reason:
      /did not answer within 2 s \(DATABASE_WAIT_SECONDS\): (role "nobody_at_all" does not exist|password authentication failed for user "nobody_at_all")$/,
  },
]

describe('start-up', () => {
  for (const { what, url, reason } of cases) {
    it(`${what}: waits DATABASE_WAIT_SECONDS with a line per attempt, then exits 1 with one line`, { timeout: 120_000 }, async () => {
      const run = await startToExit({ DATABASE_URL: url, DATABASE_WAIT_SECONDS: '2' })
      expect(run.code).toBe(1)
      expect(run.errors).toHaveLength(1)
      expect(message(run.errors[0])).toMatch(reason)
      expect(run.stdout.filter((line) => /Waiting for the database at .* \(attempt \d\)/.test(message(line) ?? '')).length).toBeGreaterThan(
        0,
      )
      // The password never reaches the log.
      expect([...run.stdout, ...run.stderr].join('\n')).not.toContain('wrong@')
      expect([...run.stdout, ...run.stderr].join('\n')).not.toMatch(/\n\s+at /)
    })
  }

  it('a port already in use: exits 1 with one line that names it', { timeout: 120_000 }, async () => {
    const port = await freePort()
    const taken: Server = createServer()
    await new Promise<void>((done) => taken.listen(port, '127.0.0.1', done))
    try {
      const run = await startToExit({ DATABASE_URL: withDatabaseName(serverUrl, databaseName), PORT: String(port) })
      expect(run.code).toBe(1)
      expect(run.errors).toHaveLength(1)
      expect(message(run.errors[0])).toBe(
        `Cannot listen on 127.0.0.1 port ${port}: another process uses it (set PORT to a free port, or stop that process)`,
      )
    } finally {
      taken.close()
    }
  })
})
