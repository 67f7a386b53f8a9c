import { describe, expect, it } from 'vitest'
import { counterScripts, initCounters, insertCounterScripts, type YandexMetrika } from '#app/features/analytics/counters.ts'
import type { AnyRouter } from '@tanstack/react-router'
import { createPageViewTracker, type PageView, trackPageViews } from '#app/features/analytics/page-views.ts'
import { hasCounters, NO_ANALYTICS } from '#app/features/analytics/types.ts'
import { readConfig } from '#server/config.ts'

const BOTH = { ymCounterId: 12345678, gtmId: 'GTM-TEST123' }

/** The little of a document the loader touches: scripts in the head, looked up by selector. */
function fakeDocument(nonce?: { script?: string; meta?: string }) {
  const head: Array<{ src: string; async: boolean; nonce: string }> = []
  const doc = {
    head: { append: (script: (typeof head)[number]) => head.push(script) },
    createElement: () => ({ src: '', async: false, nonce: '' }),
    querySelector: (selector: string) => {
      if (selector === 'script[nonce]') return nonce?.script ? { nonce: nonce.script } : null
      if (selector === 'meta[property="csp-nonce"]') return nonce?.meta ? { content: nonce.meta } : null
      return head.find((script) => selector === `script[src="${script.src}"]`) ?? null
    },
  }
  return { doc: doc as unknown as Document, head }
}

describe('the counters of the configuration', () => {
  const analyticsConfigOf = (env: NodeJS.ProcessEnv) => readConfig(env).analytics

  it('turns nothing on when the ids are unset', () => {
    expect(analyticsConfigOf({})).toEqual(NO_ANALYTICS)
    expect(hasCounters(analyticsConfigOf({}))).toBe(false)
  })

  it('reads both counters', () => {
    expect(analyticsConfigOf({ YM_COUNTER_ID: '12345678', GTM_ID: 'GTM-TEST123' })).toEqual(BOTH)
    expect(hasCounters(analyticsConfigOf({ GTM_ID: 'GTM-TEST123' }))).toBe(true)
  })
})

describe('counter loading', () => {
  it('loads nothing and defines nothing when no counter is configured', () => {
    const win = {} as Window
    initCounters(NO_ANALYTICS, win)
    const { doc, head } = fakeDocument()
    insertCounterScripts(NO_ANALYTICS, doc)
    expect(counterScripts(NO_ANALYTICS)).toEqual([])
    expect(win).toEqual({})
    expect(head).toEqual([])
  })

  it('adds the Metrika and GTM scripts once each, async, with the page nonce', () => {
    const { doc, head } = fakeDocument({ script: 'n0nce' })
    insertCounterScripts(BOTH, doc)
    insertCounterScripts(BOTH, doc)
    expect(head).toEqual([
      { src: 'https://mc.yandex.ru/metrika/tag.js', async: true, nonce: 'n0nce' },
      { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123', async: true, nonce: 'n0nce' },
    ])
  })

  it('takes the nonce from the router meta tag when no script carries one', () => {
    const { doc, head } = fakeDocument({ meta: 'm3ta' })
    insertCounterScripts({ ymCounterId: 1, gtmId: null }, doc)
    expect(head).toEqual([{ src: 'https://mc.yandex.ru/metrika/tag.js', async: true, nonce: 'm3ta' }])
  })

  it('adds no nonce when the page has none', () => {
    const { doc, head } = fakeDocument()
    insertCounterScripts({ ymCounterId: 1, gtmId: null }, doc)
    expect(head).toEqual([{ src: 'https://mc.yandex.ru/metrika/tag.js', async: true, nonce: '' }])
  })

  it('loads only the configured counter', () => {
    expect(counterScripts({ ymCounterId: null, gtmId: 'GTM-TEST123' })).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])
    expect(counterScripts({ ymCounterId: 1, gtmId: null })).toEqual(['https://mc.yandex.ru/metrika/tag.js'])
  })

  it('queues Metrika calls until its script arrives and starts the counter without its own first hit', () => {
    const win = {} as Window
    initCounters(BOTH, win)
    win.ym?.(12345678, 'hit', 'https://malakhit.studio/')
    expect((win.ym as YandexMetrika).a).toEqual([
      [12345678, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true }],
      [12345678, 'hit', 'https://malakhit.studio/'],
    ])
    expect(win.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }])
  })

  it('keeps a Metrika function that is already on the page', () => {
    const calls: unknown[][] = []
    const win = { ym: (...args: unknown[]) => calls.push(args) } as unknown as Window
    initCounters({ ymCounterId: 5, gtmId: null }, win)
    expect(calls).toEqual([[5, 'init', expect.objectContaining({ defer: true })]])
    expect(win.dataLayer).toBeUndefined()
  })
})

