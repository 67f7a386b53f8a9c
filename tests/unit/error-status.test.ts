import { describe, expect, it } from 'vitest'
import { errorStatus, errorTitle } from '#app/components/errors/error-status.ts'

describe('error page titles (specification, section 2)', () => {
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
