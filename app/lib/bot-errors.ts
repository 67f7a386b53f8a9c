import { isbot } from 'isbot'

/**
 * The error page is not shown to search bots: they get the status,
 * a minimal body and noindex. Returns that answer, or null when the response should stay.
 */
export function botErrorResponse(request: Request, response: Response): Response | null {
  if (response.status < 400) return null
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return null
  if (!isbot(request.headers.get('user-agent'))) return null
  const headers = new Headers(response.headers)
  headers.set('content-type', 'text/html; charset=utf-8')
  headers.set('x-robots-tag', 'noindex')
  headers.delete('content-length')
  const body = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${response.status}</title></head><body>${response.status}</body></html>`
  return new Response(body, { status: response.status, headers })
}
