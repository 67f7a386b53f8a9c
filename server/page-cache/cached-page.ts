import { createHash } from 'node:crypto'
import { fillGzipTemplate, type GzipTemplate, gzipTemplate } from './gzip-template.ts'

/**
 * A rendered page kept for guests, cut at its CSP nonce: the body and the header values are stored
 * as the parts between the nonce's places, so every answer can carry a nonce of its own.
 */
export interface CachedPage {
  headers: ReadonlyArray<readonly [name: string, parts: readonly string[]]>
  body: GzipTemplate
  /** Weak: the same page goes out gzipped or not, and with a different nonce each time. */
  etag: string
  /** The content version the page was rendered from. */
  contentVersion: number
  /** What keeping it costs, for the cache's bound. */
  bytes: number
  /** The route pattern that rendered it, for the request log and metrics of the answers it serves. */
  route?: string
}

/** The nonce the page's CSP allows scripts with (createNonce: base64url). */
const NONCE = /'nonce-([A-Za-z0-9_-]{16,})'/

/**
 * Headers that belong to one answer, not to the page: recomputed, or set by the server for each.
 * ETag is ours to give.
 */
const PER_ANSWER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'x-request-id',
])

export function nonceOf(response: Response): string | null {
  return NONCE.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? null
}

/** The page as kept: body and headers cut at `nonce`, compressed once. */
export function cachedPage(body: Buffer, headers: Headers, nonce: string, contentVersion: number): CachedPage {
  const text = body.toString('utf8')
  const parts = text.split(nonce).map((part) => Buffer.from(part, 'utf8'))
  const kept = [...headers].filter(([name]) => !PER_ANSWER_HEADERS.has(name)).map(([name, value]) => [name, value.split(nonce)] as const)
  const hash = createHash('sha256').update(text.split(nonce).join('\u0000')).digest('base64url').slice(0, 27)
  const template = gzipTemplate(parts)
  return {
    headers: kept,
    body: template,
    etag: `W/"${hash}"`,
    contentVersion,
    bytes: body.length + template.byteLength + 512,
  }
}

/** Whether an If-None-Match header names the page's ETag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** The full answer with `nonce` in every place of the original one, gzipped when the client takes it. */
export function pageAnswer(page: CachedPage, nonce: string, { gzip }: { gzip: boolean }): Response {
  const headers = new Headers(page.headers.map(([name, parts]) => [name, parts.join(nonce)]))
  headers.set('etag', page.etag)
  headers.append('vary', 'Accept-Encoding')
  const value = Buffer.from(nonce, 'utf8')
  let body: Buffer
  if (gzip) {
    body = fillGzipTemplate(page.body, value)
    headers.set('content-encoding', 'gzip')
  } else {
    body = Buffer.concat(page.body.parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])))
  }
  headers.set('content-length', String(body.length))
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers })
}

/**
 * 304 for a guest whose copy is current. Its headers are those that describe the stored copy; the
 * CSP is left out, because the browser would put it on that copy, whose nonce is an older one.
 */
export function notModifiedAnswer(page: CachedPage): Response {
  const headers = new Headers({ etag: page.etag, vary: 'Accept-Encoding' })
  for (const [name, parts] of page.headers) if (name === 'cache-control') headers.set(name, parts.join(''))
  return new Response(null, { status: 304, headers })
}
