import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '#app/features/posts/components/PostPage.tsx'
import { loadPost, postHead } from '#app/features/posts/post-route.ts'

export const Route = createFileRoute('/news/$slug')({
  loader: ({ context, params, location }) => loadPost(context.queryClient, 'news', params.slug, location.searchStr),
  head: (context) => postHead(context, 'news', context.loaderData),
  component: NewsPostPage,
})

function NewsPostPage() {
  const { slug } = Route.useParams()
  return <PostPage category="news" slug={slug} />
}
