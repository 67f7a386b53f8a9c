import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A link to a solution. The two solutions with fixed pages of their own have routes of
 * their own, so they are linked by those routes rather than by the generic `/solutions/$slug/`.
 */
export function SolutionLink({ slug, className, children }: { slug: string; className?: string; children: ReactNode }) {
  switch (slug) {
    case 'ritual-agency':
      return (
        <Link to="/solutions/ritual-agency/" className={className}>
          {children}
        </Link>
      )
    case 'online-store-selling-tires-and-wheels-rims':
      return (
        <Link to="/solutions/online-store-selling-tires-and-wheels-rims/" className={className}>
          {children}
        </Link>
      )
    default:
      return (
        <Link to="/solutions/$slug/" params={{ slug }} className={className}>
          {children}
        </Link>
      )
  }
}
