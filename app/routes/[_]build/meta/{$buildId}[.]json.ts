import { createFileRoute } from '@tanstack/react-router'
import { BUILD_ID, BUILD_TIME } from '#app/lib/build-info.server.ts'
import { buildManifestResponse } from '#app/lib/build-manifest.server.ts'

/**
 * The build manifest: id and build time of the build this server runs; any other id answers 404.
 * An open page asks for its own build's manifest once: a 404 means the server has moved on to
 * another build.
 */
export const Route = createFileRoute('/_build/meta/{$buildId}.json')({
  server: {
    handlers: {
      GET: ({ params }) =>
        buildManifestResponse(params.buildId, { id: BUILD_ID, timestamp: BUILD_TIME }, { development: import.meta.env.DEV }),
    },
  },
})
