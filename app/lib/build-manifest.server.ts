import type { BuildManifest } from './build-check.ts'

const NOT_FOUND_HEADERS = { 'cache-control': 'no-store' }

/**
 * The answer to /_build/meta/{id}.json: the manifest of the build this server runs, and a 404 for
 * any other id. A built manifest never changes (one id, one build), so every cache may keep it for
 * good; under `vite dev` the id stays 'development' while the code changes, so nothing stores it.
 * The 404 is never stored either: a later deploy may publish that id.
 */
export function buildManifestResponse(requestedId: string, running: BuildManifest, options: { development: boolean }): Response {
  if (requestedId !== running.id) {
    return Response.json({ message: 'Такой сборки на сервере нет.' }, { status: 404, headers: NOT_FOUND_HEADERS })
  }
  const cacheControl = options.development ? 'no-store' : 'public, max-age=31536000, immutable'
  return Response.json({ id: running.id, timestamp: running.timestamp } satisfies BuildManifest, {
    headers: { 'cache-control': cacheControl },
  })
}
