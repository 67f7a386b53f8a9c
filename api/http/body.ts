import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from '../errors.ts'

/** A body size cap that answers 413 in the API's error shape. */
export const limitBody = (maxSize: number, message: string, field?: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, message, field ? { [field]: [message] } : undefined)
    },
  })

/** The fields of a JSON or form-encoded body; anything unreadable is a 400, never a 500. */
export async function readFields(c: Context): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = (c.req.header('content-type') ?? '').includes('application/json') ? await c.req.json() : await c.req.parseBody()
  } catch {
    throw new ApiError(400, 'Некорректный запрос.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'Некорректный запрос.')
  return body as Record<string, unknown>
}
