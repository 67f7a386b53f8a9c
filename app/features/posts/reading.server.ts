// What the site reads out of a post's body before showing it: its table of contents and the time
// it takes to read. Worked out on the site's server, from the body whatever backend sent it, so that
// the browser gets the results and never an HTML parser.
import { elementText, headingsOf, htmlToText } from './html-text.server.ts'
import { WORDS_PER_MINUTE } from './reading-time.ts'
import type { TocEntry } from './toc.ts'
import type { PostReading } from './types.ts'

/**
 * The sections of a post: every `<h2 id="...">` of its (sanitized) body, in order. Headings
 * without an id or without text cannot be linked to and are left out; a repeated id counts once.
 */
export function tableOfContents(html: string): TocEntry[] {
  const entries: TocEntry[] = []
  const seen = new Set<string>()
  for (const heading of headingsOf(html)) {
    const id = (heading.attribs.id ?? '').trim()
    const title = elementText(heading)
    if (!id || !title || seen.has(id)) continue
    seen.add(id)
    entries.push({ id, title })
  }
  return entries
}

/** Words in an HTML fragment (runs of letters or digits; hyphenated words count once). */
export function countWords(html: string): number {
  return htmlToText(html).match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

/** Minutes it takes to read an HTML body, at least one. */
export function readingMinutes(html: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(html) / wordsPerMinute))
}

/** A post with what its page shows of its body's reading: the table of contents and the minutes. */
export function withReading<T extends { body: string }>(post: T): T & { reading: PostReading } {
  return { ...post, reading: { toc: tableOfContents(post.body), minutes: readingMinutes(post.body) } }
}
