import type { PostSummary } from '../types.ts'
import { PostCard } from './PostCard.tsx'

export function RelatedPosts({ title, posts }: { title: string; posts: PostSummary[] }) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="related-title" className="border-line border-t bg-surface">
      <div className="container-page py-16 sm:py-20">
        <h2 id="related-title" className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
          {title}
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} headingLevel={3} />
          ))}
        </div>
      </div>
    </section>
  )
}
