import { followContentVersion, watchScheduledPublications } from '../api/db/content-version.ts'
import { closeDatabase, getDatabase } from '../api/db/instance.ts'
import { prepareDatabase } from '../api/db/prepare.ts'
import { consoleLogger } from '../api/logger.ts'
import { ensureFirstAdmin } from '../api/services/first-admin.ts'
import { startProcessMailSender, stopProcessMailSender } from '../api/mail/sender.ts'
import type { Config } from './config.ts'

/**
 * What runs beside the API in every process that serves it: the database brought up to date, the
 * first admin made from configuration, the mail sender, the content version followed (the caches let go when content changes) and
 * scheduled publications announced when their moment comes.
 * Answers how to stop all of it, the database last.
 */
export async function startBackend(config: Config): Promise<() => Promise<void>> {
  const database = getDatabase()
  await prepareDatabase(database.db, consoleLogger)
  await ensureFirstAdmin(database.db, config.firstAdmin, consoleLogger)
  startProcessMailSender({ db: database.db, logger: consoleLogger, config: config.api })
  const stopFollowingContent = await followContentVersion(database, consoleLogger)
  const stopWatchingSchedules = watchScheduledPublications(database.db, consoleLogger)
  return async () => {
    stopWatchingSchedules()
    await stopFollowingContent()
    await stopProcessMailSender()
    await closeDatabase()
  }
}
