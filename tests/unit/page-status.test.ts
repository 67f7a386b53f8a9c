import { describe, expect, it } from 'vitest'
import { NOTHING_TO_SHOW, pageStatus } from '#app/lib/page-status.ts'

describe('a page’s own status', () => {
  it('is the one a loader asked for', () => {
    expect(pageStatus([{ loaderData: { siteUrl: 'https://example.ru' } }, { loaderData: NOTHING_TO_SHOW }])).toBe(404)
  })

  it('is none for pages whose loaders return their data, or nothing', () => {
    expect(pageStatus([{ loaderData: { siteUrl: 'https://example.ru' } }, { loaderData: null }, {}])).toBeUndefined()
    expect(pageStatus([{ loaderData: { pageStatus: '404' } }])).toBeUndefined()
  })
})
