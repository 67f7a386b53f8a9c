import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { BodyTooLargeError, limitBodyStream } from 'srvx/body-limit'
import { ApiError } from '../errors.ts'
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '#shared/input-depth.ts'

const BODY_READERS = new Set(['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'])

/**
 * The request with its body capped at maxBytes, counted on the bytes actually read: a chunked body
 * declares no length. Reading past the cap fails at once with tooLarge(), so nothing past it is
 * held in memory. The request stays the server's own object (its client address included); only
 * reads of its body go through the cap. (srvx's limitRequestBody drops the content type, which
 * formData() needs.)
 */
function capBody<T extends Request>(request: T, maxBytes: number, tooLarge: () => Error): T {
  const source = request.body
  if (!source) return request
  const type = request.headers.get('content-type')
  let capped: Response | undefined
  const body = () =>
    (capped ??= new Response(limitBodyStream(source, maxBytes, { createError: tooLarge }), {
      headers: type === null ? {} : { 'content-type': type },
    }))
  return new Proxy(request, {
    get(target, property) {
      if (property === 'body') return body().body
      if (property === 'bodyUsed') return capped?.bodyUsed ?? false
      if (typeof property === 'string' && BODY_READERS.has(property))
        return () => (body() as unknown as Record<string, () => unknown>)[property]!()
      if (property === 'clone') return () => capBody(target.clone(), maxBytes, tooLarge)
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/**
 * A cap on the body of a route's requests that answers 413 in the API's error shape: at once for a
 * declared length over it, otherwise the moment the bytes read pass it. (Hono's bodyLimit rebuilds
 * a chunked request with `new Request(request)`, which fails on the server's own requests.)
 */
export const limitBody = (maxSize: number, message: string, field?: string) => {
  const tooLarge = () => new ApiError(413, message, field ? { [field]: [message] } : undefined)
  return createMiddleware(async (c, next) => {
    if (Number(c.req.header('content-length')) > maxSize) throw tooLarge()
    c.req.raw = capBody(c.req.raw, maxSize, tooLarge)
    await next()
  })
}

/** The cap on a form-sized request (an account form, a staff edit): 16 KB. */
export const SMALL_BODY = limitBody(16 * 1024, 'Запрос слишком большой.')

/**
 * What to throw for a body that could not be read: past a cap (the route's, or the server's on every
 * request) the cap's own 413; anything else a 400 (`otherwise`), never a 500.
 */
export function unreadableBody(error: unknown, otherwise: Error = new ApiError(400, 'Некорректный запрос.')): unknown {
  const tooLarge = (error instanceof ApiError && error.status === 413) || error instanceof BodyTooLargeError
  return tooLarge ? error : otherwise
}

/**
 * The fields of a JSON or form-encoded body; anything unreadable is a 400, never a 500, and so is
 * JSON nested past MAX_INPUT_DEPTH, before anything walks it. (JSON.parse itself reads any depth
 * without recursion.)
 */
export async function readFields(c: Context): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = (c.req.header('content-type') ?? '').includes('application/json') ? await c.req.json() : await c.req.parseBody()
  } catch (error) {
    throw unreadableBody(error)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'Некорректный запрос.')
  if (nestsDeeperThan(body)) throw new ApiError(400, TOO_DEEP_MESSAGE)
  return body as Record<string, unknown>
}
