/** Who a page is loaded for: a guest (no session), a person with an account, or the site's admin. */
export type Visitor = 'guest' | 'person' | 'staff'

/** A page the bench loads, and for whom. */
export interface BenchPage {
  name: string
  path: string
  /** A guest by default; pages for someone signed in are never kept, so both columns render. */
  visitor?: Visitor
}

/** The page types `npm run bench` measures under load. */
export const LOAD_PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'news post', path: '/news/itogi-2025-goda/' },
  { name: 'service', path: '/services/marketing/seo/' },
  { name: 'portfolio list', path: '/portfolio/' },
  { name: 'profile', path: '/profile/', visitor: 'person' },
  { name: 'staff leads', path: '/admin/leads/', visitor: 'staff' },
]

/** The page types `npm run bench:lighthouse` audits (all for a guest). */
export const LIGHTHOUSE_PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'news post', path: '/news/itogi-2025-goda/' },
  { name: 'service', path: '/services/marketing/seo/' },
  { name: 'brief', path: '/brief/' },
]

/** The request header that asks the server for a fresh render instead of its guest page cache. */
export const BYPASS_CACHE = { 'cache-control': 'no-cache' } as const
