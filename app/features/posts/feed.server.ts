import { api } from '#app/lib/api/api.server.ts'
import { config } from '#server/config.ts'
import { FEED_SIZE, renderFeed } from './feed.ts'
import type { PostCategory } from './types.ts'

/** The answer of /news/rss.xml and /articles/rss.xml. */
export async function feedResponse(category: PostCategory): Promise<Response> {
  const { data } = await api('/v1/posts', { query: { category, per_page: FEED_SIZE } })
  return new Response(renderFeed(category, data, config().siteUrl), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  })
}
