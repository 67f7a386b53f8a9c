import { htmlToText } from './html-text.ts'

export interface TocEntry {
  id: string
  title: string
}

/** A table of contents is worth showing from this many sections on. */
export const TOC_MIN_ENTRIES = 3

const H2 = /<h2\b([^>]*)>([\s\S]*?)<\/h2\s*>/gi
const ID = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/**
 * The sections of a post: every `<h2 id="...">` of its (sanitized) body, in order. Headings
 * without an id or without text cannot be linked to and are left out; a repeated id counts once.
 */
export function tableOfContents(html: string): TocEntry[] {
  const entries: TocEntry[] = []
  const seen = new Set<string>()
  for (const [, attributes = '', inner = ''] of html.matchAll(H2)) {
    const match = ID.exec(attributes)
    const id = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim()
    const title = htmlToText(inner)
    if (!id || !title || seen.has(id)) continue
    seen.add(id)
    entries.push({ id, title })
  }
  return entries
}
