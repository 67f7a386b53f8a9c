import { describe, expect, it } from 'vitest'
import {
  fromEnglishLayout,
  MARK_START,
  MARK_STOP,
  normalizeQuery,
  parseSnippet,
  prefixTsquery,
  queryTokens,
  queryWords,
  replaceTokens,
} from '#api/services/search-text.ts'

const marked = (word: string) => `${MARK_START}${word}${MARK_STOP}`

describe('search query', () => {
  it('collapses spaces of any kind and trims the ends', () => {
    expect(normalizeQuery('  доступность \t\n сайтов\u00a0 ')).toBe('доступность сайтов')
    expect(normalizeQuery('   ')).toBe('')
  })

  it('reads the words as letters and digits only, whatever surrounds them', () => {
    expect(queryWords(`"доступность" -сайтов 'WCAG 2.2' & :* ёлка`)).toEqual(['доступность', 'сайтов', 'WCAG', '2', '2', 'ёлка'])
    expect(queryWords(`&|!:*()`)).toEqual([])
  })

  it('makes the last word a prefix and keeps the others whole', () => {
    expect(prefixTsquery(['аудит', 'досту'])).toBe(`'аудит' & 'досту':*`)
    expect(prefixTsquery(['д'])).toBe(`'д':*`)
    expect(prefixTsquery([])).toBeNull()
  })

  it('reads a misspelt query as tokens: words, and runs of the English layout keys whole', () => {
    expect(queryTokens('Доступнсть сайтов, доступнсть')).toEqual(['доступнсть', 'сайтов'])
    expect(queryTokens('hfphf,jnrf "WCAG 2.2" -seo')).toEqual(['hfphf,jnrf', 'wcag', '2', 'seo'])
  })

  it('replaces whole tokens whatever their case and leaves the operators as typed', () => {
    const replacements = new Map([
      ['доступнсть', 'доступность'],
      ['hfphf,jnrf', 'разработка'],
    ])
    expect(replaceTokens('"Доступнсть сайтов" -доступнсть, Hfphf,jnrf', replacements)).toBe('"доступность сайтов" -доступность, разработка')
    expect(replaceTokens('недоступнсть', replacements)).toBe('недоступнсть')
  })

  it('reads a word typed with the English layout on as the Russian it was meant to be', () => {
    expect(fromEnglishLayout('ljcnegyjcnm')).toBe('доступность')
    expect(fromEnglishLayout('Hfphf,jnrf')).toBe('разработка')
    expect(fromEnglishLayout('`krf')).toBe('ёлка')
    expect(fromEnglishLayout('сайт')).toBeNull()
    expect(fromEnglishLayout('wcag2')).toBeNull()
  })
})

describe('search snippet', () => {
  it('turns the marks into marked parts of plain text', () => {
    expect(parseSnippet(`Цифровая ${marked('доступность')} — это просто`)).toEqual([
      { text: 'Цифровая ', mark: false },
      { text: 'доступность', mark: true },
      { text: ' — это просто', mark: false },
    ])
  })

  it('starts and ends with a match, and joins neighbouring matches', () => {
    expect(parseSnippet(`${marked('аудит')}${marked('доступности')}`)).toEqual([{ text: 'аудитдоступности', mark: true }])
    expect(parseSnippet(`${marked('аудит')} ${marked('доступности')}`)).toEqual([
      { text: 'аудит', mark: true },
      { text: ' ', mark: false },
      { text: 'доступности', mark: true },
    ])
  })

  it('collapses spaces, drops empty parts and answers no parts for no text', () => {
    expect(parseSnippet(`  текст \n\n ${MARK_START}${MARK_STOP} ещё  `)).toEqual([{ text: 'текст ещё', mark: false }])
    expect(parseSnippet('')).toEqual([])
  })

  it('keeps markup as text: a snippet is never HTML', () => {
    expect(parseSnippet('<b>жирный</b> &amp;')).toEqual([{ text: '<b>жирный</b> &amp;', mark: false }])
  })
})
