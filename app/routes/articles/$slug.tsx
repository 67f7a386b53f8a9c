import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '#app/features/posts/components/PostPage.tsx'
import { postRoute } from '#app/features/posts/post-route.ts'

export const Route = createFileRoute('/articles/$slug')({
  ...postRoute('articles'),
  component: ArticlesPostPage,
})

function ArticlesPostPage() {
  return <PostPage category="articles" slug={Route.useParams().slug} />
}
