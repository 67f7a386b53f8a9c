import { describe, expect, it } from 'vitest'
import { redirectTarget } from '#app/features/posts/redirect-target.ts'

const SITE = 'https://malakhit.studio'

describe('redirectTarget', () => {
  it('keeps a path of the site with its status', () => {
    expect(redirectTarget({ url: '/articles/new/', status: 301 }, SITE)).toEqual({ url: '/articles/new/', status: 301 })
    expect(redirectTarget({ url: '/news/new/?a=1#x', status: 302 }, SITE)).toEqual({ url: '/news/new/?a=1#x', status: 302 })
  })

  it('reduces an absolute address of the site itself to its path', () => {
    expect(redirectTarget({ url: 'https://malakhit.studio/articles/new/', status: 308 }, SITE)).toEqual({
      url: '/articles/new/',
      status: 308,
    })
  })

  it('refuses other sites, protocol-relative addresses and other schemes', () => {
    expect(redirectTarget({ url: 'https://evil.example/articles/', status: 301 }, SITE)).toBeNull()
    expect(redirectTarget({ url: '//evil.example/x', status: 301 }, SITE)).toBeNull()
    expect(redirectTarget({ url: '/\\evil.example/x', status: 301 }, SITE)).toBeNull()
    expect(redirectTarget({ url: 'javascript:alert(1)', status: 301 }, SITE)).toBeNull()
    expect(redirectTarget({ url: '', status: 301 }, SITE)).toBeNull()
    expect(redirectTarget({ url: 42, status: 301 }, SITE)).toBeNull()
  })

  it.each([
    '/.//evil.example/x',
    '/a/..//evil.example/x',
    '/%2e//evil.example',
    '/x/%2e%2e//evil.example',
    '/%252F%252Fevil.example',
    'https://malakhit.studio/.//evil.example',
  ])('refuses %j, which dot segments or another decoding would turn into another site', (url) => {
    expect(redirectTarget({ url, status: 301 }, SITE)).toBeNull()
  })

  it('turns a status that is not a redirect into 301', () => {
    expect(redirectTarget({ url: '/a/', status: 200 }, SITE)).toEqual({ url: '/a/', status: 301 })
    expect(redirectTarget({ url: '/a/', status: '301' }, SITE)).toEqual({ url: '/a/', status: 301 })
  })
})
