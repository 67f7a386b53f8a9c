import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { categories } from '../categories.ts'
import { categoryTexts } from '../category-texts.ts'
import { listCrumbs } from '../post-route.ts'
import { postsQuery, postTagsQuery } from '../queries.ts'
import type { PostListSearch } from '../schemas.ts'
import type { PostCategory } from '../types.ts'
import { PostCard } from './PostCard.tsx'
import { PostListLink } from './PostLink.tsx'
import { TagFilter } from './TagFilter.tsx'

/** A category's list: header with topic chips, the newest post large, then a grid, then pages. */
export function PostListPage({ category, search }: { category: PostCategory; search: PostListSearch }) {
  const info = { ...categories[category], ...categoryTexts[category] }
  const { data: list } = useSuspenseQuery(postsQuery(category, search))
  const { data: tags } = useSuspenseQuery(postTagsQuery(category))
  const [featured, ...rest] = list.data
  const activeTag = search.tag ? tags.find((tag) => tag.slug === search.tag) : undefined

  return (
    <>
      <PageHeader crumbs={listCrumbs(category)} title={info.title} lead={info.lead}>
        <div className="mt-3">
          <TagFilter category={category} tags={tags} active={search.tag} />
        </div>
      </PageHeader>

      <section
        className="container-page py-12 sm:py-16"
        aria-label={activeTag ? `${info.title} на тему «${activeTag.title}»` : `Все ${info.title.toLowerCase()}`}
      >
        {featured ? (
          <>
            <PostCard post={featured} featured eager />
            {rest.length > 0 && (
              <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </div>
            )}
            <Pagination page={list.meta.current_page} lastPage={list.meta.last_page} label={`Страницы: ${info.title.toLowerCase()}`} />
          </>
        ) : (
          <div className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-3xl border border-line border-dashed bg-surface px-8 py-16 text-center">
            <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-2xl text-brand-700">
              ✦
            </span>
            <h2 className="font-bold text-2xl text-ink tracking-tight">Здесь пока пусто</h2>
            <p className="text-ink-muted leading-relaxed">{info.emptyText}</p>
            <PostListLink category={category} className="button-primary">
              {info.allLabel}
            </PostListLink>
          </div>
        )}
      </section>
    </>
  )
}
