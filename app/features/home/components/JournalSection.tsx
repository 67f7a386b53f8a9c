import { Link } from '@tanstack/react-router'
import { PostCard } from '#app/features/posts/components/PostCard.tsx'
import { PostDate } from '#app/features/posts/components/PostDate.tsx'
import { PostLink } from '#app/features/posts/components/PostLink.tsx'
import type { PostSummary } from '#app/features/posts/types.ts'
import { homeHeadings } from '../section-headings.ts'
import { HomeSection } from './HomeSection.tsx'

/** The latest articles as cards and the latest news as a compact list. */
export function JournalSection({ articles, news }: { articles: PostSummary[]; news: PostSummary[] }) {
  return (
    <HomeSection heading={homeHeadings.journal} className="container-page py-20 sm:py-28">
      <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <ul className="grid gap-6 sm:grid-cols-2">
          {articles.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
        <div>
          <h3 className="font-bold text-ink text-xl">Новости</h3>
          <ul className="mt-4 divide-y divide-line border-line border-y">
            {news.map((post) => (
              <li key={post.slug} className="py-5">
                <PostDate iso={post.published_at} className="text-ink-muted text-sm" />
                <p className="mt-1 font-semibold text-ink leading-snug">
                  <PostLink category="news" slug={post.slug} className="hover:text-brand-700">
                    {post.title}
                  </PostLink>
                </p>
              </li>
            ))}
          </ul>
          <Link to="/news/" className="mt-5 inline-flex font-semibold text-brand-700 hover:text-brand-800">
            Все новости <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </div>
      </div>
    </HomeSection>
  )
}
