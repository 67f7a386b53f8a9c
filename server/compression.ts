import zlib from 'node:zlib'
import { FastResponse, type ServerMiddleware } from 'srvx'

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|image\/svg\+xml)/
const MIN_LENGTH = 1024

type Encoding = 'br' | 'gzip'
type Compressor = zlib.BrotliCompress | zlib.Gzip

/** The first of the offered encodings (in the server's order of preference) that the client accepts (q=0 refuses one), or null. */
export function negotiateEncoding<E extends Encoding>(
  acceptEncoding: string | null,
  offered: readonly E[] = ['br', 'gzip'] as E[],
): E | null {
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

/**
 * Brotli's window: 256 KB covers any page the site renders. The default (4 MB) gave every
 * response a ring buffer of megabytes, allocated and freed in the thread pool, which kept the
 * process's memory growing under load.
 */
const BROTLI_WINDOW_BITS = 18

// No flush per write: the caller flushes when the source pauses (see compressedBody).
function compressor(encoding: Encoding): Compressor {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip()
}

const FLUSH: Record<Encoding, number> = { br: zlib.constants.BROTLI_OPERATION_FLUSH, gzip: zlib.constants.Z_SYNC_FLUSH }

/**
 * The body compressed, as a Node stream the server pipes straight to the socket. A rendered page
 * arrives as a burst of small chunks: they are compressed together and flushed once the source
 * pauses (one macrotask without a chunk), so a streamed part still goes out as soon as it is
 * rendered, without a flush, and its overhead, for each chunk. Compression itself runs in
 * libuv's thread pool, off the event loop. A client that goes away cancels the source.
 */
function compressedBody(source: ReadableStream<Uint8Array>, encoding: Encoding): Compressor {
  const output = compressor(encoding)
  const reader = source.getReader()
  let flush: NodeJS.Immediate | undefined
  let closed = false
  output.once('close', () => {
    closed = true
    clearImmediate(flush)
    reader.cancel().catch(() => {})
  })
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        output.off('drain', done)
        output.off('close', done)
        resolve()
      }
      output.on('drain', done)
      output.on('close', done)
    })
  const pump = async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (closed) return
        clearImmediate(flush)
        if (done) {
          output.end()
          return
        }
        const more = output.write(value)
        flush = setImmediate(() => {
          if (!closed) output.flush(FLUSH[encoding])
        })
        if (!more) await drained()
      }
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)))
    }
  }
  void pump()
  return output
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
  // srvx's own Response sends a Node stream body by piping it to the socket (no web stream in between).
  const body = compressedBody(response.body, encoding) as unknown as BodyInit
  return new FastResponse(body, { status: response.status, statusText: response.statusText, headers })
}
