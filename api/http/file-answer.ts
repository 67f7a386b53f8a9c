import { Readable } from 'node:stream'
import type { Context } from 'hono'
import type { StoredFile } from '../files/store.ts'

/**
 * A stored file as the answer, streamed from the store as it comes. A HEAD request gets the headers
 * alone, and the file is closed at once (Hono drops a HEAD's body without reading or closing it).
 */
export function fileAnswer(c: Context, file: StoredFile, headers: Record<string, string>): Response {
  const all = { ...headers, 'Content-Length': String(file.size) }
  if (c.req.method === 'HEAD') {
    file.body.destroy()
    return c.body(null, 200, all)
  }
  return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, 200, all)
}
