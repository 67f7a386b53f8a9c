import { describe, expect, it } from 'vitest'
import { parseQuery } from '#api/services/search-query.ts'
import { derivedStems, rootOf } from '#api/services/search-roots.ts'
import { cyrillicReading, latinReading } from '#api/services/search-transliteration.ts'
import { buildTsquery, quoteLexeme, type Stems, type SynonymGroup } from '#api/services/search-tsquery.ts'

/** Stems as the database gives them, for the words these tests use. */
const STEMS: Record<string, string[]> = {
  ускорить: ['ускор'],
  сайт: ['сайт'],
  сайта: ['сайт'],
  интернет: ['интернет'],
  магазин: ['магазин'],
  магазины: ['магазин'],
  e: ['e'],
  commerce: ['commerc'],
  электронная: ['электрон'],
  коммерция: ['коммерц'],
  '1с': ['1с'],
  битрикс: ['битрикс'],
  bitrix: ['bitrix'],
  в: [],
  продвигать: ['продвига'],
  продвижение: ['продвижен'],
  seo: ['seo'],
}

const stems: Stems = {
  of: (word) => STEMS[word.toLowerCase()] ?? [word.toLowerCase()],
  phrase: (text) => `'phrase:${text}'`,
}

const read = (query: string, synonyms: SynonymGroup[] = []) => buildTsquery(parseQuery(query), stems, synonyms)

describe('reading a query as a search box does', () => {
  it('reads words, hyphenated words, quoted phrases, excluded terms and alternatives', () => {
    expect(parseQuery('интернет-магазин "доступ к сайту" -битрикс or seo')).toEqual([
      [
        { words: ['интернет', 'магазин'], quoted: false, text: '', negated: false },
        { words: ['доступ', 'к', 'сайту'], quoted: true, text: 'доступ к сайту', negated: false },
        { words: ['битрикс'], quoted: false, text: '', negated: true },
      ],
      [{ words: ['seo'], quoted: false, text: '', negated: false }],
    ])
  })

  it('reads anything else as separators, never as an error', () => {
    expect(parseQuery(`'; drop table posts; --`)).toEqual([
      [
        { words: ['drop'], quoted: false, text: '', negated: false },
        { words: ['table'], quoted: false, text: '', negated: false },
        { words: ['posts'], quoted: false, text: '', negated: false },
      ],
    ])
    expect(parseQuery('"незакрытая кавычка')).toEqual([
      [{ words: ['незакрытая', 'кавычка'], quoted: true, text: 'незакрытая кавычка', negated: false }],
    ])
    expect(parseQuery('or or ( ) <-> :* !')).toEqual([[{ words: ['or'], quoted: false, text: '', negated: false }]])
    expect(parseQuery('   ')).toEqual([])
  })
})

describe('transliteration', () => {
  it.each([
    ['bitrix', 'битрикс'],
    ['korporativnyj', 'корпоративный'],
    ['sajt', 'сайт'],
    ['sayt', 'сайт'],
    ['yandex', 'яндекс'],
    ['shchetka', 'щетка'],
    ['internet', 'интернет'],
  ])('reads %s as %s', (latin, cyrillic) => {
    expect(cyrillicReading(latin)).toBe(cyrillic)
  })

  it('reads a Cyrillic word in Latin letters, to be compared with the Latin words of the site', () => {
    expect(latinReading('вордпресс')).toBe('vordpress')
    expect(latinReading('Щука')).toBe('shchuka')
  })

  it('reads nothing into a word of the other alphabet, a mixed one or digits only', () => {
    expect(cyrillicReading('сайт')).toBeNull()
    expect(cyrillicReading('2026')).toBeNull()
    expect(cyrillicReading('saйт')).toBeNull()
    expect(latinReading('site')).toBeNull()
  })
})

