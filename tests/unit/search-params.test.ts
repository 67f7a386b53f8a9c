import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from '#app/lib/search-params.ts'

describe("the router's query strings", () => {
  it('are written as plain text, never as JSON', () => {
    expect(stringifySearch({ tag: '2024' })).toBe('?tag=2024')
    expect(stringifySearch({ tag: 'null', redirect: '/profile/' })).toBe('?tag=null&redirect=%2Fprofile%2F')
    expect(stringifySearch({ tag: 'seo', page: 2, empty: undefined })).toBe('?tag=seo&page=2')
    expect(stringifySearch({})).toBe('')
  })

  it('read numbers as numbers and everything else as the text it is', () => {
    expect(parseSearch('?page=2&tag=%22seo%22&utm_source=a+b&ref=%7Bx%7D')).toEqual({
      page: 2,
      tag: '"seo"',
      utm_source: 'a b',
      ref: '{x}',
    })
  })

  it.each(['?tag=2024', '?tag=true', '?tag=%22seo%22', '?tag=null&page=2', '?tag=%5B1%5D'])('read and write %s the same way', (search) => {
    expect(stringifySearch(parseSearch(search))).toBe(search)
  })
})
