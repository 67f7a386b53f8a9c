// `npm run db:backup [-- --out file.tar.gz]`: a backup of the embedded database (PGlite under
// DATA_DIR) into DATA_DIR/backups/ by default. Stop the site first: PGlite opens in one process only.
// On PostgreSQL (DATABASE_URL) use pg_dump instead (docs/deployment.md, Backups).
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { backupDataDir } from '../api/db/pglite-backup.ts'
import { configOrExit } from '../server/config.ts'

const config = configOrExit()
if (config.database.kind !== 'pglite' || !config.database.dataDir) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deployment.md, Backups). db:backup is for the embedded database.',
  )
  process.exit(1)
}
const { values } = parseArgs({ options: { out: { type: 'string' } } })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const file = values.out ?? join(config.dataDir, 'backups', `pglite-${stamp}.tar.gz`)

try {
  const backup = await backupDataDir(config.database.dataDir, file)
  console.log(
    `Backed up ${config.database.dataDir} (${backup.migrations} migrations) to ${backup.file}, ${(backup.bytes / 1_048_576).toFixed(1)} MB.`,
  )
  console.log('Uploaded files are not in it: back up UPLOADS_DIR (DATA_DIR/uploads) beside it.')
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
