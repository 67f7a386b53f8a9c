import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useConsent } from './consent-browser.ts'
import { CookieNotice } from './CookieNotice.tsx'
import { initCounters, insertCounterScripts } from './counters.ts'
import { errorReporter } from './error-reporter.ts'
import { createPageViewTracker, type PageViewTracker, trackPageViews } from './page-views.ts'
import { type AnalyticsConfig, hasCounters } from './types.ts'

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
 * The counters of the deployment (nothing when none is configured), only once the visitor accepted
 * them in the cookie notice: globals, scripts once the page is idle, a page view per address, and
 * every error to Metrika's `error` goal (the window's errors are caught from before hydration, see
 * router.tsx, and wait for the choice; «Только необходимые» drops them). Render it only once the
 * config is known: connecting "no counter" drops the reports that wait.
 */
export function Analytics({ config }: { config: AnalyticsConfig }) {
  const router = useRouter()
  const { ymCounterId, gtmId } = config
  const consent = useConsent()
  const allowed = consent.choice === 'all'

  useEffect(() => {
    const counters = { ymCounterId, gtmId }
    if (!hasCounters(counters)) {
      errorReporter.connect(null)
      return
    }
    // Until the visitor chooses, nothing loads and error reports wait.
    if (!consent.known || consent.choice === null) return
    if (!allowed || ymCounterId === null) errorReporter.connect(null)
    if (!allowed) return
    if (pageViews === null) initCounters(counters, window)
    const stops: Array<() => void> = []
    if (ymCounterId !== null) errorReporter.connect((report) => window.ym?.(ymCounterId, 'reachGoal', 'error', report))
    stops.push(trackPageViews(router, window, pageViewTracker(counters)))
    stops.push(whenIdle(() => insertCounterScripts(counters, document)))
    return () => {
      for (const stop of stops) stop()
    }
  }, [router, ymCounterId, gtmId, consent.known, consent.choice, allowed])

  return hasCounters(config) ? <CookieNotice config={config} consent={consent} /> : null
}
