import { describe, expect, it, vi } from 'vitest'

// The request as the site's server got it: srvx puts the connection's address on it as `ip`
// (taking a proxy's X-Forwarded-For only when TRUST_PROXY allows it).
let currentRequest: Request & { ip?: string } = new Request('http://site.test/')
vi.mock('@tanstack/react-start/server', () => ({ getRequest: () => currentRequest }))

const { visitorHeaders } = await import('#app/lib/api/visitor.server.ts')

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
