import { slugify } from './slug.ts'

/** Anchors are short: the table of contents links to them and people share them. */
const ANCHOR_MAX_LENGTH = 60

/**
 * Gives every h2 and h3 of a body an id, as the public table of contents links to sections by it
 * (features/posts/toc.ts) and the sanitizer keeps it: an id already there stays (links shared
 * before keep working), a missing one comes from the heading's words (О компании -> o-kompanii), and
 * a repeated one gets a number (-2, -3). Runs in the browser (it reads the HTML with the DOM).
 */
export function withHeadingIds(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  const headings = [...template.content.querySelectorAll('h2, h3')]
  const taken = new Set<string>()
  for (const heading of headings) {
    const own = heading.getAttribute('id')?.trim() ?? ''
    const base = own || slugify(heading.textContent ?? '', ANCHOR_MAX_LENGTH) || 'razdel'
    let id = base
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
    taken.add(id)
    heading.setAttribute('id', id)
  }
  return template.innerHTML
}

/**
 * A body as it is saved: its headings' anchors (withHeadingIds), without the empty paragraphs the
 * editor keeps at the end so that one can always type after the last block.
 */
export const bodyHtmlOf = (html: string) => withHeadingIds(html).replace(/(?:<p><\/p>)+$/, '')
