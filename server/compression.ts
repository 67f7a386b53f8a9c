import { Duplex } from 'node:stream'
import zlib from 'node:zlib'
import type { ServerMiddleware } from 'srvx'

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|image\/svg\+xml)/
const MIN_LENGTH = 1024

type Encoding = 'br' | 'gzip'

/** The first of the offered encodings (in the server's order of preference) that the client accepts (q=0 refuses one), or null. */
export function negotiateEncoding<E extends Encoding>(acceptEncoding: string | null, offered: readonly E[] = ['br', 'gzip'] as E[]): E | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0
  return offered.find((encoding) => quality(encoding) > 0) ?? null
}

// Flushing after every chunk keeps streamed server rendering streaming.
function compressor(encoding: Encoding) {
  const stream =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
        })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH })
  return Duplex.toWeb(stream) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>
}

/** Compresses dynamic responses (server-rendered HTML, JSON, feeds); static files compress themselves. */
export const compressResponses: ServerMiddleware = async (request, next) => {
  const response = await next()
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  const length = Number(response.headers.get('content-length') ?? Number.POSITIVE_INFINITY)
  if (
    !encoding ||
    !response.body ||
    request.method === 'HEAD' ||
    response.headers.has('content-encoding') ||
    length < MIN_LENGTH ||
    !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('content-encoding', encoding)
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(compressor(encoding)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
