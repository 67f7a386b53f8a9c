import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { Snippet } from '#app/features/search/components/Snippet.tsx'
import { websiteJsonLd } from '#app/features/search/json-ld.ts'
import { openSearchDescription } from '#app/features/search/opensearch.ts'
import { searchTitle } from '#app/features/search/search-head.ts'
import { normalizeQuery, SearchPageSearch, searchRequest } from '#app/features/search/search-params.ts'
import { parseSearch } from '#app/lib/search-params.ts'
import { SEARCH_QUERY_MAX_LENGTH } from '#shared/contract/search.ts'

/** The page's search params as the router reads them from an address. */
const read = (query: string) => v.parse(SearchPageSearch, parseSearch(query))

describe('the search page’s address', () => {
  it('reads the query, the type, the page and whether to search the query exactly as typed', () => {
    expect(read('?q=доступность&type=articles&page=2')).toEqual({ q: 'доступность', type: 'articles', page: 2, exact: undefined })
    expect(read('?q=доступнасть&exact=1').exact).toBe(1)
  })

  it('keeps a query that looks like a number or a word of JSON as the text it is', () => {
    expect(read('?q=2025').q).toBe('2025')
    expect(read('?q=true').q).toBe('true')
    expect(read('?q=%5B1%5D').q).toBe('[1]')
  })

  it.each([
    ['an unknown type', '?q=сайт&type=secret', { q: 'сайт', type: undefined, page: undefined, exact: undefined }],
    ['a page that is not a number', '?q=сайт&page=abc', { q: 'сайт', type: undefined, page: undefined, exact: undefined }],
    ['a page below one', '?q=сайт&page=0', { q: 'сайт', type: undefined, page: undefined, exact: undefined }],
    ['a query given twice', '?q=a&q=b', { q: undefined, type: undefined, page: undefined, exact: undefined }],
    ['an exact other than 1', '?q=сайт&exact=yes', { q: 'сайт', type: undefined, page: undefined, exact: undefined }],
  ])('drops %s rather than failing', (_, query, expected) => {
    expect(read(query)).toEqual(expected)
  })

  it('searches the trimmed query with its spaces collapsed, from the first page, corrected by default', () => {
    expect(searchRequest({ q: '  интернет   магазин ', type: undefined, page: undefined, exact: undefined })).toEqual({
      kind: 'search',
      q: 'интернет магазин',
      type: undefined,
      page: 1,
      exact: false,
    })
    expect(searchRequest({ q: 'ljcnegyjcnm', type: undefined, page: undefined, exact: 1 })).toMatchObject({ exact: true })
    expect(normalizeQuery('\tа\n б ')).toBe('а б')
  })

  it('has nothing to search for a missing or blank query', () => {
    expect(searchRequest({ q: undefined, type: 'news', page: 3, exact: undefined })).toEqual({ kind: 'empty' })
    expect(searchRequest({ q: '   ', type: undefined, page: undefined, exact: undefined })).toEqual({ kind: 'empty' })
  })

  it('refuses a query longer than the API takes, before asking it', () => {
    const longest = 'а'.repeat(SEARCH_QUERY_MAX_LENGTH)
    expect(searchRequest({ q: longest, type: undefined, page: undefined, exact: undefined }).kind).toBe('search')
    expect(searchRequest({ q: `${longest}б`, type: undefined, page: undefined, exact: undefined })).toEqual({ kind: 'too-long' })
  })

  it('titles the page by what was searched', () => {
    expect(searchTitle('доступность')).toBe('Поиск: «доступность»')
    expect(searchTitle('')).toBe('Поиск по сайту')
  })
})

describe('a result’s snippet', () => {
  const html = (parts: { text: string; mark: boolean }[]) => renderToStaticMarkup(createElement(Snippet, { parts }))

  it('marks the words found and keeps the rest as text', () => {
    expect(
      html([
        { text: 'Проверяем ', mark: false },
        { text: 'доступность', mark: true },
        { text: ' сайтов по WCAG', mark: false },
      ]),
    ).toBe('<p>Проверяем <mark>доступность</mark> сайтов по WCAG</p>')
  })

  it('never turns an item’s text into markup', () => {
    expect(
      html([
        { text: '<img src=x onerror=alert(1)>', mark: false },
        { text: '<b>', mark: true },
      ]),
    ).toBe('<p>&lt;img src=x onerror=alert(1)&gt;<mark>&lt;b&gt;</mark></p>')
  })

  it('shows nothing for an empty snippet', () => {
    expect(html([])).toBe('')
  })
})

describe('the site’s search for browsers and search engines', () => {
  it('gives the home page a WebSite with the SearchAction of the search page', () => {
    expect(websiteJsonLd('https://malakhit.studio')).toMatchObject({
      '@type': 'WebSite',
      url: 'https://malakhit.studio/',
      potentialAction: {
        '@type': 'SearchAction',
        target: 'https://malakhit.studio/search/?q={search_term_string}',
        'query-input': 'required name=search_term_string',
      },
    })
  })

  it('describes the search to browsers in OpenSearch, with the address escaped as XML', () => {
    const xml = openSearchDescription('https://example.ru/a&b')
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<OpenSearchDescription xmlns="http:\/\/a9.com\/-\/spec\/opensearch\/1.1\/"/,
    )
    expect(xml).toContain('<ShortName>Малахит</ShortName>')
    expect(xml).toContain('<Url type="text/html" method="get" template="https://example.ru/a&amp;b/search/?q={searchTerms}"/>')
    expect(xml).toContain('>https://example.ru/a&amp;b/favicon.svg</Image>')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/)
  })
})
