import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { BodyTooLargeError } from 'srvx/body-limit'
import * as v from 'valibot'
import { asOAuthError, BASIC_CHALLENGE, OAuthError } from './auth/oauth-error.ts'
import { isDatabaseUnavailable } from './db/unavailable.ts'
import { FileStoreUnavailableError } from './files/store.ts'
import { describeError, type Logger } from '../shared/server/logger.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'

/** The body of every error answer: a sentence for people, and per-field messages for forms. */
interface ErrorBody {
  message: string
  errors?: Record<string, string[]>
}

/** An expected failure with a status and a message meant for the person using the site. */
export class ApiError extends HTTPException {
  readonly errors: Record<string, string[]> | undefined

  constructor(status: ContentfulStatusCode, message: string, errors?: Record<string, string[]>) {
    super(status, { message })
    this.errors = errors
  }
}

export const notFoundError = (message = 'Не найдено.') => new ApiError(404, message)

/** What a lookup found, or the 404 whose message says what is missing. */
export function orNotFound<T>(found: T | undefined, message: string): T {
  if (found === undefined) throw notFoundError(message)
  return found
}

/**
 * Turns valibot issues into `{ field: [messages] }` keyed by the form field (an issue deep in a
 * list, such as `services.1`, belongs to `services`); form-level issues go under `_`.
 */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const field = v.getDotPath(issue)?.split('.')[0] || '_'
    errors[field] ??= []
    if (!errors[field].includes(issue.message)) errors[field].push(issue.message)
  }
  return errors
}

const json = (c: Context, status: ContentfulStatusCode, body: ErrorBody) => c.json(body, status)

/** How long clients are asked to wait while the database is out of reach. */
const DATABASE_RETRY_AFTER_SECONDS = 60

/** How long clients are asked to wait while the file store fails. */
const FILE_STORE_RETRY_AFTER_SECONDS = 60
const FILE_STORE_UNAVAILABLE_MESSAGE = 'Хранилище файлов временно недоступно. Попробуйте ещё раз через минуту.'

/**
 * The one place where failures become answers: 422 for bad input, the error's own status, 503 with
 * Retry-After while the database or the file store is out of reach (a passing outage, not a fault), or 500. On an
 * OAuth endpoint every one of them takes the shape of RFC 6749 instead (see oauthEndpoint).
 */
export function errorHandler(logger: Logger): ErrorHandler {
  const answer = (error: Error, c: Context): [ContentfulStatusCode, ErrorBody] => {
    if (error instanceof v.ValiError) return [422, { message: VALIDATION_MESSAGE, errors: fieldErrors(error.issues) }]
    if (error instanceof ApiError)
      return [error.status, error.errors ? { message: error.message, errors: error.errors } : { message: error.message }]
    // The server's cap on every request body (server/http.ts), passed while the body was read.
    if (error instanceof BodyTooLargeError) return [413, { message: 'Запрос слишком большой.' }]
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals (malformed JSON, oversized body, ...).
      return [error.status, { message: error.status === 400 ? 'Некорректный запрос.' : error.message }]
    }
    // Before the database's check: a store's network error carries the same codes.
    if (error instanceof FileStoreUnavailableError) {
      logger.error('File store unavailable', { method: c.req.method, path: c.req.path, ...describeError(error) })
      c.header('Retry-After', String(FILE_STORE_RETRY_AFTER_SECONDS))
      return [503, { message: FILE_STORE_UNAVAILABLE_MESSAGE }]
    }
    if (isDatabaseUnavailable(error)) {
      logger.error('Database unreachable', { method: c.req.method, path: c.req.path, ...describeError(error) })
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return [503, { message: 'Сервис временно недоступен. Попробуйте ещё раз через минуту.' }]
    }
    logger.error('Unhandled API error', { method: c.req.method, path: c.req.path, ...describeError(error) })
    return [500, { message: 'Внутренняя ошибка сервера. Попробуйте ещё раз позже.' }]
  }

  return (error, c) => {
    if (error instanceof OAuthError) {
      if (error.status === 401) c.header('WWW-Authenticate', BASIC_CHALLENGE)
      return c.json(error.toJSON(), error.status)
    }
    const [status, body] = answer(error, c)
    if (c.get('oauthErrors')) {
      const oauthError = asOAuthError(status, body.message)
      return c.json(oauthError.toJSON(), oauthError.status)
    }
    return json(c, status, body)
  }
}

export const notFoundHandler: NotFoundHandler = (c) => json(c, 404, { message: 'Адрес API не найден.' })
