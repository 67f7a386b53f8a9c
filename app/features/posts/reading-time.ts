import { plural } from '#app/lib/plural.ts'

/** Words a reader gets through in a minute of attentive reading of Russian prose. */
export const WORDS_PER_MINUTE = 180

/** «5 минут чтения». */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} ${plural(minutes, 'минута', 'минуты', 'минут')} чтения`
}
