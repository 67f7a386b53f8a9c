import type { AnalyticsConfig } from './types.ts'

/** Metrika's command function; until tag.js arrives it queues calls in `a` (Yandex's own snippet does the same). */
export type YandexMetrika = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number }

declare global {
  interface Window {
    ym?: YandexMetrika
    dataLayer?: unknown[]
  }
}

const METRIKA_SCRIPT = 'https://mc.yandex.ru/metrika/tag.js'
const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js'

/**
 * Sets up the counters' globals, so calls made before the scripts arrive are kept. Metrika starts
 * with `defer`: the page views (the first one included) are sent by page-views.ts, with private
 * query parameters removed. Nothing happens for a counter that is not configured.
 */
export function initCounters(config: AnalyticsConfig, win: Window): void {
  if (config.ymCounterId !== null) {
    if (!win.ym) {
      const ym: YandexMetrika = (...args: unknown[]) => {
        ym.a ??= []
        ym.a.push(args)
      }
      ym.l = Date.now()
      win.ym = ym
    }
    win.ym(config.ymCounterId, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true })
  }
  if (config.gtmId !== null) {
    win.dataLayer ??= []
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  }
}

/** The script addresses of the configured counters. */
export function counterScripts(config: AnalyticsConfig): string[] {
  const scripts: string[] = []
  if (config.ymCounterId !== null) scripts.push(METRIKA_SCRIPT)
  if (config.gtmId !== null) scripts.push(`${GTM_SCRIPT}?id=${encodeURIComponent(config.gtmId)}`)
  return scripts
}

/** The page's CSP nonce: browsers hide a nonce attribute's value but keep the `nonce` property; the router also puts it in a meta tag. */
function pageNonce(doc: Document): string | undefined {
  return (
    doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ||
    doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content ||
    undefined
  )
}

/** Adds the counters' scripts to the page (once each), with the page's CSP nonce when it has one. */
export function insertCounterScripts(config: AnalyticsConfig, doc: Document): void {
  const nonce = pageNonce(doc)
  for (const src of counterScripts(config)) {
    if (doc.querySelector(`script[src="${src}"]`)) continue
    const script = doc.createElement('script')
    script.async = true
    script.src = src
    if (nonce) script.nonce = nonce
    doc.head.append(script)
  }
}
