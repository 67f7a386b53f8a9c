import { createFileRoute } from '@tanstack/react-router'
import { PostListPage } from '#app/features/posts/components/PostListPage.tsx'
import { loadPostList, postListHead } from '#app/features/posts/post-route.ts'
import { PostListSearch } from '#app/features/posts/schemas.ts'

export const Route = createFileRoute('/articles/')({
  validateSearch: PostListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadPostList(context.queryClient, 'articles', deps),
  head: (context) => postListHead(context, 'articles', context.loaderData),
  component: ArticlesPage,
})

function ArticlesPage() {
  const search = Route.useSearch()
  return <PostListPage category="articles" search={search} />
}
