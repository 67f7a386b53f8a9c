import type { PostSummary } from '../types.ts'
import { PostDate } from './PostDate.tsx'
import { PostLink } from './PostLink.tsx'
import { ListImage } from '#app/components/ui/images.tsx'
import { TagChips } from '#app/components/ui/TagChips.tsx'

/**
 * A post in a list: cover, date, topics, title and excerpt. The whole card is clickable through
 * the title's link (stretched over the card), so there is one link per card for screen readers.
 */
export function PostCard({
  post,
  featured = false,
  eager = false,
  headingLevel = 2,
}: {
  post: PostSummary
  featured?: boolean
  /** Above the fold: load the cover at once. */
  eager?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className={`group relative isolate flex flex-col overflow-hidden rounded-3xl border border-line bg-white transition-[box-shadow,border-color] duration-200 hover:border-brand-200 hover:shadow-[0_16px_48px_-20px_rgb(12_31_27/0.3)] has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-400 ${
        featured ? 'lg:grid lg:grid-cols-[1.15fr_1fr]' : ''
      }`}
    >
      <div className={`overflow-hidden bg-brand-50 ${featured ? 'lg:h-full' : ''}`}>
        {post.cover ? (
          <ListImage
            image={post.cover}
            first={eager}
            className={`aspect-[16/9] w-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03] ${featured ? 'lg:aspect-auto lg:h-full' : ''}`}
          />
        ) : (
          <div
            aria-hidden="true"
            className="aspect-[16/9] w-full bg-[radial-gradient(30rem_16rem_at_80%_0%,var(--color-brand-200),transparent_70%)]"
          />
        )}
      </div>
      <div className={`flex flex-1 flex-col gap-3 p-6 sm:p-7 ${featured ? 'lg:justify-center lg:gap-4 lg:p-12' : ''}`}>
        <PostDate iso={post.published_at} className="font-medium text-ink-muted text-sm" />
        <Heading
          className={`text-balance font-bold text-ink tracking-tight ${featured ? 'text-2xl sm:text-3xl lg:text-4xl lg:leading-tight' : 'text-xl leading-snug'}`}
        >
          <PostLink
            category={post.category}
            slug={post.slug}
            className="rounded-sm after:absolute after:inset-0 after:z-10 after:rounded-3xl group-hover:text-brand-700 focus-visible:outline-none"
          >
            {post.title}
          </PostLink>
        </Heading>
        {post.excerpt && (
          <p className={`text-pretty text-ink-muted leading-relaxed ${featured ? 'text-lg' : 'line-clamp-3'}`}>{post.excerpt}</p>
        )}
        <TagChips tags={post.tags} label="Темы" look="brand" className={`flex flex-wrap gap-1.5 ${featured ? 'pt-2' : 'mt-auto pt-3'}`} />
      </div>
    </article>
  )
}