describe('words of one root', () => {
  it('finds the noun of a verb and the verb of a noun', () => {
    expect(derivedStems('ускор')).toEqual(expect.arrayContaining(['ускорен', 'ускоря']))
    expect(derivedStems('ускорен')).toEqual(expect.arrayContaining(['ускор', 'ускоря']))
    expect(derivedStems('продвига')).toContain('продвижен')
    expect(derivedStems('продвижен')).toContain('продвига')
    expect(derivedStems('интегрирова')).toContain('интеграц')
    expect(derivedStems('оптимизац')).toContain('оптимизирова')
    expect(derivedStems('разработа')).toContain('разработк')
  })

  it('never reads a noun of agent into a verb, nor shortens a root into other words', () => {
    expect(derivedStems('разработа')).not.toContain('разработчик')
    expect(rootOf('цен')).toBeNull()
    expect(derivedStems('цен')).toEqual([])
    expect(derivedStems('seo')).toEqual([])
  })
})

describe('the tsquery a search runs', () => {
  it('quotes every lexeme, doubling quotes and backslashes', () => {
    expect(quoteLexeme(`it's\\`)).toBe(`'it''s\\\\'`)
  })

  it('keeps the words as typed apart from what they are read as', () => {
    const query = read('ускорить сайт')
    expect(query.plain).toBe(`( 'ускор' ) & ( 'сайт' )`)
    expect(query.expanded).toContain(`'ускорен'`)
    expect(query.plain).not.toContain(`'ускорен'`)
    expect(query.parts).toHaveLength(2)
    expect(query.named).toEqual([['сайт', 'ускор']])
  })

  it('reads a word in Latin letters in Cyrillic too', () => {
    expect(read('bitrix').expanded).toContain(`'битрикс'`)
  })

  it('finds a synonym group by any form of its words and adds its terms as alternatives', () => {
    const ecommerce = { id: 1, terms: ['e-commerce', 'электронная коммерция', 'интернет-магазин'] }
    const query = read('интернет-магазины', [ecommerce])
    expect(query.expanded).toContain(`( 'электрон' ) <-> ( 'коммерц' )`)
    expect(query.expanded).toContain(`( 'e' ) <-> ( 'commerc' )`)
    // A title that is any term of the group names what the query asks for.
    expect(query.named).toEqual(
      expect.arrayContaining([
        ['интернет', 'магазин'],
        ['коммерц', 'электрон'],
        ['commerc', 'e'],
      ]),
    )
  })

  it('finds a synonym group by a word of the same root', () => {
    const seo = { id: 1, terms: ['SEO', 'продвижение'] }
    expect(read('продвигать сайт', [seo]).expanded).toContain(`'seo'`)
  })

  it('gives a word to the longest term that holds it, so a shorter term never makes the longer optional', () => {
    const bitrix = { id: 1, terms: ['1С-Битрикс', 'Bitrix'] }
    const oneC = { id: 2, terms: ['1С', '1C'] }
    const query = read('1с битрикс', [oneC, bitrix])
    expect(query.expanded).toContain(`'bitrix'`)
    expect(query.expanded).not.toContain(`'1c'`)
  })

  it('reads nothing into quoted phrases and excluded words, and names no title for them', () => {
    const query = read('"ускорить сайт" -ускорить', [{ id: 1, terms: ['ускорить', 'разогнать'] }])
    expect(query.expanded).toBe(`( 'phrase:ускорить сайт' ) & ( !( 'ускор' ) )`)
    expect(query.plain).toBe(query.expanded)
    expect(query.parts).toEqual([])
    expect(query.named).toEqual([])
  })

  it('joins alternatives with or, and keeps a stop word out', () => {
    expect(read('сайт or в').plain).toBe(`'сайт'`)
    expect(read('ускорить or сайт').plain).toBe(`( 'ускор' ) | ( 'сайт' )`)
    expect(read('в')).toEqual({ plain: '', expanded: '', parts: [], named: [] })
  })
})
