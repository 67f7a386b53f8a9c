import { DomUtils, parseDocument } from 'htmlparser2'

type Node = ReturnType<typeof parseDocument>['children'][number]
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]

/** A section of a body the table of contents links to: an h2 with an id. */
export interface BodySection {
  id: string
  title: string
}

/** The class of a table that turns into cards on a phone (site.css, `.prose table.table-cards`). */
const CARDS_CLASS = 'table-cards'

const isElement = (node: Node): node is Element => DomUtils.isTag(node)
const childElements = (element: Element, ...names: string[]) =>
  element.children.filter(isElement).filter((child) => names.includes(child.name))
// HTML's own whitespace: a non-breaking space in a heading stays.
const textOf = (element: Element) =>
  DomUtils.textContent(element)
    .replace(/[ \t\r\n\f]+/g, ' ')
    .trim()
const span = (cell: Element, attribute: 'colspan' | 'rowspan') => Math.max(1, Number.parseInt(cell.attribs[attribute] ?? '1', 10) || 1)

/** The rows of a table in order: those of its head, bodies and foot, and rows written straight in it. */
function rowsOf(table: Element): Element[] {
  return childElements(table, 'thead', 'tbody', 'tfoot', 'tr').flatMap((part) => (part.name === 'tr' ? [part] : childElements(part, 'tr')))
}

/**
 * The header of each column, when the table's first row is all `th` (in a `thead` or not). A table
 * without such a row has nothing to label its cells with, and a cell spanning rows would leave the
 * cards below it short of a cell: both keep scrolling sideways.
 */
function columnLabels(table: Element, rows: Element[]): string[] | null {
  const [first, ...rest] = rows
  if (!first || rest.length === 0) return null
  const header = childElements(first, 'th', 'td')
  if (header.length === 0 || header.some((cell) => cell.name !== 'th')) return null
  if (rows.some((row) => childElements(row, 'th', 'td').some((cell) => span(cell, 'rowspan') > 1))) return null
  if (childElements(table, 'thead').length > 1) return null
  return header.flatMap((cell) => Array<string>(span(cell, 'colspan')).fill(textOf(cell)))
}

/**
 * On a phone a table with a header row is shown as cards, one per row, each cell under its
 * column's header: every cell gets the header as `data-label`. The CSS that stacks it changes the
 * elements' display, which makes some browsers drop the table from the accessibility tree, so the
 * table's roles are written out. Any other table scrolls sideways within itself, and a region that
 * scrolls must be reachable from the keyboard.
 */
function prepareTable(table: Element): void {
  const rows = rowsOf(table)
  const labels = columnLabels(table, rows)
  if (labels === null) {
    table.attribs.tabindex = '0'
    return
  }
  table.attribs.class = CARDS_CLASS
  table.attribs.role = 'table'
  for (const group of childElements(table, 'thead', 'tbody', 'tfoot')) group.attribs.role = 'rowgroup'
  rows.forEach((row, index) => {
    row.attribs.role = 'row'
    let column = 0
    for (const cell of childElements(row, 'th', 'td')) {
      if (index === 0) cell.attribs.role = 'columnheader'
      else {
        cell.attribs.role = cell.name === 'th' ? 'rowheader' : 'cell'
        const label = labels[column]
        if (label) cell.attribs['data-label'] = label
      }
      column += span(cell, 'colspan')
    }
  })
}

/**
 * A stored (sanitized) body as the site shows it; the API prepares it once per answer so that the
 * browser does nothing. Only tables change (see prepareTable).
 */
export function bodyForReading(html: string): string {
  if (!/<table\b/i.test(html)) return html
  const document = parseDocument(html)
  for (const table of DomUtils.getElementsByTagName('table', document)) prepareTable(table)
  return DomUtils.getOuterHTML(document, { encodeEntities: 'utf8' })
}

/**
 * The sections of a body, for its table of contents: every h2 with an id, in order. A heading
 * without an id or without text cannot be linked to; a repeated id counts once.
 */
export function sectionsOf(html: string): BodySection[] {
  const sections: BodySection[] = []
  const seen = new Set<string>()
  for (const heading of DomUtils.getElementsByTagName('h2', parseDocument(html))) {
    const id = heading.attribs.id?.trim() ?? ''
    const title = textOf(heading)
    if (!id || !title || seen.has(id)) continue
    seen.add(id)
    sections.push({ id, title })
  }
  return sections
}

/** A body's words, a line per block (a paragraph, a heading, a list, a table): what a person compares of two versions. */
export function bodyWords(html: string): string {
  return parseDocument(html)
    .children.map((node) => (isElement(node) ? textOf(node) : DomUtils.textContent(node).replace(/\s+/g, ' ').trim()))
    .filter(Boolean)
    .join('\n')
}
