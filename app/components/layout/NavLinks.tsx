import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { NavItem } from '#app/lib/site.ts'

/**
 * The links of one of the site's navigation tables as a list; `children` are items after them. A
 * link is current (`aria-current="page"`) on the pages inside its section too, as the router marks it.
 */
export function NavLinks({
  items,
  className,
  linkClassName,
  children,
}: {
  items: NavItem[]
  className: string
  linkClassName: string
  children?: ReactNode
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} className={linkClassName}>
            {item.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  )
}
