import { describe, expect, it } from 'vitest'
import { NOTHING_TO_SHOW, pageRetryAfter, pageStatus, tooManyRequests } from '#app/lib/page-status.ts'

describe('a page’s own status', () => {
  it('is the one a loader asked for', () => {
    expect(pageStatus([{ loaderData: { siteUrl: 'https://example.ru' } }, { loaderData: NOTHING_TO_SHOW }])).toBe(404)
  })

  it('is none for pages whose loaders return their data, or nothing', () => {
    expect(pageStatus([{ loaderData: { siteUrl: 'https://example.ru' } }, { loaderData: null }, {}])).toBeUndefined()
    expect(pageStatus([{ loaderData: { pageStatus: '404' } }])).toBeUndefined()
  })
})

describe('a page past a visitor’s limit', () => {
  it('answers 429 and the seconds to wait its loader gave', () => {
    const matches = [{ loaderData: { siteUrl: 'https://example.ru' } }, { loaderData: tooManyRequests(42) }]
    expect(pageStatus(matches)).toBe(429)
    expect(pageRetryAfter(matches)).toBe(42)
  })

  it('gives no seconds for a page whose status says nothing of waiting, or a wait that is no whole number', () => {
    expect(pageRetryAfter([{ loaderData: NOTHING_TO_SHOW }])).toBeUndefined()
    expect(pageRetryAfter([{ loaderData: { pageStatus: 429, retryAfter: '42' } }])).toBeUndefined()
    expect(pageRetryAfter([{ loaderData: { pageStatus: 429, retryAfter: 1.5 } }])).toBeUndefined()
    expect(pageRetryAfter([{ loaderData: { retryAfter: 42 } }])).toBeUndefined()
  })
})
