import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '#app/features/posts/components/PostPage.tsx'
import { loadPost, postHead } from '#app/features/posts/post-route.ts'

export const Route = createFileRoute('/articles/$slug')({
  loader: ({ context, params, location }) => loadPost(context.queryClient, 'articles', params.slug, location.searchStr),
  head: (context) => postHead(context, 'articles', context.loaderData),
  component: ArticlesPostPage,
})

function ArticlesPostPage() {
  const { slug } = Route.useParams()
  return <PostPage category="articles" slug={slug} />
}
