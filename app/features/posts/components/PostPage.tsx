import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import { categories } from '../categories.ts'
import { categoryTexts } from '../category-texts.ts'
import { postCrumbs } from '../post-route.ts'
import { postQuery } from '../queries.ts'
import { readingTimeLabel } from '../reading-time.ts'
import { TOC_MIN_ENTRIES } from '../toc.ts'
import { isPostRedirect, type PostCategory, type PostPublication, type ReadPost } from '../types.ts'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { PostListLink } from './PostLink.tsx'
import { PublicationState } from './PublicationState.tsx'
import { RelatedPosts } from './RelatedPosts.tsx'
import { TableOfContents } from './TableOfContents.tsx'
import { PageCover } from '#app/components/ui/PageCover.tsx'

/** A news post or an article. */
export function PostPage({ category, slug }: { category: PostCategory; slug: string }) {
  const { data } = useSuspenseQuery(postQuery(category, slug))
  // The loader has already turned an old address into a redirect.
  if (isPostRedirect(data)) return null
  return <PostView category={category} post={data} publication={{ status: 'published', published_at: data.published_at }} />
}

/**
 * A post as its public page shows it, and where it stands: published on the public page; in the
 * staff area's preview, whatever its status.
 */
export function PostView({
  category,
  post,
  publication,
}: {
  category: PostCategory
  post: Omit<ReadPost, 'published_at'>
  publication: PostPublication
}) {
  const info = { ...categories[category], ...categoryTexts[category] }
  const { toc, minutes } = post.reading
  const withToc = toc.length >= TOC_MIN_ENTRIES

  return (
    <>
      <article>
        <PageHeader crumbs={postCrumbs(category, post)} title={post.title} lead={post.excerpt}>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-ink-muted">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-medium">
              <PublicationState publication={publication} />
              <span aria-hidden="true" className="size-1 rounded-full bg-ink-muted/60" />
              <span>{readingTimeLabel(minutes)}</span>
            </p>
            {post.tags.length > 0 && (
              <ul aria-label="Темы" className="flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag.slug}>
                    <PostListLink
                      category={category}
                      tag={tag.slug}
                      className="inline-flex min-h-8 items-center rounded-full bg-brand-100 px-3 font-semibold text-brand-800 text-sm transition-colors hover:bg-brand-200"
                    >
                      {tag.title}
                    </PostListLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </PageHeader>

        <PageCover image={post.cover} spacing="pt-8 sm:pt-12" className="aspect-[16/9] w-full rounded-3xl bg-brand-50 object-cover" />

        <div className={`container-page grid gap-10 pt-12 sm:pt-16 ${withToc ? 'lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16' : ''}`}>
          {withToc && <TableOfContents entries={toc} className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start" />}
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <Prose html={post.body} />
            <footer className="mt-14 flex max-w-[68ch] flex-wrap items-center justify-between gap-4 border-line border-t pt-8">
              <p className="text-ink-muted text-sm">
                <PublicationState publication={publication} lead />
              </p>
              <PostListLink category={category} className="button-secondary min-h-11">
                <span aria-hidden="true">←</span>
                {info.allLabel}
              </PostListLink>
            </footer>
          </div>
        </div>
      </article>

      <BriefCallToAction title="Есть похожая задача?" withPhone />
      <RelatedPosts title={info.relatedTitle} posts={post.related} />
    </>
  )
}
