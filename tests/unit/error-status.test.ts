import { describe, expect, it } from 'vitest'
import { errorRetryAfter, errorStatus, errorTitle, pageError } from '#app/components/errors/error-status.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'

describe('error page titles', () => {
  it.each([
    [404, 'Страница не найдена'],
    [500, 'Ошибка сервера'],
    [403, 'Отказано в доступе'],
    [401, 'Ошибка'],
    [422, 'Ошибка'],
    [502, 'Ошибка'],
  ])('titles status %i as «%s»', (status, title) => {
    expect(errorTitle(status)).toBe(title)
  })
})

describe('errorStatus', () => {
  it('takes the status an error carries', () => {
    expect(errorStatus({ status: 403 })).toBe(403)
    expect(errorStatus({ statusCode: 404 })).toBe(404)
  })

  it('falls back to 500 for anything else', () => {
    expect(errorStatus(new Error('boom'))).toBe(500)
    expect(errorStatus({ status: 200 })).toBe(500)
    expect(errorStatus({ status: '404' })).toBe(500)
    expect(errorStatus(null)).toBe(500)
  })
})

describe('errorRetryAfter', () => {
  it('takes the seconds an error asks to wait, if any', () => {
    expect(errorRetryAfter(new ApiRequestError(429, 'Слишком много запросов.', undefined, 120))).toBe(120)
    expect(errorRetryAfter(new ApiRequestError(403, 'Нет доступа.'))).toBeUndefined()
    expect(errorRetryAfter({ retryAfter: '120' })).toBeUndefined()
    expect(errorRetryAfter({ retryAfter: -1 })).toBeUndefined()
    expect(errorRetryAfter(null)).toBeUndefined()
  })
})

describe('pageError', () => {
  const ok = { status: 'success' as const, error: undefined }

  it('is undefined when every route loaded', () => {
    expect(pageError([ok, ok])).toBeUndefined()
  })

  it("takes the status of the first route that failed, and its error's Retry-After", () => {
    const limited = { status: 'error' as const, error: new ApiRequestError(429, 'Слишком много запросов.', undefined, 30) }
    expect(pageError([ok, limited])).toEqual({ status: 429, retryAfter: 30 })
    expect(pageError([ok, { status: 'error', error: new ApiRequestError(503, 'Сервис временно недоступен.', undefined, 60) }])).toEqual({
      status: 503,
      retryAfter: 60,
    })
    expect(pageError([ok, { status: 'error', error: new Error('boom') }])).toEqual({ status: 500, retryAfter: undefined })
  })

  it('is a 404 for a route that was not found, or an address no route matches', () => {
    expect(pageError([ok, { status: 'notFound', error: undefined }])).toEqual({ status: 404, retryAfter: undefined })
    expect(pageError([{ ...ok, _notFound: true }])).toEqual({ status: 404, retryAfter: undefined })
  })
})
