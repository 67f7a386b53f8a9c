// Migrations and demo content before `npm run dev` (the dev server itself never migrates).
import { prepareDatabase } from '../api/db/prepare.ts'
import { closeDatabase, getDatabase } from '../api/db/instance.ts'
import { consoleLogger } from '../shared/server/logger.ts'
import { configOrExit } from '../server/config.ts'

configOrExit()

try {
  await prepareDatabase(getDatabase().db, consoleLogger)
} finally {
  await closeDatabase()
}
