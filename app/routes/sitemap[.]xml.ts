import { createFileRoute } from '@tanstack/react-router'
import { renderSitemap } from '#app/features/seo/sitemap.server.ts'
import { config } from '#server/config.ts'
import { errorPageResponse } from '#app/lib/error-response.server.ts'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: () =>
        renderSitemap(config().siteUrl).then(
          (xml) =>
            new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' } }),
          errorPageResponse,
        ),
    },
  },
})
