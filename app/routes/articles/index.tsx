import { createFileRoute } from '@tanstack/react-router'
import { PostListPage } from '#app/features/posts/components/PostListPage.tsx'
import { postListRoute } from '#app/features/posts/post-route.ts'

export const Route = createFileRoute('/articles/')({
  ...postListRoute('articles'),
  component: ArticlesPage,
})

function ArticlesPage() {
  return <PostListPage category="articles" search={Route.useSearch()} />
}
