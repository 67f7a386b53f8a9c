import { createFileRoute } from '@tanstack/react-router'
import { feedResponse } from '#app/features/posts/feed.server.ts'
import { errorPageResponse } from '#app/lib/error-response.server.ts'

export const Route = createFileRoute('/articles/rss.xml')({
  server: { handlers: { GET: () => feedResponse('articles').catch(errorPageResponse) } },
})
