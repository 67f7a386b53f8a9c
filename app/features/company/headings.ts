/** A section heading of an editor's text, for a table of contents. */
export interface SectionHeading {
  id: string
  text: string
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isFinite(code) ? String.fromCodePoint(code) : match
    }
    return ENTITIES[name.toLowerCase()] ?? match
  })
}

/** The `<h2 id="...">` headings of sanitized HTML, in order; headings without an id are skipped. */
export function sectionHeadings(html: string): SectionHeading[] {
  const headings: SectionHeading[] = []
  for (const match of html.matchAll(/<h2\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/gi)) {
    const [, id, inner] = match
    const text = decodeEntities((inner ?? '').replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim()
    if (id && text) headings.push({ id, text })
  }
  return headings
}
