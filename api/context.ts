import type { StaffRole } from '../shared/contract/staff.ts'
import type { RateLimiters } from './auth/limits.ts'
import type { ApiConfig } from './config.ts'
import type { Database } from './db/client.ts'
import type { users } from './db/schema/index.ts'
import type { Liveness } from './db/liveness.ts'
import type { Logger } from '../shared/server/logger.ts'
import type { HoldAnswer } from './http/uniform-time.ts'

/** Who a request acts as: the client, and the user and session when the token was issued to one. */
export interface TokenIdentity {
  tokenId: number
  clientId: string
  userId: number | null
  sessionId: number | null
  /**
   * The token of a first-party client itself (client_credentials, no user): only the site's server,
   * which holds the client secret, can have one, so only such a request may say who the visitor is.
   * A user's token is first-party too, but it sits in the user's cookie and proves nothing of the kind.
   */
  speaksForVisitors: boolean
  /** When the user's session was last used (null for a client's own token): to move it on, now and then. */
  sessionLastUsedAt: Date | null
  /**
   * The user's row as the token was checked (null for a client's own token): read in the same query,
   * so a signed-in request asks the database once. Handlers that change the user read it again.
   */
  user: typeof users.$inferSelect | null
}

/** The staff member behind a request that passed requireStaff. */
export interface StaffActor {
  id: number
  name: string
  email: string
  role: StaffRole
}

/** What every handler gets from the app: its dependencies, injected once. */
export interface ApiDependencies {
  db: Database
  /** Whether the database answers right now; PostgreSQL's probe has a connection of its own. */
  liveness: Liveness
  buildId: string
  logger: Logger
  config: ApiConfig
  limiters: RateLimiters
  /** Waits out an answer's uniform time (http/uniform-time.ts): the real wait, except in tests that do not time answers. */
  holdAnswer: HoldAnswer
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
