import type { TokenIdentity } from './auth/access-tokens.ts'
import type { RateLimiters } from './auth/rate-limits.ts'
import type { StaffActor } from './auth/require-staff.ts'
import type { ApiConfig } from './config.ts'
import type { Database } from './db/client.ts'
import type { Liveness } from './db/liveness.ts'
import type { Logger } from './logger.ts'

/** What every handler gets from the app: its dependencies, injected once. */
export interface ApiDependencies {
  db: Database
  /** Whether the database answers right now; PostgreSQL's probe has a connection of its own. */
  liveness: Liveness
  buildId: string
  logger: Logger
  config: ApiConfig
  limiters: RateLimiters
}

export interface ApiEnv {
  Variables: ApiDependencies & {
    /** Set by requireToken. */
    identity?: TokenIdentity
    /** Set by requireStaff. */
    staff?: StaffActor
    /** Set on OAuth endpoints: errors answer in the shape of RFC 6749 (oauthEndpoint). */
    oauthErrors?: boolean
  }
}
