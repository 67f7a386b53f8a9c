import { createFileRoute } from '@tanstack/react-router'
import { openSearchDescription } from '#app/features/search/opensearch.ts'
import { config } from '#server/config.ts'

export const Route = createFileRoute('/opensearch.xml')({
  server: {
    handlers: {
      GET: () =>
        new Response(openSearchDescription(config().siteUrl), {
          headers: { 'content-type': 'application/opensearchdescription+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
