import { describe, expect, it } from 'vitest'
import { botErrorResponse } from '#app/lib/bot-errors.ts'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const YANDEXBOT = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

const page = (status: number, type = 'text/html; charset=utf-8') =>
  new Response('<html><body><h1>Страница не найдена</h1><a href="/">На главную</a></body></html>', {
    status,
    headers: { 'content-type': type },
  })
const request = (userAgent: string) => new Request('https://malakhit.test/nope/', { headers: { 'user-agent': userAgent } })

describe('botErrorResponse', () => {
  it.each([GOOGLEBOT, YANDEXBOT])('gives a bot the status with a minimal noindex body: %s', async (userAgent) => {
    const answer = botErrorResponse(request(userAgent), page(404))
    expect(answer?.status).toBe(404)
    expect(answer?.headers.get('x-robots-tag')).toBe('noindex')
    const html = await answer!.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain('На главную')
  })

  it('leaves the error page for people', () => {
    expect(botErrorResponse(request(CHROME), page(404))).toBeNull()
  })

  it('leaves successful pages and non-HTML answers alone, even for bots', () => {
    expect(botErrorResponse(request(GOOGLEBOT), page(200))).toBeNull()
    expect(botErrorResponse(request(GOOGLEBOT), page(404, 'application/json'))).toBeNull()
  })
})
