import type { AnyRouter } from '@tanstack/react-router'
import { publicUrl } from './public-url.ts'
import type { SeenPage } from './types.ts'

export interface PageView {
  /** The full address, private query parameters removed. */
  url: string
  /** Its path and query. */
  path: string
  /** The previous page of this visit; for the first one, the page the visitor came from (if any). */
  referrer: string | undefined
  title: string
}

type Send = (view: PageView, first: boolean) => void

/**
 * One page view per address (path and query): the first page, then every client navigation to
 * another address. A repeated address (the hydration's own resolve, a refetch, a hash change)
 * is not a new view.
 */
export function createPageViewTracker(send: Send, entryReferrer?: string) {
  let last: { key: string; url: string } | null = null
  return (href: string, title: string): boolean => {
    const url = new URL(href)
    const key = `${url.pathname}${url.search}`
    if (key === last?.key) return false
    const shown = new URL(publicUrl(url.href))
    const referrer = last ? last.url : entryReferrer ? publicUrl(entryReferrer) : undefined
    const first = last === null
    last = { key, url: shown.href }
    send({ url: shown.href, path: `${shown.pathname}${shown.search}`, referrer, title }, first)
    return true
  }
}

export type PageViewTracker = ReturnType<typeof createPageViewTracker>

/** Counts the pages already seen (the current one last) and each resolved client navigation after them; answers the unsubscribe. */
export function trackPageViews(router: AnyRouter, win: Window, track: PageViewTracker, seen: SeenPage[]): () => void {
  for (const page of seen) track(page.href, page.title)
  return router.subscribe('onResolved', () => {
    track(win.location.href, win.document.title)
  })
}
