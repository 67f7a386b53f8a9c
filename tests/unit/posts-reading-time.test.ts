import { describe, expect, it } from 'vitest'
import { formatPostDate } from '#app/features/posts/format.ts'
import { countWords, readingMinutes } from '#app/features/posts/reading.server.ts'
import { readingTimeLabel, WORDS_PER_MINUTE } from '#app/features/posts/reading-time.ts'
import { plural } from '#app/lib/plural.ts'

const words = (n: number) => Array.from({ length: n }, () => 'слово').join(' ')

describe('countWords', () => {
  it('counts the words of the text, not of the markup', () => {
    expect(countWords('<p>Скорость сайта <a href="/x/">давно</a> перестала быть</p><ul><li>вопросом</li><li>удобства</li></ul>')).toBe(7)
  })

  it('counts a hyphenated word and a number once each, and no punctuation', () => {
    expect(countWords('<p>Веб-студия запустила 48 проектов — и это не предел!</p>')).toBe(8)
  })

  it('treats entities as text', () => {
    expect(countWords('<p>один&nbsp;два&amp;три</p>')).toBe(3)
  })

  it('parts words at the ends of blocks and line breaks, never at inline markup, and reads no comment', () => {
    expect(countWords('<p>Пол<strong>слова</strong></p><p>раз</p>два<br>три<!-- четыре пять -->')).toBe(4)
  })
})

describe('readingMinutes', () => {
  it('rounds up to whole minutes at the reading speed', () => {
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE)}</p>`)).toBe(1)
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE + 1)}</p>`)).toBe(2)
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE * 5)}</p>`)).toBe(5)
  })

  it('is at least one minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('<p>Коротко.</p>')).toBe(1)
  })
})

describe('Russian plurals', () => {
  it.each([
    [1, '1 минута чтения'],
    [2, '2 минуты чтения'],
    [4, '4 минуты чтения'],
    [5, '5 минут чтения'],
    [11, '11 минут чтения'],
    [12, '12 минут чтения'],
    [14, '14 минут чтения'],
    [21, '21 минута чтения'],
    [22, '22 минуты чтения'],
    [25, '25 минут чтения'],
    [101, '101 минута чтения'],
    [111, '111 минут чтения'],
  ])('%i -> %s', (minutes, label) => {
    expect(readingTimeLabel(minutes)).toBe(label)
  })

  it('uses the "many" form for zero', () => {
    expect(plural(0, 'статья', 'статьи', 'статей')).toBe('статей')
  })
})

describe('formatPostDate', () => {
  it('writes the date in Russian, in Moscow time, without «г.»', () => {
    expect(formatPostDate('2026-07-09T09:00:00.000Z')).toBe('9 июля 2026')
    // 22:30 UTC on 31 December is already the 1st of January in Moscow.
    expect(formatPostDate('2025-12-31T22:30:00.000Z')).toBe('1 января 2026')
  })
})
