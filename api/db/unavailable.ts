/**
 * Failures that mean the database cannot be reached right now, as opposed to a fault in a query:
 * - the connection could not be made or was lost (network errors, postgres.js's CONNECTION_*),
 * - PostgreSQL is shutting down, starting up or out of connections (SQLSTATE class 08, 57P01-57P03, 53300),
 * - a statement ran past the statement timeout (57014: the server is stuck or overloaded, the query is not at fault),
 * - the database did not answer a liveness probe in time (api/db/liveness.ts),
 * - the embedded PGlite is closing or closed (api/db/client.ts: DatabaseClosedError).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'DATABASE_UNRESPONSIVE',
  'DATABASE_CLOSED',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
])

function isUnreachableCause(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
}

/** True when the error, or what it wraps (Drizzle keeps the driver's error as its cause), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause !== undefined && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (isUnreachableCause(cause)) return true
    if (!(cause instanceof Error)) return false
  }
  return false
}
