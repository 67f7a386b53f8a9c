import { followContentVersion, watchScheduledPublications } from '../api/db/content-version.ts'
import { closeDatabase, getDatabase } from '../api/db/instance.ts'
import { startMaintenance } from '../api/db/maintenance.ts'
import { prepareDatabase } from '../api/db/prepare.ts'
import { describeDatabaseUrl, waitForDatabase } from '../api/db/wait.ts'
import { consoleLogger } from '../shared/server/logger.ts'
import { ensureFirstAdmin } from '../api/services/first-admin.ts'
import { startProcessMailSender, stopProcessMailSender } from '../api/mail/sender.ts'
import type { Config } from './config.ts'

/**
 * What runs beside the API in every process that serves it: the database brought up to date, the
 * first admin made from configuration, the mail sender, the content version followed (the caches let go when content changes) and
 * scheduled publications announced when their moment comes, and the periodic clean-up of old rows.
 * Waits for a database server first
 * (DATABASE_WAIT_SECONDS); one that never answers throws a DatabaseUnreachableError.
 * Answers how to stop all of it, the database last.
 */
export async function startBackend(config: Config): Promise<() => Promise<void>> {
  const database = getDatabase()
  // A database server may still be starting (PGlite is in this process: it opens or fails at once).
  if (config.database.kind === 'postgres') {
    await waitForDatabase(database.db, {
      seconds: config.databaseWaitSeconds,
      target: describeDatabaseUrl(config.database.url),
      logger: consoleLogger,
    })
  }
  await prepareDatabase(database.db, consoleLogger)
  await ensureFirstAdmin(database.db, config.firstAdmin, consoleLogger)
  startProcessMailSender({ db: database.db, logger: consoleLogger, config: config.api })
  const stopFollowingContent = await followContentVersion(database, consoleLogger)
  const stopWatchingSchedules = watchScheduledPublications(database.db, consoleLogger)
  const stopMaintenance = startMaintenance(database, config.maintenance, consoleLogger)
  return async () => {
    stopWatchingSchedules()
    await stopMaintenance()
    await stopFollowingContent()
    await stopProcessMailSender()
    await closeDatabase()
  }
}
