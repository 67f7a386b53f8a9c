// `npm run db:copy -- --to postgres://user@host:5432/db`: moves the embedded database (PGlite under
// DATA_DIR) into a new, empty PostgreSQL database, for a site that outgrows one process. The
// target is migrated and filled in one transaction and the row counts of every table compared;
// on any failure it stays as it was. The site must be stopped: PGlite opens in one process only.
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { openDatabase, type DatabaseHandle } from '../api/db/client.ts'
import { CopyRefused, copyDatabase } from '../api/db/copy.ts'
import { configOrExit } from '../server/config.ts'

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const { values } = parseArgs({ options: { to: { type: 'string' } } })
const targetUrl = values.to ?? fail('Usage: npm run db:copy -- --to postgres://user:password@host:5432/database')
if (!/^postgres(ql)?:\/\//.test(targetUrl)) fail('--to must be a postgres:// URL of an empty database')

const source = configOrExit().database
if (source.kind !== 'pglite') fail('DATABASE_URL is set: db:copy reads the embedded database under DATA_DIR. Unset DATABASE_URL to run it.')
if (source.kind === 'pglite' && source.dataDir && !existsSync(source.dataDir))
  fail(`No embedded database at ${source.dataDir}: nothing to copy.`)

let from: DatabaseHandle
try {
  from = openDatabase(source)
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\nStop the site before copying its database.`)
}
const to = openDatabase({ kind: 'postgres', url: targetUrl })
const started = performance.now()
try {
  const tables = await copyDatabase(from!.db, to.db)
  const width = Math.max(...tables.map(({ table }) => table.length))
  for (const { table, target } of tables) console.log(`${table.padEnd(width)}  ${String(target).padStart(8)}`)
  const rows = tables.reduce((sum, { target }) => sum + target, 0)
  console.log(`Copied ${tables.length} tables, ${rows} rows, counts verified, in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  console.log('Now set DATABASE_URL to this database and start the site; keep DATA_DIR (or UPLOADS_DIR) for the uploaded files.')
} catch (error) {
  process.exitCode = 1
  if (error instanceof CopyRefused) console.error(error.message)
  else
    console.error(
      `The copy failed and the target was left as it was: ${error instanceof Error ? (error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message) : String(error)}`,
    )
} finally {
  await Promise.all([from!.close(), to.close()])
}
