import type { ApiConfig } from './config.ts'
import type { Database } from './db/client.ts'
import type { Logger } from './logger.ts'

/** What every handler gets from the app: its dependencies, injected once. */
export interface ApiDependencies {
  db: Database
  buildId: string
  logger: Logger
  config: ApiConfig
}

export interface ApiEnv {
  Variables: ApiDependencies
}
