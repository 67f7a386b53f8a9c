import { htmlToText } from './html-text.ts'

/** Words a reader gets through in a minute of attentive reading of Russian prose. */
export const WORDS_PER_MINUTE = 180

/** Words in an HTML fragment (runs of letters or digits; hyphenated words count once). */
export function countWords(html: string): number {
  return htmlToText(html).match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

/** Minutes it takes to read an HTML body, at least one. */
export function readingMinutes(html: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(html) / wordsPerMinute))
}

/** The Russian plural form for a count: one (1, 21), few (2–4, 22–24) or many (5–20, 25…). */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(Math.trunc(count))
  const lastTwo = n % 100
  const last = n % 10
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2]
  if (last === 1) return forms[0]
  if (last >= 2 && last <= 4) return forms[1]
  return forms[2]
}

/** «5 минут чтения». */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} ${pluralRu(minutes, ['минута', 'минуты', 'минут'])} чтения`
}
