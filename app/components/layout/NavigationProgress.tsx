import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** Shown only when a navigation takes longer than this, so quick ones do not flicker. */
const DELAY_MS = 150

/** A slim bar at the top of the window while a slow navigation loads. */
export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.isLoading })
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), DELAY_MS)
    return () => clearTimeout(timer)
  }, [loading])

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5">
      <div
        className={`h-full origin-left bg-brand-500 shadow-[0_0_8px_var(--color-brand-400)] ${
          visible
            ? 'animate-[navigation-progress_8s_cubic-bezier(0.1,0.7,0.2,1)_forwards] opacity-100'
            : 'scale-x-0 opacity-0 transition-opacity duration-300'
        }`}
      />
    </div>
  )
}
