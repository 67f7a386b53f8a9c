// `npm run db:maintenance`: one run of the periodic clean-up (api/db/maintenance.ts) now, with the
// retention settings of the environment: for a cron job when MAINTENANCE_INTERVAL_MINUTES is 0.
import { openDatabase } from '../api/db/client.ts'
import { maintainOnce } from '../api/db/maintenance.ts'
import { consoleLogger } from '../shared/server/logger.ts'
import { configOrExit } from '../server/config.ts'

const config = configOrExit()
const handle = openDatabase(config.database)
try {
  const removed = await maintainOnce(handle, config.maintenance.retention, consoleLogger)
  if (!removed) process.exitCode = 1
} finally {
  await handle.close()
}
