// `npm run db:restore -- <file.tar.gz> [--force]`: puts a backup made by db:backup in place of the
// embedded database under DATA_DIR. Refused while the site runs; a database already there is
// replaced only with --force, and then moved aside rather than deleted.
import { parseArgs } from 'node:util'
import { restoreDataDir } from '../api/db/pglite-backup.ts'
import { configOrExit } from '../server/config.ts'

const config = configOrExit()
if (config.database.kind !== 'pglite' || !config.database.dataDir) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/deployment.md, Backups). db:restore is for the embedded database.',
  )
  process.exit(1)
}
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
const [file] = positionals
if (!file || positionals.length > 1) {
  console.error('Usage: npm run db:restore -- <backup.tar.gz> [--force]')
  process.exit(1)
}

try {
  const restored = await restoreDataDir(file, config.database.dataDir, { force: values.force })
  if (restored.keptAside)
    console.log(`The database that was there is kept at ${restored.keptAside}; remove it once the restore is checked.`)
  console.log(`Restored ${restored.file} (${restored.migrations} migrations) into ${config.database.dataDir}. Start the site to use it.`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
