/**
 * The latest-build check and the build manifest, without the browser wiring (see
 * build-check-browser.ts): the server publishes the id of the build it runs and that build's
 * manifest; once the running build differs from this page's build, the page is outdated and its
 * next navigation loads from the server.
 */

/** Where the server publishes the id of the build it runs. Old tabs read it too: its answer keeps its shape. */
export const LATEST_BUILD_PATH = '/_build/latest.json'

/** Where the server publishes a build's manifest: only the build it runs has one there. */
export function buildManifestPath(buildId: string): string {
  return `/_build/meta/${encodeURIComponent(buildId)}.json`
}

/** A build's manifest. An id names one build, so its manifest never changes. */
export interface BuildManifest {
  id: string
  /** When the build was made (ISO 8601). */
  timestamp: string
}

/** The manifest in an answer, or null when the answer is not one. */
export function buildManifestOf(body: unknown): BuildManifest | null {
  if (typeof body !== 'object' || body === null) return null
  const { id, timestamp } = body as { id?: unknown; timestamp?: unknown }
  if (typeof id !== 'string' || id.trim() === '' || typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return null
  return { id, timestamp }
}

/**
 * What the request for this page's own manifest says: the server runs this build ('served'),
 * it runs another one and knows nothing of this one ('gone', a 404), or nothing usable ('unknown':
 * a server error, a stranger's answer).
 */
export type OwnBuildAnswer = 'served' | 'gone' | 'unknown'

export function ownBuildAnswerOf(buildId: string, status: number, body: unknown): OwnBuildAnswer {
  if (status === 404) return 'gone'
  if (status !== 200) return 'unknown'
  return buildManifestOf(body)?.id === buildId ? 'served' : 'unknown'
}

/** How often an open tab asks. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000
/** Tab switches come in bursts: at most one check in this time. */
const BUILD_CHECK_MIN_GAP_MS = 15_000

export interface BuildWatcher {
  /** Asks the server once (unless asked a moment ago or already outdated); answers whether the page is outdated. */
  check: () => Promise<boolean>
  /** Asks once per page whether the server still serves this page's build (its manifest); answers whether the page is outdated. */
  confirmOwnBuild: () => Promise<boolean>
  readonly outdated: boolean
}

export function createBuildWatcher(options: {
  buildId: string
  /** The latest build's id, or null when the answer is unusable. */
  fetchLatestId: () => Promise<string | null>
  /** What the server says of this page's build manifest. */
  fetchOwnBuild?: () => Promise<OwnBuildAnswer>
  now?: () => number
  minGapMs?: number
  onOutdated?: () => void
}): BuildWatcher {
  const now = options.now ?? Date.now
  const minGap = options.minGapMs ?? BUILD_CHECK_MIN_GAP_MS
  let outdated = false
  let lastCheck = Number.NEGATIVE_INFINITY
  let inFlight: Promise<boolean> | null = null
  let confirmation: Promise<boolean> | null = null

  const becomeOutdated = () => {
    if (outdated) return
    outdated = true
    options.onOutdated?.()
  }

  const run = async () => {
    let latest: string | null
    try {
      latest = await options.fetchLatestId()
    } catch {
      // Offline or a deploy in progress: ask again next time.
      latest = null
    }
    if (latest !== null && latest !== options.buildId) becomeOutdated()
    return outdated
  }

  const confirm = async () => {
    let answer: OwnBuildAnswer
    try {
      answer = (await options.fetchOwnBuild?.()) ?? 'unknown'
    } catch {
      // Offline: the regular checks will tell.
      answer = 'unknown'
    }
    if (answer === 'gone') becomeOutdated()
    return outdated
  }

  return {
    get outdated() {
      return outdated
    },
    confirmOwnBuild() {
      if (outdated) return Promise.resolve(true)
      confirmation ??= confirm()
      return confirmation
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

const CHUNK_RELOAD_KEY = 'chunk-reload'
/** A second failure of the same build within this time stays on screen: the reload did not help. */
export const CHUNK_RELOAD_MIN_GAP_MS = 60_000

/** The last reload for a chunk error, as kept in the tab's storage; null when there is none (or it is unreadable). */
function lastChunkReload(value: string | null): { buildId: string; at: number } | null {
  if (value === null) return null
  try {
    const parsed: unknown = JSON.parse(value)
    const { buildId, at } = (parsed ?? {}) as { buildId?: unknown; at?: unknown }
    return typeof buildId === 'string' && typeof at === 'number' ? { buildId, at } : null
  } catch {
    return null
  }
}

/**
 * Reloads the page after a failed chunk load: the reload brings the newest build. Never a loop:
 * when the same build fails again within CHUNK_RELOAD_MIN_GAP_MS of its reload, the error stays
 * on screen; later in the visit (another deploy, a network hiccup) it may reload again. Without
 * storage there is no way to tell a second attempt, so there is no reload. Answers whether it
 * reloaded.
 */
export function reloadAfterChunkError(options: {
  buildId: string
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  reload: () => void
  now?: () => number
}): boolean {
  const { storage } = options
  if (!storage) return false
  const now = (options.now ?? Date.now)()
  try {
    const last = lastChunkReload(storage.getItem(CHUNK_RELOAD_KEY))
    // A clock that went back counts as recent: better no reload than a loop.
    if (last && last.buildId === options.buildId && now - last.at < CHUNK_RELOAD_MIN_GAP_MS) return false
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ buildId: options.buildId, at: now }))
  } catch {
    return false
  }
  options.reload()
  return true
}
