import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '#app/features/posts/components/PostPage.tsx'
import { postRoute } from '#app/features/posts/post-route.ts'

export const Route = createFileRoute('/news/$slug')({
  ...postRoute('news'),
  component: NewsPostPage,
})

function NewsPostPage() {
  return <PostPage category="news" slug={Route.useParams().slug} />
}
