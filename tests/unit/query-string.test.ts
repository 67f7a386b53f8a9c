import { describe, expect, it } from 'vitest'
import { withoutFirstPage, withVisitorQuery } from '#app/lib/query-string.ts'

describe('withoutFirstPage', () => {
  it.each([
    ['?page=1', ''],
    ['page=1&tag=a%20b', 'tag=a%20b'],
    ['?utm_source=~x&page=%31&tag=a+b', 'utm_source=~x&tag=a+b'],
  ])('drops page=1 and leaves the rest as written: %s -> %s', (query, expected) => {
    expect(withoutFirstPage(query)).toBe(expected)
  })

  it.each(['', 'page=2', 'page=1&page=2', 'tag=a%20b', 'a=1&&b=2', 'pages=1', 'x'])('leaves %j as it is', (query) => {
    expect(withoutFirstPage(query)).toBe(query)
  })
})

describe('withVisitorQuery', () => {
  it("adds the visitor's query, as written, to a target without one", () => {
    expect(withVisitorQuery('/articles/new/', '?utm_source=mail&utm_campaign=a%20b')).toBe(
      '/articles/new/?utm_source=mail&utm_campaign=a%20b',
    )
    expect(withVisitorQuery('/articles/new/', '')).toBe('/articles/new/')
  })

  it("keeps the target's own parameters and fragment; they win over the visitor's of the same name", () => {
    expect(withVisitorQuery('/solutions/?from=promo#offer', 'from=banner&utm_source=mail')).toBe(
      '/solutions/?from=promo&utm_source=mail#offer',
    )
    expect(withVisitorQuery('/solutions/?from=promo', '')).toBe('/solutions/?from=promo')
  })
})
