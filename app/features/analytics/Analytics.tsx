import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useConsent } from './consent-browser.ts'
import { CookieNotice } from './CookieNotice.tsx'
import { errorReporter } from './error-reporter.ts'
import { type AnalyticsConfig, hasCounters, type SeenPage, seenPage } from './types.ts'

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
    // The counters' code comes only to a visitor who accepted them (decision 018); a fetch that fails
    // reloads an outdated page (lib/build-check-browser.ts), and the reports keep waiting.
    // The pages shown while that code is on its way are counted when it comes, each with the title it had.
    const seen: SeenPage[] = [seenPage(window)]
    const stopSeeing = router.subscribe('onResolved', () => seen.push(seenPage(window)))
    let stopCounters: (() => void) | undefined
    let stopped = false
    void import('./start-counters.ts').then(({ startCounters }) => {
      stopSeeing()
      if (!stopped) stopCounters = startCounters(router, counters, seen)
    })
    return () => {
      stopped = true
      stopSeeing()
      stopCounters?.()
    }
  }, [router, ymCounterId, gtmId, consent.known, consent.choice, allowed])

  return hasCounters(config) ? <CookieNotice config={config} consent={consent} /> : null
}
