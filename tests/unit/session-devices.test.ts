import { describe, expect, it } from 'vitest'
import { describeDevice } from '#api/auth/user-agent.ts'
import { deviceLabel } from '#shared/device-label.ts'

const label = (userAgent: string | null) => deviceLabel(describeDevice(userAgent))

describe('the device of a session, as the person reads it', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'iPhone · Safari 18',
      'mobile',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'iPad · Safari 17',
      'tablet',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Windows · Chrome 131',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Windows · Edge 131',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 YaBrowser/24.12.0.0 Safari/537.36',
      'Windows · Яндекс Браузер 24',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'macOS · Safari 18',
      'desktop',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Android · Chrome 131',
      'mobile',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Linux · Firefox 133', 'desktop'],
  ])('%s reads as «%s»', (userAgent, expected, kind) => {
    expect(label(userAgent)).toBe(expected)
    expect(describeDevice(userAgent).kind).toBe(kind)
  })

  it.each([[null], [''], ['   '], ['curl/8.5.0'], ['что-то непонятное']])('%j is «Неизвестное устройство»', (userAgent) => {
    expect(label(userAgent)).toBe('Неизвестное устройство')
  })

  it('names what it can when only one of the system and the browser is known', () => {
    expect(deviceLabel({ os: 'Windows', browser: null })).toBe('Windows')
    expect(deviceLabel({ os: null, browser: 'Firefox 133' })).toBe('Firefox 133')
  })
})
