import { currentRequest } from '#shared/server/request-context.ts'
import { consoleLogger, describeError } from '#shared/server/logger.ts'
import { errorExplanation, errorRetryAfter, errorStatus, errorTitle } from '#app/components/errors/error-status.ts'
import { ApiRequestError } from './api/errors.ts'
import { site } from './site.ts'

/**
 * The answer of a server route (sitemap, feeds) that could not be made: the status the failure
 * stands for (503 with Retry-After while the API is out of reach, never a bare 500) and a small
 * Russian error page, never a JSON body. Search bots get it trimmed further (lib/bot-errors.ts).
 */
export function errorPageResponse(error: unknown): Response {
  // Failed API calls are logged by the API client; anything else is ours to log.
  if (!(error instanceof ApiRequestError)) {
    consoleLogger.error('Server route failed', describeError(error))
  }
  const status = errorStatus(error)
  const title = errorTitle(status)
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  const retryAfter = errorRetryAfter(error)
  if (retryAfter !== undefined) headers.set('retry-after', String(retryAfter))
  const requestId = status >= 500 ? currentRequest()?.id : undefined
  const body = [
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${title} — ${site.name}</title></head>`,
    `<body><main><p>${status}</p><h1>${title}</h1><p>${errorExplanation(status)}</p>${requestId ? `<p>Код запроса: <code>${requestId}</code></p>` : ''}<p><a href="/">На главную</a></p></main></body></html>`,
  ].join('')
  return new Response(body, { status, headers })
}
