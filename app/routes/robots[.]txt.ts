import { createFileRoute } from '@tanstack/react-router'
import { config } from '#server/config.ts'

/** Account screens and the API are not for search engines. */
const PRIVATE_PATHS = [
  '/api/',
  '/profile/',
  '/see-also-cards/',
  '/login/',
  '/registration/',
  '/verification/',
  '/password/',
  '/login-by-token/',
  '/staff-invitation/',
]

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(
          ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${config().siteUrl}/sitemap.xml`, ''].join(
            '\n',
          ),
          { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } },
        ),
    },
  },
})
