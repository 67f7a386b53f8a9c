/**
 * A tab that comes back into view (or into focus) asks the server, and through it the API, whether
 * its session still holds: at most this often, so that switching back and forth between tabs does not
 * call the API each time. A session ended elsewhere within it shows until the next click or the next
 * return after it.
 */
const SESSION_RECHECK_INTERVAL_MS = 30_000

/** Whether a tab that last asked at `lastAskedAt` (never: null) asks again at `now`. */
export function isSessionRecheckDue(lastAskedAt: number | null, now: number): boolean {
  return lastAskedAt === null || now - lastAskedAt >= SESSION_RECHECK_INTERVAL_MS
}
