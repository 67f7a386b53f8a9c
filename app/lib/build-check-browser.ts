import type { AnyRouter } from '@tanstack/react-router'
import {
  BUILD_CHECK_INTERVAL_MS,
  buildManifestPath,
  createBuildWatcher,
  isChunkLoadError,
  LATEST_BUILD_PATH,
  latestBuildIdOf,
  ownBuildAnswerOf,
  reloadAfterChunkError,
} from './build-check.ts'
import { pageBuildId } from './page-build.ts'

// Read once, when the page's scripts start: the HTML's own answer, whatever the head shows later.
const BUILD_ID = pageBuildId()

/** This page's watcher: outdated once the server runs another build than the one this page came from. */
const watcher = createBuildWatcher({
  buildId: BUILD_ID,
  fetchLatestId: async () => {
    const response = await fetch(LATEST_BUILD_PATH, { cache: 'no-store', headers: { accept: 'application/json' } })
    return response.ok ? latestBuildIdOf(await response.json()) : null
  },
  // A build's manifest never changes: the browser may answer from its cache.
  fetchOwnBuild: async () => {
    const response = await fetch(buildManifestPath(BUILD_ID), { headers: { accept: 'application/json' } })
    return ownBuildAnswerOf(BUILD_ID, response.status, response.ok ? await response.json() : null)
  },
  // Shows in the page's markup (developer tools; end-to-end tests wait for it).
  onOutdated: () => {
    document.documentElement.dataset.buildOutdated = 'true'
  },
})

/** True once a newer build is out: the router then loads the next page from the server (see router.tsx). */
export const isPageOutdated = (): boolean => watcher.outdated

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

const reloadForChunk = () =>
  reloadAfterChunkError({ buildId: BUILD_ID, storage: sessionStorageOrNull(), reload: () => window.location.reload() })

/** After a chunk of this build failed to load: reloads the page (never in a loop, see build-check.ts). Answers whether it did. */
export function recoverFromChunkError(error: unknown): boolean {
  return typeof window !== 'undefined' && isChunkLoadError(error) && reloadForChunk()
}

/**
 * Starts the build checks in the browser: the page's own build manifest once (a 404 says the server
 * already runs another build), then the latest build every five minutes and whenever the tab becomes
 * visible again. Also reloads after a failed chunk load (not in a loop), and turns a back/forward step of an
 * outdated page into a page load. Answers the stop function.
 */
export function startBuildCheck(router: AnyRouter): () => void {
  void watcher.confirmOwnBuild()
  const check = () => void watcher.check()
  const interval = window.setInterval(check, BUILD_CHECK_INTERVAL_MS)
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check()
  }
  // Vite's event for a dynamic import whose files are gone; preventDefault keeps it from throwing.
  const onPreloadError = (event: Event) => {
    if (reloadForChunk()) event.preventDefault()
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    recoverFromChunkError(event.reason)
  }
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('vite:preloadError', onPreloadError)
  window.addEventListener('unhandledrejection', onRejection)
  // Every navigation the router commits already loads from the server (lib/navigation/guard-router.ts);
  // back/forward steps are not committed, so their new address is loaded here.
  const unsubscribe = router.subscribe('onBeforeNavigate', (event) => {
    if (watcher.outdated && event.hrefChanged) window.location.reload()
  })
  return () => {
    window.clearInterval(interval)
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('vite:preloadError', onPreloadError)
    window.removeEventListener('unhandledrejection', onRejection)
    unsubscribe()
  }
}
