import { createFileRoute } from '@tanstack/react-router'
import { renderSitemap } from '#app/features/seo/sitemap.server.ts'
import { siteEnv } from '#app/lib/env.server.ts'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () =>
        new Response(await renderSitemap(siteEnv.SITE_URL), {
          headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
        }),
    },
  },
})
