import { createFetchError, type FetchError } from 'ofetch'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, apiRequestErrorAdapter, isApiStatus, parseRetryAfter, toApiRequestError } from '#app/lib/api/errors.ts'

const backend = 'http://10.0.0.5:8080/internal/api/v1/profile'

function fetchError(status: number | undefined, data?: unknown, headers: Record<string, string> = {}): FetchError {
  const response = status === undefined ? undefined : Object.assign(new Response(null, { status, headers }), { _data: data })
  return createFetchError({
    request: backend,
    options: { headers: new Headers() },
    response: response as never,
    error: status === undefined ? new TypeError('fetch failed') : undefined,
  })
}

describe('toApiRequestError', () => {
  it('keeps the status, message and field errors of a 4xx answer', () => {
    const error = toApiRequestError(fetchError(422, { message: 'Проверьте поля.', errors: { email: ['Укажите почту.'] } }))
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ status: 422, message: 'Проверьте поля.', errors: { email: ['Укажите почту.'] } })
  })

  it('keeps the OAuth error code of the token endpoint, and has none for other answers', () => {
    const mfa = toApiRequestError(
      fetchError(400, { error: 'mfa_required', error_description: 'Введите код.', message: 'Введите код.' }),
    ) as ApiRequestError
    expect(mfa).toMatchObject({ status: 400, message: 'Введите код.', code: 'mfa_required' })
    expect((toApiRequestError(fetchError(422, { message: 'Проверьте поля.' })) as ApiRequestError).code).toBeUndefined()
  })

  it('gives a 4xx answer without the API error body a neutral message', () => {
    expect(toApiRequestError(fetchError(404, '<html>nginx</html>'))).toMatchObject({ status: 404, message: 'Запрос не выполнен.' })
  })

  it('keeps the Retry-After of a rate limit', () => {
    const error = toApiRequestError(fetchError(429, { message: 'Слишком много запросов.' }, { 'retry-after': '120' }))
    expect(error).toMatchObject({ status: 429, message: 'Слишком много запросов.', retryAfter: 120 })
  })

  it.each([502, 503, 504])('turns a %i (the backend out of reach) into a 503 that names neither the backend nor the cause', (status) => {
    const error = toApiRequestError(fetchError(status, { message: 'SQLSTATE[08006]: connection to 10.0.0.7 failed' })) as ApiRequestError
    expect(error.status).toBe(503)
    expect(error.message).toBe('Сервис временно недоступен. Попробуйте ещё раз через минуту.')
    // A minute, unless the backend says otherwise.
    expect(error.retryAfter).toBe(60)
  })

  it("keeps the backend's own Retry-After of a 503", () => {
    expect(toApiRequestError(fetchError(503, undefined, { 'retry-after': '300' }))).toMatchObject({ status: 503, retryAfter: 300 })
  })

  it('turns a network failure (no answer) into a 503 without the address', () => {
    const error = toApiRequestError(fetchError(undefined)) as ApiRequestError
    expect(error.status).toBe(503)
    expect(error.retryAfter).toBe(60)
    expect(error.message).not.toContain('10.0.0.5')
  })

  it.each([500, 501])('turns a %i into a 500 that names neither the backend nor the cause', (status) => {
    const error = toApiRequestError(fetchError(status, { message: 'SQLSTATE[42P01]: relation "users" does not exist' })) as ApiRequestError
    expect(error.status).toBe(500)
    expect(error.retryAfter).toBeUndefined()
    expect(error.message).not.toMatch(/SQLSTATE|10\.0\.0\.5|internal/)
  })

  it('passes other errors through untouched', () => {
    const other = new RangeError('x')
    expect(toApiRequestError(other)).toBe(other)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-20T10:00:00Z')

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30', now)).toBe(30)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('Fri, 20 Nov 2026 10:02:00 GMT', now)).toBe(120)
    // A date already past means "now".
    expect(parseRetryAfter('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0)
  })

  it('ignores what is absent or unreadable', () => {
    for (const value of [null, undefined, '', '-5', '1.5', 'soon', '9999999999']) expect(parseRetryAfter(value, now)).toBeUndefined()
  })
})

describe('isApiStatus', () => {
  it('matches the status of an ApiRequestError only', () => {
    expect(isApiStatus(new ApiRequestError(404, 'Нет'), 404)).toBe(true)
    expect(isApiStatus(new ApiRequestError(403, 'Нет'), 404)).toBe(false)
    expect(isApiStatus({ status: 404 }, 404)).toBe(false)
  })
})

describe('apiRequestErrorAdapter', () => {
  it('carries status and field errors from the server to the browser', () => {
    const original = new ApiRequestError(403, 'Нет доступа.', { _: ['Войдите снова.'] })
    expect(apiRequestErrorAdapter.test(original)).toBe(true)
    const restored = apiRequestErrorAdapter.fromSerializable(apiRequestErrorAdapter.toSerializable(original))
    expect(restored).toBeInstanceOf(ApiRequestError)
    expect(restored).toMatchObject({ status: 403, message: 'Нет доступа.', errors: { _: ['Войдите снова.'] } })
  })

  it('carries the id of the failed server request, for the error page to show', () => {
    const original = new ApiRequestError(503, 'Сервис временно недоступен.', undefined, 60)
    original.requestId = 'req-5f0c'
    expect(apiRequestErrorAdapter.fromSerializable(apiRequestErrorAdapter.toSerializable(original))).toMatchObject({
      status: 503,
      requestId: 'req-5f0c',
    })
  })

  it('carries Retry-After too', () => {
    const original = new ApiRequestError(429, 'Слишком много запросов.', undefined, 90)
    expect(apiRequestErrorAdapter.fromSerializable(apiRequestErrorAdapter.toSerializable(original))).toMatchObject({
      status: 429,
      retryAfter: 90,
    })
  })
})
