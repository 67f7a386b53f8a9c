import { createFetchError, FetchError } from 'ofetch'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, apiRequestErrorAdapter, isApiStatus, toApiRequestError } from '#app/lib/api/errors.ts'

const backend = 'http://10.0.0.5:8080/internal/api/v1/profile'

function fetchError(status: number | undefined, data?: unknown): FetchError {
  const response = status === undefined ? undefined : Object.assign(new Response(null, { status }), { _data: data })
  return createFetchError({ request: backend, options: { headers: new Headers() }, response: response as never, error: status === undefined ? new TypeError('fetch failed') : undefined })
}

describe('toApiRequestError', () => {
  it('keeps the status, message and field errors of a 4xx answer', () => {
    const error = toApiRequestError(fetchError(422, { message: 'Проверьте поля.', errors: { email: ['Укажите почту.'] } }))
    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({ status: 422, message: 'Проверьте поля.', errors: { email: ['Укажите почту.'] } })
  })

  it('gives a 4xx answer without the API error body a neutral message', () => {
    expect(toApiRequestError(fetchError(404, '<html>nginx</html>'))).toMatchObject({ status: 404, message: 'Запрос не выполнен.' })
  })

  it.each([500, 502, 503, 504])('turns a %i into a 500 that names neither the backend nor the cause', (status) => {
    const error = toApiRequestError(fetchError(status, { message: 'SQLSTATE[42P01]: relation "users" does not exist' })) as ApiRequestError
    expect(error.status).toBe(500)
    expect(error.message).not.toMatch(/SQLSTATE|10\.0\.0\.5|internal/)
  })

  it('turns a network failure (no answer) into a 500 without the address', () => {
    const error = toApiRequestError(fetchError(undefined)) as ApiRequestError
    expect(error.status).toBe(500)
    expect(error.message).not.toContain('10.0.0.5')
  })

  it('passes other errors through untouched', () => {
    const other = new RangeError('x')
    expect(toApiRequestError(other)).toBe(other)
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
})
