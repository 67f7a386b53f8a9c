import { DomUtils, parseDocument } from 'htmlparser2'
import { collapseSpaces, NO_TEXT, TEXT_BLOCKS } from './text-blocks.ts'

type Node = ReturnType<typeof parseDocument>['children'][number]
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]

/** The raw text of nodes, entities decoded by the parser: block elements read as spaces, comments as nothing. */
function textOf(nodes: readonly Node[]): string {
  let text = ''
  for (const node of nodes) {
    if (DomUtils.isText(node)) text += node.data
    else if (DomUtils.isTag(node) && !NO_TEXT.has(node.name)) {
      const block = TEXT_BLOCKS.has(node.name)
      text += `${block ? ' ' : ''}${textOf(node.children)}${block ? ' ' : ''}`
    }
  }
  return text
}

/** The text of an element, spaces collapsed (a heading's title, for one). */
export const elementText = (element: Element): string => collapseSpaces(textOf(element.children))

/** The text of an HTML fragment: tags dropped (block elements part words), entities decoded, spaces collapsed. */
export const htmlToText = (html: string): string => collapseSpaces(textOf(parseDocument(html).children))

/** The h2 elements of an HTML fragment, in order. */
export const headingsOf = (html: string): Element[] => DomUtils.getElementsByTagName('h2', parseDocument(html))
