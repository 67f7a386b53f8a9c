import { createFileRoute } from '@tanstack/react-router'
import { PostListPage } from '#app/features/posts/components/PostListPage.tsx'
import { loadPostList, postListHead } from '#app/features/posts/post-route.ts'
import { PostListSearch } from '#app/features/posts/schemas.ts'

export const Route = createFileRoute('/news/')({
  validateSearch: PostListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPostList(context.queryClient, 'news', deps),
  head: (context) => postListHead(context, 'news', context.loaderData),
  component: NewsPage,
})

function NewsPage() {
  const search = Route.useSearch()
  return <PostListPage category="news" search={search} />
}
