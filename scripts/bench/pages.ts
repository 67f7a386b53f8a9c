/** A page the bench loads: a guest page, or one that needs a person signed in. */
export interface BenchPage {
  name: string
  path: string
  signedIn?: boolean
}

/** The page types `npm run bench` measures under load. */
export const LOAD_PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'news post', path: '/news/itogi-2025-goda/' },
  { name: 'service', path: '/services/marketing/seo/' },
  { name: 'portfolio list', path: '/portfolio/' },
  { name: 'profile', path: '/profile/', signedIn: true },
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
