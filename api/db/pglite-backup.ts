// Backups of the embedded database (`npm run db:backup` / `db:restore`): PGlite's own dump of its
// data directory, a gzipped tar that opens in any PGlite of the same version.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { sql } from 'drizzle-orm'
import { openPglite, pgliteHandle, resultRows } from './client.ts'
import { lockDataDir } from './pglite-lock.ts'

/** What a backup or a restore reports: where, how big, and how many migrations the database had. */
export interface BackupSummary {
  file: string
  bytes: number
  migrations: number
}

async function migrationsIn(client: ReturnType<typeof openPglite>): Promise<number> {
  const { db } = pgliteHandle(client)
  const [row] = resultRows<{ n: number | string }>(await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`))
  return Number(row?.n)
}

/**
 * Writes a consistent copy of the data directory to `file` (written beside it first, then renamed,
 * so a failed backup never leaves a half file under the name). The directory is locked meanwhile:
 * a running site holds it, so it must be stopped (PGlite opens in one process only).
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupSummary> {
  if (!existsSync(dataDir)) throw new Error(`No embedded database at ${dataDir}: nothing to back up.`)
  const unlock = lockDataDir(dataDir)
  try {
    const client = openPglite({ dataDir })
    try {
      const migrations = await migrationsIn(client)
      const dump = await client.dumpDataDir('gzip')
      mkdirSync(dirname(file), { recursive: true })
      const partial = `${file}.partial`
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
      renameSync(partial, file)
      return { file, bytes: statSync(file).size, migrations }
    } finally {
      await client.close()
    }
  } finally {
    unlock()
  }
}

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b

const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0

/**
 * Replaces the data directory with the one in `file`. Refused while a process holds the directory
 * (a running site), whatever `force` says; refused when it holds a database unless `force`, and
 * then that database is moved aside (answered as `keptAside`), never deleted. A backup that does
 * not open leaves everything as it was.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<BackupSummary & { keptAside: string | null }> {
  const bytes = readFileSync(file)
  const unlock = lockDataDir(dataDir)
  try {
    let keptAside: string | null = null
    if (hasFiles(dataDir)) {
      if (!force) {
        throw new Error(`${dataDir} already holds a database. Run again with --force to replace it: it is moved aside, not deleted.`)
      }
      keptAside = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`
      renameSync(dataDir, keptAside)
    }
    try {
      const type = isGzip(bytes) ? 'application/x-gzip' : 'application/x-tar'
      const client = openPglite({ dataDir, loadDataDir: new File([bytes], basename(file), { type }) })
      try {
        return { file, bytes: bytes.length, migrations: await migrationsIn(client), keptAside }
      } finally {
        await client.close()
      }
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true })
      if (keptAside) renameSync(keptAside, dataDir)
      throw error
    }
  } finally {
    unlock()
  }
}
