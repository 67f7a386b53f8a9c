import { sanitizeBody } from '../../content/sanitize.ts'
import type { ImageRef } from '#shared/contract/common.ts'

/**
 * A body as it is stored: the source is written with indentation for reading, so each line is
 * trimmed and blank lines are dropped, then the HTML goes through the same sanitizer as an
 * editor's input (api/content/sanitize.ts).
 */
export function body(source: string): string {
  return sanitizeBody(
    source
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  )
}

/** Kinds of demo artwork, one folder each under public/images/demo/ (scripts/generate-artwork.ts). */
export type ArtworkKind = 'posts' | 'services' | 'solutions' | 'clients' | 'portfolio'

/** A generated illustration at /images/demo/<kind>/<name>.svg. */
export function artwork(kind: ArtworkKind, name: string, alt: string): ImageRef {
  return { src: `/images/demo/${kind}/${name}.svg`, alt }
}

/**
 * The abstract compositions a cover can be, with the words its alt text uses for each. The
 * generator reads the motif back from the alt text, so the text always describes the picture.
 */
const COVER_MOTIFS = {
  tiles: 'круги, полукруги и треугольники на сетке',
  waves: 'слои волнистых холмов под низким солнцем',
  rings: 'концентрические кольца',
  stripes: 'диагональные полосы и крупный круг',
  cards: 'карточки интерфейса с графиками и списками',
} as const

export type CoverMotif = keyof typeof COVER_MOTIFS

/** A cover illustration of the given motif, in the brand's greens. */
export function cover(kind: ArtworkKind, name: string, motif: CoverMotif): ImageRef {
  return artwork(kind, name, `Абстрактная иллюстрация в зелёных тонах: ${COVER_MOTIFS[motif]}`)
}

/** The motif a cover's alt text names, if any. */
export function motifOf(alt: string): CoverMotif | undefined {
  return (Object.keys(COVER_MOTIFS) as CoverMotif[]).find((motif) => alt.endsWith(COVER_MOTIFS[motif]))
}

/** A moment in Moscow time (UTC+3), e.g. moscow('2025-03-20 10:00'). */
export function moscow(dateTime: string): Date {
  return new Date(`${dateTime.replace(' ', 'T')}:00+03:00`)
}
