// Tells a database that is slow from one that has gone silent, so that requests answer 503 within
// about a second when the database cannot be reached, however it fails, and wait as long as they
// need while it is merely busy. A query already sent on a connection whose network has gone quiet
// is never answered and the driver has no read timeout; `select 1` on a connection of its own is.

/**
 * How long `select 1` may take before the database counts as out of reach. A working database
 * answers it in about a millisecond, even a busy one, since the probe does not queue behind the
 * pool's queries. It also bounds the health check: a load balancer hears 503 well within a second.
 */
export const PROBE_TIMEOUT_MS = 500

/** A request still waiting after this long has the database probed, and again every as long. */
export const SLOW_REQUEST_MS = 500

/**
 * After a failed probe, requests answer 503 at once for this long instead of waiting on a database
 * known to be silent; the first request after it tries again, so a recovery is noticed within
 * about a second.
 */
export const RECHECK_AFTER_MS = 1_000

/** A successful probe is reused for this long, so many slow requests share one. */
const PROBE_REUSE_MS = 250

/** The database did not answer a probe in time; the API answers 503 (see isDatabaseUnavailable). */
export class DatabaseUnresponsiveError extends Error {
  readonly code = 'DATABASE_UNRESPONSIVE'
  constructor() {
    super(`The database did not answer within ${PROBE_TIMEOUT_MS} ms`)
    this.name = 'DatabaseUnresponsiveError'
  }
}

export interface Liveness {
  /** Whether the database answers a trivial query within PROBE_TIMEOUT_MS; concurrent calls share one probe. */
  probe(): Promise<boolean>
  /** True for RECHECK_AFTER_MS after a failed probe. */
  isDown(): boolean
  /**
   * Waits for `work`, probing the database while it takes longer than SLOW_REQUEST_MS; rejects
   * with DatabaseUnresponsiveError as soon as a probe fails. The work itself is left to finish.
   */
  guard<T>(work: Promise<T>): Promise<T>
}

export interface LivenessOptions {
  /** Runs `select 1` (or the like); `abandon` is called when it has not answered in time. */
  ping: () => Promise<unknown>
  abandon?: () => void
  now?: () => number
}

/**
 * For the embedded PGlite: it runs in this process and answers or fails, never goes silent; and it
 * runs one query at a time, so a deadline would only mistake a busy database for a lost one.
 */
export function embeddedLiveness(ping: () => Promise<unknown>): Liveness {
  return {
    probe: () =>
      Promise.resolve()
        .then(ping)
        .then(
          () => true,
          () => false,
        ),
    isDown: () => false,
    guard: (work) => work,
  }
}

/** For a database server: a probe with a deadline, and requests that stop waiting once it fails. */
export function createLiveness({ ping, abandon = () => {}, now = Date.now }: LivenessOptions): Liveness {
  let inFlight: Promise<boolean> | null = null
  let last: { ok: boolean; at: number } | null = null

  const pingWithin = (ms: number) =>
    new Promise<boolean>((resolve) => {
      let answered = false
      const timer = setTimeout(() => {
        // Decided only after input that is already waiting has been read, so a process that was
        // busy for a moment does not take its own delay for the database's silence.
        setImmediate(() => {
          if (answered) return
          answered = true
          abandon()
          resolve(false)
        })
      }, ms)
      const settle = (ok: boolean) => {
        clearTimeout(timer)
        if (answered) return
        answered = true
        resolve(ok)
      }
      // Deferred a tick, so that a ping that throws counts as a failed one, like one that rejects.
      Promise.resolve()
        .then(ping)
        .then(
          () => settle(true),
          () => settle(false),
        )
    })

  const probe = (): Promise<boolean> => {
    if (inFlight) return inFlight
    if (last?.ok && now() - last.at < PROBE_REUSE_MS) return Promise.resolve(true)
    inFlight = pingWithin(PROBE_TIMEOUT_MS).then((ok) => {
      last = { ok, at: now() }
      inFlight = null
      return ok
    })
    return inFlight
  }

  return {
    probe,
    isDown: () => last !== null && !last.ok && now() - last.at < RECHECK_AFTER_MS,
    guard: <T>(work: Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        let settled = false
        let timer: ReturnType<typeof setTimeout>
        const check = async () => {
          const ok = await probe()
          if (settled) return
          if (ok) timer = setTimeout(check, SLOW_REQUEST_MS)
          else {
            settled = true
            reject(new DatabaseUnresponsiveError())
          }
        }
        timer = setTimeout(check, SLOW_REQUEST_MS)
        work.then(
          (value) => {
            settled = true
            clearTimeout(timer)
            resolve(value)
          },
          (error: unknown) => {
            settled = true
            clearTimeout(timer)
            reject(error)
          },
        )
      }),
  }
}
