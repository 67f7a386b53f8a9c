import { describe, expect, it, vi } from 'vitest'
import { navigateSafely, safeInternalPath, safeNavigationTarget } from '#app/lib/navigation/safe-navigation.ts'

const SITE = 'https://malakhit.studio'

/** Targets that must never pass, whatever the options (nothing external allowed). */
const TRICKY = [
  '//evil.example',
  '//evil.example/profile/',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  // Dot segments that the URL parser resolves into a leading `//`.
  '/.//evil.example',
  '/./\\evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/x/%2e%2e//evil.example',
  '/x/.%2e//evil.example',
  '/x/%2e.//evil.example',
  '/.%2F/evil.example',
  '/x/..%2F%2Fevil.example',
  '/x/%2e%2e%2f%2fevil.example',
  '/a/%2E%2E//evil.example?x=1#y',
  // Encoded twice or three times: another decoding layer would turn them into `//` or `\`.
  '/%252F%252Fevil.example',
  '/%252f/evil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/%255cevil.example',
  '/x/%252e%252e/%252Fevil.example',
  // Controls a browser strips, encoded.
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  '/%2509/evil.example',
  '/%00/profile/',
  'https://evil.example/',
  'HTTPS://evil.example/',
  'hTtPs://Evil.Example/',
  'https:evil.example',
  'https:/evil.example',
  'http://evil.example',
  'ftp://evil.example/file',
  'https://malakhit.studio@evil.example/',
  'https://malakhit.studio.evil.example/',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'ht\ttps://evil.example/',
  'https\n://evil.example/',
  'https:\t//evil.example/',
  'https://\nevil.example/',
  'h\u0000ttps://evil.example/',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'blob:https://malakhit.studio/0b6f2e0e-3c1c-4c1e-9c7a-6f1e1d9d7d1a',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'mailto:hello@malakhit.studio',
  ' /profile/',
  '\t/profile/',
  '/profile/ ',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\u0000/profile/',
  '/\u00a0/evil.example',
  'profile/',
  './profile/',
  '../profile/',
  '?redirect=/profile/',
  '#top',
  '',
  `/${'a'.repeat(2048)}`,
]

describe('safeNavigationTarget', () => {
  it.each([
    ['/profile/', '/profile/'],
    ['/news/?page=2#top', '/news/?page=2#top'],
    ['/see-also-cards/', '/see-also-cards/'],
    ['/a/../profile/', '/profile/'],
    ['/поиск/', '/%D0%BF%D0%BE%D0%B8%D1%81%D0%BA/'],
    ['/%E0%A4%A', '/%E0%A4%A'],
    ['/news/100%25-result/', '/news/100%25-result/'],
    ['/news//post/', '/news//post/'],
    ['/a/./b/../profile/', '/a/profile/'],
    ['/search/?q=a%20b%2F%2Fc', '/search/?q=a%20b%2F%2Fc'],
    ['/login/?redirect=%2Fprofile%2F', '/login/?redirect=%2Fprofile%2F'],
  ])('keeps the same-site path %j', (input, expected) => {
    expect(safeNavigationTarget(input, { origin: SITE })).toBe(expected)
  })

  it.each([
    ['https://malakhit.studio/articles/new/', '/articles/new/'],
    ['HTTPS://MALAKHIT.STUDIO/news/?page=2#top', '/news/?page=2#top'],
    ['https://malakhit.studio:443/company/', '/company/'],
  ])('reduces an absolute address of the site itself (%j) to its path', (input, expected) => {
    expect(safeNavigationTarget(input, { origin: SITE })).toBe(expected)
  })

  it('refuses an address of the site whose path would leave it', () => {
    expect(safeNavigationTarget('https://malakhit.studio//evil.example/', { origin: SITE })).toBeNull()
    expect(safeNavigationTarget('https://malakhit.studio/%2F%2Fevil.example', { origin: SITE })).toBeNull()
    expect(safeNavigationTarget('https://malakhit.studio/.//evil.example', { origin: SITE })).toBeNull()
    expect(safeNavigationTarget('https://malakhit.studio/a/%2e%2e//evil.example', { origin: SITE })).toBeNull()
  })

  it('treats another port or scheme of the site as another site', () => {
    expect(safeNavigationTarget('http://malakhit.studio/profile/', { origin: SITE })).toBeNull()
    expect(safeNavigationTarget('https://malakhit.studio:8443/profile/', { origin: SITE })).toBeNull()
  })

  it.each(TRICKY)('refuses %j', (input) => {
    expect(safeNavigationTarget(input, { origin: SITE })).toBeNull()
  })

  it('refuses what is not a string', () => {
    expect(safeNavigationTarget(undefined)).toBeNull()
    expect(safeNavigationTarget(null)).toBeNull()
    expect(safeNavigationTarget(['/profile/'])).toBeNull()
    expect(safeNavigationTarget({ href: '/profile/' })).toBeNull()
  })

  describe('with external destinations allowed explicitly', () => {
    const allowExternal = ['https://oauth.yandex.ru', 'mailto:']

    it.each([
      ['https://oauth.yandex.ru/authorize?client_id=1', 'https://oauth.yandex.ru/authorize?client_id=1'],
      ['HTTPS://OAuth.Yandex.RU/authorize', 'https://oauth.yandex.ru/authorize'],
      ['https://oauth.yandex.ru:443/', 'https://oauth.yandex.ru/'],
      ['mailto:hello@malakhit.studio', 'mailto:hello@malakhit.studio'],
      ['MAILTO:hello@malakhit.studio', 'mailto:hello@malakhit.studio'],
    ])('lets %j through', (input, expected) => {
      expect(safeNavigationTarget(input, { origin: SITE, allowExternal })).toBe(expected)
    })

    it.each([
      'http://oauth.yandex.ru/authorize',
      'https://oauth.yandex.ru.evil.example/',
      'https://evil.example/?next=https://oauth.yandex.ru',
      'https://oauth.yandex.ru@evil.example/',
      'https://user:pass@oauth.yandex.ru/',
      ' https://oauth.yandex.ru/',
      'https://oauth.yandex.ru/\t',
      'https://oauth.yandex.ru\\@evil.example/',
      '//oauth.yandex.ru/',
      'tel:+74950000000',
      'javascript:alert(1)',
      'data:text/html,x',
      'blob:https://oauth.yandex.ru/uuid',
      'vbscript:msgbox(1)',
    ])('still refuses %j', (input) => {
      expect(safeNavigationTarget(input, { origin: SITE, allowExternal })).toBeNull()
    })

    it('allows a dangerous scheme only when it is listed itself', () => {
      expect(safeNavigationTarget('data:text/plain,hi', { allowExternal: ['https://data.example'] })).toBeNull()
      expect(safeNavigationTarget('data:text/plain,hi', { allowExternal: ['data:'] })).toBe('data:text/plain,hi')
    })
  })
})

