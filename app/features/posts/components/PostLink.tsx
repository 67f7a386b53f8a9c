import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { PostCategory } from '../types.ts'

/** A client-side link to a post of either category. */
export function PostLink({
  category,
  slug,
  className,
  children,
}: {
  category: PostCategory
  slug: string
  className?: string
  children: ReactNode
}) {
  return category === 'news' ? (
    <Link to="/news/$slug/" params={{ slug }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/articles/$slug/" params={{ slug }} className={className}>
      {children}
    </Link>
  )
}

/** A client-side link to a category's list, optionally filtered by a topic. */
export function PostListLink({
  category,
  tag,
  className,
  children,
  ...rest
}: {
  category: PostCategory
  tag?: string
  className?: string
  children: ReactNode
  'aria-current'?: 'page' | undefined
}) {
  const search = tag ? { tag } : {}
  // The router marks a link as the current page only on an exact match of path and search;
  // the caller says when a link is current beyond that (a topic's chip on its second page).
  const activeOptions = { exact: true }
  return category === 'news' ? (
    <Link to="/news/" search={search} activeOptions={activeOptions} className={className} {...rest}>
      {children}
    </Link>
  ) : (
    <Link to="/articles/" search={search} activeOptions={activeOptions} className={className} {...rest}>
      {children}
    </Link>
  )
}