describe('page views', () => {
  function tracker(entryReferrer?: string) {
    const views: Array<PageView & { first: boolean }> = []
    const track = createPageViewTracker((view, first) => views.push({ ...view, first }), entryReferrer)
    return { track, views }
  }

  it('counts the first page once, with the page the visitor came from', () => {
    const { track, views } = tracker('https://yandex.ru/search/?text=agency')
    track('https://malakhit.studio/', 'Малахит')
    track('https://malakhit.studio/', 'Малахит')
    expect(views).toEqual([
      { url: 'https://malakhit.studio/', path: '/', referrer: 'https://yandex.ru/search/?text=agency', title: 'Малахит', first: true },
    ])
  })

  it('counts each navigation to another address, with the previous page as referrer', () => {
    const { track, views } = tracker()
    track('https://malakhit.studio/', 'Главная')
    track('https://malakhit.studio/news/', 'Новости')
    track('https://malakhit.studio/news/?page=2', 'Новости, страница 2')
    expect(views.map(({ path, referrer, first }) => ({ path, referrer, first }))).toEqual([
      { path: '/', referrer: undefined, first: true },
      { path: '/news/', referrer: 'https://malakhit.studio/', first: false },
      { path: '/news/?page=2', referrer: 'https://malakhit.studio/news/', first: false },
    ])
  })

  it('does not count a jump to an anchor of the same page', () => {
    const { track, views } = tracker()
    track('https://malakhit.studio/articles/a/', 'A')
    track('https://malakhit.studio/articles/a/#section', 'A')
    expect(views).toHaveLength(1)
  })

  it('counts the pages seen while the counters were loading, each with its own title, then the navigations after', () => {
    const { track, views } = tracker()
    let resolved: () => void = () => {}
    const router = {
      subscribe: (_event: string, listener: () => void) => {
        resolved = listener
        return () => {}
      },
    } as unknown as AnyRouter
    const win = { location: { href: 'https://malakhit.studio/news/x/' }, document: { title: 'Страница не найдена' } } as Window
    trackPageViews(router, win, track, [
      { href: 'https://malakhit.studio/news/', title: 'Новости' },
      { href: 'https://malakhit.studio/news/x/', title: 'Страница не найдена' },
    ])
    win.location.href = 'https://malakhit.studio/contacts/'
    win.document.title = 'Контакты'
    resolved()
    expect(views.map(({ path, title }) => [path, title])).toEqual([
      ['/news/', 'Новости'],
      ['/news/x/', 'Страница не найдена'],
      ['/contacts/', 'Контакты'],
    ])
  })

  it('keeps one-time tokens and e-mail addresses out of the counted address', () => {
    const { track, views } = tracker()
    track('https://malakhit.studio/login-by-token/?token=secret', 'Вход по ссылке')
    track('https://malakhit.studio/password/reset/?token=secret&email=a%40b.ru', 'Смена пароля')
    expect(views.map((view) => [view.url, view.path, view.referrer])).toEqual([
      ['https://malakhit.studio/login-by-token/', '/login-by-token/', undefined],
      ['https://malakhit.studio/password/reset/', '/password/reset/', 'https://malakhit.studio/login-by-token/'],
    ])
  })
})
