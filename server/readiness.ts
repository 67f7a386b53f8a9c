import type { ServerMiddleware } from 'srvx'

/**
 * What a load balancer asks of an instance, apart from /api/health (which probes the database and
 * stays as it was):
 * - `GET /api/health/live`: 200 while the process serves at all. A database outage leaves it at
 *   200, so a balancer (or systemd, Kubernetes) does not restart or drop every instance at once.
 * - `GET /api/health/ready`: 200 only while this instance should get traffic: the database answers,
 *   its migrations are applied, the build is loaded, and no stop has begun; 503 otherwise.
 * They are answered by the HTTP server itself, before the app: they describe the process, and
 * must answer the same when the API runs elsewhere (API_BASE_URL).
 */
export interface Readiness {
  /** The database is migrated and seeded (startBackend has finished). */
  markPrepared(): void
  /** The server bundle is imported and can render. */
  markBuildLoaded(): void
  /** A graceful stop has begun: readiness answers 503 from now on. */
  markStopping(): void
  readonly stopping: boolean
  /** Answers /api/health/live and /api/health/ready; passes everything else on. */
  middleware: ServerMiddleware
}

const LIVE_PATH = '/api/health/live'
const READY_PATH = '/api/health/ready'

export interface ReadinessOptions {
  /** Whether the database answers now (its liveness probe, bounded in time). */
  databaseUp: () => Promise<boolean>
  /** Steps that need not be waited for (a server with no build or no database of its own). */
  alreadyDone?: { prepared?: boolean; buildLoaded?: boolean }
}

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

export function createReadiness({ databaseUp, alreadyDone = {} }: ReadinessOptions): Readiness {
  let prepared = alreadyDone.prepared ?? false
  let buildLoaded = alreadyDone.buildLoaded ?? false
  let stopping = false

  const ready = async () => {
    if (stopping) return answer(503, { status: 'stopping' })
    if (!prepared || !buildLoaded) return answer(503, { status: 'starting', migrations: prepared, build: buildLoaded })
    const up = await databaseUp()
    return answer(up ? 200 : 503, { status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' })
  }

  return {
    markPrepared: () => {
      prepared = true
    },
    markBuildLoaded: () => {
      buildLoaded = true
    },
    markStopping: () => {
      stopping = true
    },
    get stopping() {
      return stopping
    },
    middleware: (request, next) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next()
      const { pathname } = new URL(request.url)
      if (pathname === LIVE_PATH) return answer(200, { status: 'ok' })
      if (pathname === READY_PATH) return ready()
      return next()
    },
  }
}
