// `npm run db:reset`: wipe the database, migrate it again and fill it with the demo content.
// On PostgreSQL (DATABASE_URL) it drops every table, so it asks for --force.
import { rmSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../api/db/client.ts'
import { prepareDatabase } from '../api/db/prepare.ts'
import { consoleLogger } from '../shared/server/logger.ts'
import { configOrExit } from '../server/config.ts'

const config = configOrExit().database

if (config.kind === 'postgres' && !process.argv.includes('--force')) {
  console.error('DATABASE_URL points at PostgreSQL: every table there will be dropped. Run `npm run db:reset -- --force` to confirm.')
  process.exit(1)
}
if (config.kind === 'pglite' && config.dataDir) {
  rmSync(config.dataDir, { recursive: true, force: true })
}

const handle = openDatabase(config)
try {
  if (config.kind === 'postgres') {
    await handle.db.execute(sql`drop schema if exists drizzle cascade`)
    await handle.db.execute(sql`drop schema public cascade`)
    await handle.db.execute(sql`create schema public`)
  }
  await prepareDatabase(handle.db, consoleLogger)
  consoleLogger.info('Database reset', { kind: config.kind })
} finally {
  await handle.close()
}
