import { useEffect, useRef } from 'react'
import type { PostCategory, TagCount } from '../types.ts'
import { PostListLink } from './PostLink.tsx'

const chipClass =
  'inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-white px-4 font-semibold text-ink text-sm transition-colors hover:border-brand-300 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white'

/** Topic chips: each shows the list filtered by its topic; «Все темы» clears the filter. */
export function TagFilter({ category, tags, active }: { category: PostCategory; tags: TagCount[]; active: string | undefined }) {
  const strip = useRef<HTMLUListElement>(null)
  // On a phone the chips scroll sideways: bring the chosen one into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chosen topic is what triggers it; the list is read from the page.
  useEffect(() => {
    const list = strip.current
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !current || list.scrollWidth <= list.clientWidth) return
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2
  }, [active])
  if (tags.length === 0) return null
  return (
    <nav aria-label="Темы публикаций" className="-mx-5 sm:mx-0">
      <ul
        ref={strip}
        className="relative flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        <li>
          <PostListLink category={category} className={chipClass} aria-current={active ? undefined : 'page'}>
            Все темы
          </PostListLink>
        </li>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <PostListLink category={category} tag={tag.slug} className={chipClass} aria-current={active === tag.slug ? 'page' : undefined}>
              {tag.title}
              <span className="font-medium text-current/70 tabular-nums">
                <span className="sr-only">, публикаций: </span>
                {tag.count}
              </span>
            </PostListLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