describe('safeInternalPath (return paths such as ?redirect=)', () => {
  it('keeps a path on this site', () => {
    expect(safeInternalPath('/profile/?tab=1')).toBe('/profile/?tab=1')
  })

  it('refuses absolute addresses, even of the site itself', () => {
    expect(safeInternalPath('https://malakhit.studio/profile/')).toBeNull()
  })

  it.each(TRICKY)('refuses %j', (input) => {
    expect(safeInternalPath(input)).toBeNull()
  })

  it('never answers a protocol-relative or backslash-led path, whatever dots and encodings it is given', () => {
    const pieces = ['/', '.', '..', '%2e', '%2E', '%2f', '%252f', '%5c', '%255c', 'a', 'evil.example']
    for (const a of pieces)
      for (const b of pieces)
        for (const c of pieces) {
          const result = safeInternalPath(`/${a}/${b}/${c}`)
          if (result === null) continue
          expect(result.startsWith('//'), result).toBe(false)
          expect(/^\/[\\%]5c/i.test(result) || result.includes('\\'), result).toBe(false)
          expect(new URL(result, SITE).origin, result).toBe(SITE)
        }
  })
})

describe('navigateSafely', () => {
  it('navigates client-side to a same-site path', async () => {
    const navigate = vi.fn(async (_options: { href: string; replace?: boolean }) => {})
    expect(await navigateSafely(navigate, '/news/', { replace: true })).toBe(true)
    expect(navigate).toHaveBeenCalledWith({ href: '/news/', replace: true })
  })

  it('goes to the fallback instead of a refused target', async () => {
    const navigate = vi.fn(async (_options: { href: string; replace?: boolean }) => {})
    expect(await navigateSafely(navigate, '//evil.example/', { fallback: '/profile/' })).toBe(true)
    expect(navigate).toHaveBeenCalledWith({ href: '/profile/', replace: undefined })
  })

  it('stays put when the target is refused and there is no fallback', async () => {
    const navigate = vi.fn(async (_options: { href: string; replace?: boolean }) => {})
    expect(await navigateSafely(navigate, 'javascript:alert(1)')).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('loads an allowed external address as a page, never through the router', async () => {
    const navigate = vi.fn(async (_options: { href: string; replace?: boolean }) => {})
    const assign = vi.fn()
    vi.stubGlobal('window', { location: { origin: SITE, assign, replace: vi.fn() } })
    try {
      expect(await navigateSafely(navigate, 'https://oauth.yandex.ru/authorize', { allowExternal: ['https://oauth.yandex.ru'] })).toBe(true)
      expect(assign).toHaveBeenCalledWith('https://oauth.yandex.ru/authorize')
      expect(navigate).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
