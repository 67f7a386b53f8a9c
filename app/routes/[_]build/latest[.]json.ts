import { createFileRoute } from '@tanstack/react-router'
import { BUILD_ID } from '#app/lib/build-info.server.ts'

/**
 * The latest-build check: the id of the build this server runs.
 * After a deploy it differs from the id an open tab was built with, and the tab loads its next page
 * from the server. Never cached, or a tab would keep seeing the old id.
 */
export const Route = createFileRoute('/_build/latest.json')({
  server: {
    handlers: {
      GET: () => Response.json({ buildId: BUILD_ID }, { headers: { 'cache-control': 'no-store' } }),
    },
  },
})
