// What an edit changed, field by field, for its audit row: short values as they were and are, long
// texts as the words that changed with a little context. Kept small: a row never holds a whole body.
import { isDeepStrictEqual } from 'node:util'
import { diffWords } from 'diff'
import type { AuditFieldChange, AuditTextPart } from '#shared/contract/staff.ts'
import { bodyWords } from '../content/reading.ts'

/** Values up to this many characters are kept whole; longer ones as their difference. */
const SHORT_VALUE = 200
/** How much of the unchanged text is kept on each side of a change. */
const CONTEXT = 60

/** A field's value in words: text as it is, an image by its description and file, a list joined. */
function words(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(words).join(value.every((item) => typeof item === 'string') ? ', ' : '\n')
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.src === 'string') return `«${words(record.alt)}», файл ${record.src.split('/').pop()}`
    return Object.values(record).map(words).join(' | ')
  }
  return String(value)
}

/** The unchanged stretch between changes, cut to its ends where it is long. */
function kept(text: string, first: boolean, last: boolean): string {
  if (text.length <= CONTEXT * 2) return text
  const head = first ? '' : text.slice(0, CONTEXT)
  const tail = last ? '' : text.slice(-CONTEXT)
  return `${head}…${tail}`
}

/** Russian words are words: the library's own tokens know Latin letters only. */
const RUSSIAN_WORDS = new Intl.Segmenter('ru', { granularity: 'word' })

/** The words that changed between two long texts, each unchanged stretch cut to a little context. */
function textDifference(before: string, after: string): AuditTextPart[] {
  const parts = diffWords(before, after, { intlSegmenter: RUSSIAN_WORDS })
  return parts.map((part, index) => {
    if (part.added) return { op: '+', text: part.value }
    if (part.removed) return { op: '-', text: part.value }
    return { op: '=', text: kept(part.value, index === 0, index === parts.length - 1) }
  })
}

/**
 * Each field of `after` whose value differs from `before`'s (the API's field names), as its audit
 * change. `rich` names the fields holding HTML: those are compared by their words.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  rich: readonly string[] = ['body'],
): Record<string, AuditFieldChange> {
  const changes: Record<string, AuditFieldChange> = {}
  for (const [field, value] of Object.entries(after)) {
    if (isDeepStrictEqual(before[field] ?? null, value ?? null)) continue
    const isRich = rich.includes(field)
    const from = isRich ? bodyWords(String(before[field] ?? '')) : words(before[field])
    const to = isRich ? bodyWords(String(value ?? '')) : words(value)
    changes[field] =
      !isRich && from.length <= SHORT_VALUE && to.length <= SHORT_VALUE
        ? { from, to }
        : // No parts: the words are the same, only the markup (a link, emphasis) changed.
          { diff: from === to ? [] : textDifference(from, to) }
  }
  return changes
}
