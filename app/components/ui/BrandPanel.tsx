import type { ReactNode } from 'react'

/**
 * The dark green rounded panel, lit from its top right corner, that the closing invitations of
 * pages sit on. `className` sets its padding.
 */
export function BrandPanel({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={`relative isolate overflow-hidden rounded-[2rem] bg-brand-800 ${className}`}>
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,var(--color-brand-500),transparent_70%)] opacity-60"
      />
      {children}
    </div>
  )
}
