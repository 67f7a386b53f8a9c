import { redirect, type ParsedLocation, type RegisteredRouter } from '@tanstack/react-router'
import { isFilePath, type PathRuleResult } from './resolve.ts'
import { pathRuleRedirect } from './path-rules.functions.ts'

/** As long as the server keeps an answer of the redirects table (lib/path-rules/legacy.server.ts). */
const KEEP_MS = 5 * 60_000
const MAX_KEPT = 200
const answers = new Map<string, { answer: Promise<PathRuleResult | null>; until: number }>()

/** The server's answer for an address, kept a while; a failed ask is not kept (no redirect this time). */
function askServer(href: string): Promise<PathRuleResult | null> {
  const kept = answers.get(href)
  if (kept && kept.until > Date.now()) return kept.answer
  if (answers.size >= MAX_KEPT) answers.delete(answers.keys().next().value!)
  const answer = pathRuleRedirect({ data: { href } }).catch(() => {
    answers.delete(href)
    return null
  })
  answers.set(href, { answer, until: Date.now() + KEEP_MS })
  return answer
}

/**
 * A fixed page (a route without parameters) at its own address, with no page number in the query:
 * no rule moves it and no legacy redirect may start there (shared/site-pages.ts), so the router opens
 * it at once. Guards and most links of the site take this way.
 */
function isFixedPageAsWritten(location: Pick<ParsedLocation, 'pathname' | 'search'>, matches: readonly { fullPath: string }[]): boolean {
  const page = matches.at(-1)?.fullPath
  if (page === undefined || page.includes('$') || 'page' in location.search) return false
  return location.pathname === (page.endsWith('/') ? page : `${page}/`)
}

/**
 * The path rules on a navigation in the browser (the server applies them to every request before the
 * router runs): an address they move, a legacy one included, redirects in one step to where the server
 * would send it. The rules live on the server alone (lib/path-rules/resolve.ts), asked once per address
 * (a hovered link asks while it preloads); the page's fragment goes along.
 */
export async function followPathRules(
  location: Pick<ParsedLocation, 'href' | 'hash' | 'pathname' | 'search'>,
  matches: readonly { fullPath: string }[],
): Promise<void> {
  if (typeof window === 'undefined' || isFixedPageAsWritten(location, matches)) return
  const hashAt = location.href.indexOf('#')
  const target = await askServer(hashAt === -1 ? location.href : location.href.slice(0, hashAt))
  if (target === null) return
  const hash = location.hash && !target.location.includes('#') ? `#${location.hash}` : ''
  const path = target.location.split(/[?#]/)[0]!
  // `href` alone (no `to`): the rules answer a plain path, not one of the typed routes. A file
  // (/sitemap.xml) is the server's to answer, not a page of the router's.
  throw redirect<RegisteredRouter, string>({
    href: `${target.location}${hash}`,
    statusCode: target.status,
    reloadDocument: isFilePath(path),
  })
}
