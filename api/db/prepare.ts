import { config } from '../../server/config.ts'
import { registerSiteClient, siteClientCredentials } from '../auth/site-client.ts'
import type { Logger } from '../../shared/server/logger.ts'
import type { Database } from './client.ts'
import { migrate } from './migrate.ts'
import { seed } from './seed.ts'

/**
 * Brings a database up to date: pending migrations, demo content for empty tables, and the site's
 * own OAuth client from the configuration (see siteClientCredentials).
 */
export async function prepareDatabase(db: Database, logger: Logger): Promise<void> {
  const applied = await migrate(db)
  if (applied > 0) logger.info('Migrations applied', { count: applied })
  const filled = await seed(db)
  if (filled.length > 0) logger.info('Demo content added', { tables: filled })
  const credentials = await siteClientCredentials(() => db)
  await registerSiteClient(db, credentials, { logger, setInEnvironment: Boolean(config().siteClient.secret) })
}
