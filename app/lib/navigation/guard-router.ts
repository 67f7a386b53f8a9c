import type { AnyRouter } from '@tanstack/react-router'
import { type NavigationGuardOptions, safeNavigationTarget } from './safe-navigation.ts'

interface RouterGuardOptions extends Pick<NavigationGuardOptions, 'allowExternal'> {
  /** True when the next navigation must load the page from the server (a newer build is out). */
  fullPageLoad?: () => boolean
  /** Told about each refused target (for error reporting). */
  onRefused?: (href: string) => void
}

/**
 * Puts the navigation guard in front of the router itself: links, useNavigate() and redirects
 * all end in router.navigate, so an `href` that leaves the site (or uses a dangerous scheme) is
 * refused there, whatever code asked for it.
 */
export function guardRouterNavigation(router: AnyRouter, options: RouterGuardOptions = {}): void {
  const navigate = router.navigate
  router.navigate = ((navigateOptions: Parameters<AnyRouter['navigate']>[0]) => {
    let next = navigateOptions
    if (typeof navigateOptions.href === 'string') {
      const target = safeNavigationTarget(navigateOptions.href, { allowExternal: options.allowExternal })
      if (target === null) {
        options.onRefused?.(navigateOptions.href)
        return Promise.resolve()
      }
      next = { ...next, href: target }
    }
    if (options.fullPageLoad?.()) next = { ...next, reloadDocument: true }
    return navigate(next)
  }) as AnyRouter['navigate']
}
