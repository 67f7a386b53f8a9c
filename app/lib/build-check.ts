/**
 * The latest-build check (specification, sections 3 and 7), without the browser wiring (see
 * build-check.client.ts): the server publishes the id of the build it runs; once that differs from
 * this page's build, the page is outdated and its next navigation loads from the server.
 */

/** Where the server publishes the id of the build it runs. */
export const LATEST_BUILD_PATH = '/_build/latest.json'
/** How often an open tab asks. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000
/** Tab switches come in bursts: at most one check in this time. */
export const BUILD_CHECK_MIN_GAP_MS = 15_000

export interface BuildWatcher {
  /** Asks the server once (unless asked a moment ago or already outdated); answers whether the page is outdated. */
  check: () => Promise<boolean>
  readonly outdated: boolean
}

export function createBuildWatcher(options: {
  buildId: string
  /** The latest build's id, or null when the answer is unusable. */
  fetchLatestId: () => Promise<string | null>
  now?: () => number
  minGapMs?: number
  onOutdated?: () => void
}): BuildWatcher {
  const now = options.now ?? Date.now
  const minGap = options.minGapMs ?? BUILD_CHECK_MIN_GAP_MS
  let outdated = false
  let lastCheck = Number.NEGATIVE_INFINITY
  let inFlight: Promise<boolean> | null = null

  const run = async () => {
    let latest: string | null
    try {
      latest = await options.fetchLatestId()
    } catch {
      // Offline or a deploy in progress: ask again next time.
      latest = null
    }
    if (latest !== null && latest !== options.buildId && !outdated) {
      outdated = true
      options.onOutdated?.()
    }
    return outdated
  }

  return {
    get outdated() {
      return outdated
    },
    check() {
      if (outdated) return Promise.resolve(true)
      if (inFlight) return inFlight
      if (now() - lastCheck < minGap) return Promise.resolve(false)
      lastCheck = now()
      inFlight = run().finally(() => {
        inFlight = null
      })
      return inFlight
    },
  }
}

/** The id in the server's answer, or null when it is not a usable id. */
export function latestBuildIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const id = (body as { buildId?: unknown }).buildId
  return typeof id === 'string' && id.trim() !== '' ? id : null
}

/** A script chunk of the build that could not be loaded (usually: a newer build replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return (
    /Failed to fetch dynamically imported module/i.test(message) ||
    /error loading dynamically imported module/i.test(message) ||
    /Importing a module script failed/i.test(message) ||
    /Unable to preload CSS/i.test(message) ||
    (error instanceof Error && error.name === 'ChunkLoadError')
  )
}

const CHUNK_RELOAD_KEY = 'chunk-reload-build'

/**
 * Reloads the page after a failed chunk load, at most once per build: the reload brings the
 * newest build, and when the same build fails again the error stays on screen instead of looping.
 * Without storage there is no way to tell a second attempt, so there is no reload. Answers whether
 * it reloaded.
 */
export function reloadOnceForChunkError(options: {
  buildId: string
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  reload: () => void
}): boolean {
  const { storage } = options
  if (!storage) return false
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) === options.buildId) return false
    storage.setItem(CHUNK_RELOAD_KEY, options.buildId)
  } catch {
    return false
  }
  options.reload()
  return true
}
