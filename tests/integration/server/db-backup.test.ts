import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, resultRows } from '#api/db/client.ts'
import { migrate } from '#api/db/migrate.ts'

// npm run db:backup / db:restore on an embedded database in a data directory of its own, as an
// operator runs them. In the server suite, whose stage runs alone: each script is a process that
// opens the embedded database from disk (about 50 s of CPU in all), and beside the browser suite a
// run of it was starved past four minutes.

const run = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
      env: { ...process.env, ...env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })

describe('db:backup and db:restore', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'db-backup-'))
  const env = { DATA_DIR: dataDir }
  const pgliteDir = join(dataDir, 'pglite')
  const backup = join(dataDir, 'backups', 'nightly.tar.gz')

  const names = async () => {
    const handle = openDatabase({ kind: 'pglite', dataDir: pgliteDir })
    try {
      return resultRows<{ name: string }>(await handle.db.execute(sql`select name from users order by id`)).map(({ name }) => name)
    } finally {
      await handle.close()
    }
  }

  beforeAll(async () => {
    const handle = openDatabase({ kind: 'pglite', dataDir: pgliteDir })
    await migrate(handle.db)
    await handle.db.execute(sql`insert into users (name, email, password_hash) values ('Мария', 'maria@example.ru', 'x')`)
    await handle.close()
    // Opening and migrating an embedded database takes more than a hook's default 10 s beside other servers.
  }, 120_000)
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('backs up the database and restores it over later changes, keeping those aside', async () => {
    const backedUp = await run('db-backup', ['--out', backup], env)
    expect(backedUp.output).toContain(`to ${backup}`)
    expect(backedUp.code).toBe(0)

    const handle = openDatabase({ kind: 'pglite', dataDir: pgliteDir })
    await handle.db.execute(sql`update users set name = 'Изменено после копии'`)
    await handle.db.execute(sql`insert into users (name, email, password_hash) values ('Иван', 'ivan@example.ru', 'x')`)
    await handle.close()

    const refused = await run('db-restore', [backup], env)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('--force')
    expect(await names()).toEqual(['Изменено после копии', 'Иван'])

    const restored = await run('db-restore', [backup, '--force'], env)
    expect(restored.code).toBe(0)
    expect(await names()).toEqual(['Мария'])
    const keptAside = /kept at (\S+?);/.exec(restored.output)?.[1]
    expect(keptAside && existsSync(keptAside)).toBe(true)
  })

  it('never restores over the database of a running site, --force or not', async () => {
    const running = openDatabase({ kind: 'pglite', dataDir: pgliteDir })
    try {
      const refused = await run('db-restore', [backup, '--force'], env)
      expect(refused.code).toBe(1)
      expect(refused.output).toContain(`in use by process ${process.pid}`)
      const [row] = resultRows<{ n: number }>(await running.db.execute(sql`select count(*)::int as n from users`))
      expect(row?.n).toBe(1)
    } finally {
      await running.close()
    }
  })
})
