import { describe, expect, it } from 'vitest'
import {
  fromEnglishLayout,
  fromEnglishLayoutQuery,
  MARK_START,
  MARK_STOP,
  normalizeQuery,
  parseSnippet,
  prefixTsquery,
  queryTokens,
  queryWords,
  replaceTokens,
  withEllipses,
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

  it('reads the words of a query typed with the English layout on, keeping the rest as typed', () => {
    expect(fromEnglishLayoutQuery('fELBN ljcn')).toBe('аудит дост')
    expect(fromEnglishLayoutQuery('hfphf,jnrf сайтов')).toBe('разработка сайтов')
    expect(fromEnglishLayoutQuery('сайт 2026')).toBeNull()
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

  describe('ellipses where a snippet is cut from inside its text', () => {
    const text = 'Цифровая доступность — это возможность пользоваться сайтом каждому. Начните с аудита.'
    const start = text.slice(0, 40)
    const end = text.slice(-40)

    it('adds none to a snippet that is the whole text, even without its end punctuation', () => {
      const whole = parseSnippet(`Цифровая ${marked('доступность')} — это возможность пользоваться сайтом каждому. Начните с аудита`)
      expect(withEllipses(whole, start, end)).toEqual(whole)
    })

    it('opens a snippet from the middle with «… » and closes one short of the end with « …»', () => {
      const middle = parseSnippet(`это возможность ${marked('пользоваться')} сайтом`)
      expect(withEllipses(middle, start, end)).toEqual([
        { text: '… это возможность ', mark: false },
        { text: 'пользоваться', mark: true },
        { text: ' сайтом …', mark: false },
      ])
    })

    it('puts the ellipsis beside a match at either end without marking it', () => {
      expect(withEllipses(parseSnippet(marked('возможность')), start, end)).toEqual([
        { text: '… ', mark: false },
        { text: 'возможность', mark: true },
        { text: ' …', mark: false },
      ])
    })

    it('compares words whatever their case and leaves an empty snippet empty', () => {
      const opening = parseSnippet(`ЦИФРОВАЯ ${marked('доступность')}`)
      expect(withEllipses(opening, start, end)).toEqual([
        { text: 'ЦИФРОВАЯ ', mark: false },
        { text: 'доступность', mark: true },
        { text: ' …', mark: false },
      ])
      expect(withEllipses([], start, end)).toEqual([])
    })
  })
})
