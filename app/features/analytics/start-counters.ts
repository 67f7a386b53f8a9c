import type { AnyRouter } from '@tanstack/react-router'
import { initCounters, insertCounterScripts } from './counters.ts'
import { errorReporter } from './error-reporter.ts'
import { createPageViewTracker, type PageViewTracker, trackPageViews } from './page-views.ts'
import type { AnalyticsConfig, SeenPage } from './types.ts'

/** Runs a task once the browser is idle after hydration (or soon, where there is no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 4000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 1)
  return () => window.clearTimeout(handle)
}

// Once per page, not per effect run (StrictMode runs effects twice in development).
let pageViews: PageViewTracker | null = null

function pageViewTracker(config: AnalyticsConfig): PageViewTracker {
  const { ymCounterId, gtmId } = config
  pageViews ??= createPageViewTracker((view, first) => {
    errorReporter.pageChanged()
    if (ymCounterId !== null) window.ym?.(ymCounterId, 'hit', view.url, { referer: view.referrer, title: view.title })
    // GTM counts the first page itself (its gtm.js event); client navigations are ours to tell.
    if (gtmId !== null && !first)
      window.dataLayer?.push({ event: 'page_view', page_path: view.path, page_location: view.url, page_title: view.title })
  }, document.referrer)
  return pageViews
}

/**
 * Starts the counters a visitor accepted (Analytics.tsx imports this module only then, so the first
 * load of a visitor who has not accepted them carries none of it): globals, Metrika's `error` goal
 * for the reports that wait, a page view per address (first the pages `seen` while this code was on
 * its way), the scripts once the page is idle. Answers the stop function.
 */
export function startCounters(router: AnyRouter, config: AnalyticsConfig, seen: SeenPage[]): () => void {
  const { ymCounterId } = config
  if (pageViews === null) initCounters(config, window)
  if (ymCounterId !== null) errorReporter.connect((report) => window.ym?.(ymCounterId, 'reachGoal', 'error', report))
  const stopPageViews = trackPageViews(router, window, pageViewTracker(config), seen)
  const stopScripts = whenIdle(() => insertCounterScripts(config, document))
  return () => {
    stopPageViews()
    stopScripts()
  }
}
