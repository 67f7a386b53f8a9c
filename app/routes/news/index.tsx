import { createFileRoute } from '@tanstack/react-router'
import { PostListPage } from '#app/features/posts/components/PostListPage.tsx'
import { postListRoute } from '#app/features/posts/post-route.ts'

export const Route = createFileRoute('/news/')({
  ...postListRoute('news'),
  component: NewsPage,
})

function NewsPage() {
  return <PostListPage category="news" search={Route.useSearch()} />
}
