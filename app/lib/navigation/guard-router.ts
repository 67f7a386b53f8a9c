import type { AnyRedirect, AnyRouter, ParsedLocation } from '@tanstack/react-router'
import { type NavigationGuardOptions, safeNavigationTarget } from './safe-navigation.ts'

interface RouterGuardOptions extends Pick<NavigationGuardOptions, 'allowExternal'> {
  /** True when the next navigation must load the page from the server (a newer build is out). */
  fullPageLoad?: () => boolean
  /** Told about each refused target (for error reporting). */
  onRefused?: (href: string) => void
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i
/** A path a browser resolves on this origin, whatever it contains: one leading slash, nothing a parser strips or flips. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\u0000-\u001f\u007f\s\\]*$/

type NavigateOptions = Parameters<AnyRouter['navigate']>[0]
type CommitOptions = Parameters<AnyRouter['commitLocation']>[0]

/** What followRedirect commits: the router counts the hops of a redirect chain on the location. */
const isRedirectHop = (location: object) => typeof (location as { _redirects?: unknown })._redirects === 'number'

/**
 * Puts the navigation guard inside the router, where navigations end whatever started them:
 * - `commitLocation`: every client-side navigation (links, navigate() with `to` or `href`,
 *   redirects thrown in beforeLoad and loaders) is committed there, as a built location;
 * - `navigate`: an `href` is checked as given (the router would quietly repair `//host`), and a
 *   document load (an `href` with a scheme, `reloadDocument`) leaves from there, never reaching
 *   commitLocation;
 * - `resolveRedirect`: every redirect with an address passes it, on the server too, where the
 *   answer becomes the response's Location. One that would take the browser to another site fails
 *   like the router's own blocked redirects: the route shows its error page. A path stays on the
 *   site whatever it contains (the router's own trailing-slash redirect of an odd address must not
 *   fail the request); the client checks it in full when it commits.
 * Once a newer build is out, a committed location is loaded from the server instead.
 */
export function guardRouterNavigation(router: AnyRouter, options: RouterGuardOptions = {}): void {
  const passes = (href: string) => {
    if (safeNavigationTarget(href, { origin: router.origin, allowExternal: options.allowExternal }) !== null) return true
    options.onRefused?.(href)
    return false
  }

  const commitLocation = router.commitLocation
  /** The router loads an external location as a document (blockers still asked): here, the same address from the server. */
  const fromServer = (next: CommitOptions): Promise<void> => {
    const shown = next.maskedLocation ?? next
    const document = { ...shown, external: true }
    return commitLocation(shown === next ? { ...next, ...document } : { ...next, maskedLocation: document })
  }

  router.commitLocation = ((next: CommitOptions) => {
    // The address the browser shows (a mask) and the one the router loads must both pass.
    const shown: ParsedLocation = next.maskedLocation ?? next
    if (!passes(next.publicHref) || (shown !== next && !passes(shown.publicHref))) {
      // A load that redirected waits for the redirect's commit; it must end: the server answers the
      // address that redirected instead.
      if (isRedirectHop(next)) return fromServer({ ...router.latestLocation, replace: true, ignoreBlocker: true })
      return Promise.resolve()
    }
    return options.fullPageLoad?.() && !shown.external ? fromServer(next) : commitLocation(next)
  }) as AnyRouter['commitLocation']

  const navigate = router.navigate
  router.navigate = ((navigateOptions: NavigateOptions) => {
    const { href, to, reloadDocument } = navigateOptions
    const targets = typeof href === 'string' ? [href] : []
    // A document load skips commitLocation: check what router.navigate would load, the location built from `to` too.
    if (reloadDocument || (typeof href === 'string' && SCHEME.test(href))) {
      if (to !== undefined || typeof href !== 'string') {
        // As router.navigate builds it: from `to` and the rest, without the href.
        const {
          href: _href,
          publicHref: _publicHref,
          reloadDocument: _reload,
          ...rest
        } = navigateOptions as NavigateOptions & { publicHref?: string }
        const built = router.buildLocation(rest as Parameters<AnyRouter['buildLocation']>[0])
        targets.push((built.maskedLocation ?? built).publicHref)
      }
    }
    if (!targets.every(passes)) return Promise.resolve()
    return navigate(navigateOptions)
  }) as AnyRouter['navigate']

  const resolveRedirect = router.resolveRedirect
  router.resolveRedirect = (redirect: AnyRedirect) => {
    const resolved = resolveRedirect(redirect)
    const href = resolved.options.href
    if (typeof href === 'string' && !SAME_ORIGIN_PATH.test(href) && !passes(href)) {
      throw new Error('Redirect blocked: the navigation guard refused its target')
    }
    return resolved
  }
}
