import { consoleLogger } from '#shared/server/logger.ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { errorPageResponse } from '#app/lib/error-response.server.ts'

describe('errorPageResponse (a server route that could not answer)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('answers an unreachable API with 503, its Retry-After and a Russian error page, not JSON', async () => {
    const response = errorPageResponse(new ApiRequestError(503, 'Сервис временно недоступен.', undefined, 60))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toMatch(/^<!doctype html><html lang="ru">/)
    expect(html).toContain('<title>Ошибка — Малахит</title>')
    expect(html).toContain('Сервис временно недоступен')
    expect(html).toContain('<a href="/">На главную</a>')
  })

  it('keeps the status of a refusal, titled as the error page is', async () => {
    const response = errorPageResponse(new ApiRequestError(403, 'Нет доступа.'))
    expect(response.status).toBe(403)
    expect(response.headers.get('retry-after')).toBeNull()
    expect(await response.text()).toContain('<h1>Отказано в доступе</h1>')
  })

  it('answers a fault of its own with 500 and logs it', async () => {
    const log = vi.spyOn(consoleLogger, 'error').mockImplementation(() => {})
    const response = errorPageResponse(new TypeError('secret at 10.0.0.5'))
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('<h1>Ошибка сервера</h1>')
    expect(html).not.toContain('10.0.0.5')
    expect(log).toHaveBeenCalledWith('Server route failed', expect.objectContaining({ error: 'secret at 10.0.0.5' }))
  })
})
