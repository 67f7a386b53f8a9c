import { useRouterState } from '@tanstack/react-router'
import { type RefObject, useEffect } from 'react'

/**
 * On a phone the staff menus are rows wider than the screen that scroll sideways: the current entry
 * (aria-current="page") is scrolled into sight whenever the address changes, or the person on the
 * last section sees the first ones and not where they are.
 */
export function useCurrentInSight(row: RefObject<HTMLElement | null>) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current entry changes with the address.
  useEffect(() => {
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!row.current || !current) return
    const shown = row.current.getBoundingClientRect()
    const link = current.getBoundingClientRect()
    if (link.left < shown.left || link.right > shown.right)
      row.current.scrollLeft += link.left - shown.left - (shown.width - link.width) / 2
  }, [pathname, row])
}
