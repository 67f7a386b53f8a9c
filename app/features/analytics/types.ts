/** The counters of a deployment: public ids, fine in the browser; null when not configured. */
export interface AnalyticsConfig {
  /** Yandex Metrika counter (YM_COUNTER_ID). */
  ymCounterId: number | null
  /** Google Tag Manager container (GTM_ID, `GTM-XXXX`). */
  gtmId: string | null
}

export const NO_ANALYTICS: AnalyticsConfig = { ymCounterId: null, gtmId: null }

/** True when at least one counter loads (and so sets cookies). */
export const hasCounters = (config: AnalyticsConfig): boolean => config.ymCounterId !== null || config.gtmId !== null

/** A page as the visitor saw it: its address and title at the time. */
export interface SeenPage {
  href: string
  title: string
}

export const seenPage = (win: Window): SeenPage => ({ href: win.location.href, title: win.document.title })
