import type { ReactNode } from 'react'

/**
 * A line icon on a 24-unit grid, drawn in the text's colour with round ends and joins. Decorative:
 * hidden from assistive technology, so the words beside it must say what it means.
 */
export function LineIcon({ className, strokeWidth = 2, children }: { className: string; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}
