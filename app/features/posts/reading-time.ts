import { plural } from '#app/lib/plural.ts'
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

/** «5 минут чтения». */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} ${plural(minutes, 'минута', 'минуты', 'минут')} чтения`
}
