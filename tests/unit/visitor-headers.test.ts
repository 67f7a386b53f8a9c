import { describe, expect, it, vi } from 'vitest'

// The request as the site's server got it: srvx puts the connection's address on it as `ip`
// (taking a proxy's X-Forwarded-For only when TRUST_PROXY allows it).
let currentRequest: Request & { ip?: string } = new Request('http://site.test/')
/** The cookies the browser sent, and those the answer sets. */
let sentCookies: Record<string, string> = {}
const setCookies: { name: string; value: string; options: Record<string, unknown> }[] = []
vi.mock('@tanstack/react-start/server', () => ({
  getRequest: () => currentRequest,
  getCookie: (name: string) => sentCookies[name],
  setCookie: (name: string, value: string, options: Record<string, unknown>) => setCookies.push({ name, value, options }),
}))

const { signInHeaders, visitorHeaders } = await import('#app/lib/api/visitor.server.ts')

const requestFrom = (ip: string | undefined, headers: Record<string, string> = {}) =>
  Object.assign(new Request('http://site.test/', { headers }), ip === undefined ? {} : { ip })

describe('visitorHeaders', () => {
  it('names the address the server resolved for the visitor, and their browser', () => {
    currentRequest = requestFrom('198.51.100.7', { 'user-agent': 'Browser/1.0', 'x-forwarded-for': '203.0.113.1' })
    const headers = visitorHeaders()
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.7')
    expect(headers.get('user-agent')).toBe('Browser/1.0')
  })

  it('never passes on an X-Forwarded-For the visitor sent, even when no address is known', () => {
    currentRequest = requestFrom(undefined, { 'x-forwarded-for': '203.0.113.1' })
    expect(visitorHeaders().has('x-forwarded-for')).toBe(false)
  })
})

describe('signInHeaders', () => {
  const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/

  it('gives a browser without a device id a new one, kept a year in an httpOnly, SameSite=Lax cookie, and sends it', () => {
    currentRequest = requestFrom('198.51.100.7', { 'user-agent': 'Browser/1.0' })
    sentCookies = {}
    setCookies.length = 0
    const headers = signInHeaders()
    expect(headers.get('x-device-id')).toMatch(DEVICE_ID)
    expect(headers.get('user-agent')).toBe('Browser/1.0')
    expect(setCookies).toEqual([
      {
        name: 'device_id',
        value: headers.get('x-device-id'),
        options: { httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: 365 * 24 * 60 * 60 },
      },
    ])
    // A second sign-in call of the same request uses the id just given.
    expect(signInHeaders().get('x-device-id')).toBe(headers.get('x-device-id'))
    expect(setCookies).toHaveLength(1)
  })

  it('sends the id the browser has, and sets nothing', () => {
    currentRequest = requestFrom('198.51.100.7')
    sentCookies = { device_id: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde' }
    setCookies.length = 0
    expect(signInHeaders().get('x-device-id')).toBe('AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde')
    expect(setCookies).toHaveLength(0)
  })

  it('replaces a device cookie that is not one the site made', () => {
    currentRequest = requestFrom('198.51.100.7')
    sentCookies = { device_id: 'chosen-by-someone' }
    setCookies.length = 0
    const id = signInHeaders().get('x-device-id')
    expect(id).toMatch(DEVICE_ID)
    expect(setCookies.map((cookie) => cookie.value)).toEqual([id])
  })
})
